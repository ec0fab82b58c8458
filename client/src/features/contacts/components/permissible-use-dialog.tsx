import { PERMISSIBLE_USE } from '@common/contracts/contacts'
import { ShieldCheck } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { useAcceptPermissibleUse } from '../api/permissible-use'
import { traceErrorToast } from '../lib/contacts-toast'

interface PermissibleUseDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Runs once the statement is accepted (the trace the user asked for). */
  onAccepted: () => void
}

/**
 * The permissible-use statement (DPPA/GLBA) a user accepts, ticking the box, before their first
 * trace; the server stores the acceptance with its time.
 */
export function PermissibleUseDialog({
  open,
  onOpenChange,
  onAccepted,
}: PermissibleUseDialogProps) {
  const [ticked, setTicked] = useState(false)
  const accept = useAcceptPermissibleUse()
  const checkboxId = useId()
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-lg"
      icon={ShieldCheck}
      title={PERMISSIBLE_USE.title}
      description="Skip tracing gives you personal data of people in foreclosure. Before your first trace, confirm how you will use it."
      footer={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <PendingButton
            type="button"
            pending={accept.isPending}
            disabled={!ticked}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () => {
                  onOpenChange(false)
                  onAccepted()
                },
                onError: (error) => toast(traceErrorToast(error)),
              })
            }
          >
            Accept and trace
          </PendingButton>
        </>
      }
    >
      <ul className="grid list-disc gap-2 pl-5 text-sm">
        {PERMISSIBLE_USE.statement.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <label htmlFor={checkboxId} className="flex items-start gap-2 text-sm">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 size-4"
          checked={ticked}
          onChange={(event) => setTicked(event.target.checked)}
        />
        I have a permissible purpose and accept these terms.
      </label>
    </ModalDialog>
  )
}
