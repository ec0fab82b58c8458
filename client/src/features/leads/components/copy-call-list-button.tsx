import { ClipboardList, Lock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useCopyCallList } from '../api/get-call-list'
import { callListSummary, callListText } from '../lib/call-list'
import { exportErrorToast } from '../lib/export-toast'

interface CopyCallListButtonProps {
  ids: readonly string[]
  /** Whether the plan includes contact details (Pro, Elite); otherwise it offers the plans. */
  allowed: boolean
  onUpgrade: () => void
}

/**
 * Copies the names and callable numbers of the selected leads: made on the server from the
 * contacts an export may use, so a Do-not-call number, a simulated person or a sample lead is
 * never on it (docs/decisions/0026).
 */
export function CopyCallListButton({ ids, allowed, onUpgrade }: CopyCallListButtonProps) {
  const copy = useCopyCallList(callListText)
  if (!allowed) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={onUpgrade}>
        <Lock aria-hidden="true" />
        Call list: Upgrade
      </Button>
    )
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={copy.isPending}
      onClick={() =>
        copy.mutate(ids, {
          onSuccess: (list) => toast(callListSummary(list)),
          onError: (error) => toast(exportErrorToast(error, 'call list')),
        })
      }
    >
      <ClipboardList aria-hidden="true" />
      Copy Call List
    </Button>
  )
}
