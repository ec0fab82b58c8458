import type { CrmProvider } from '@common/contracts/crm'
import { CloudUpload, LoaderCircle, Lock } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { toast } from '@/hooks/use-toast'
import { useCrmConnections } from '../api/crm-connections'
import { usePushToCrm } from '../api/push-to-crm'
import { CRM_PROVIDER_NAMES, crmErrorToast, pushResultToast } from '../lib/crm-toasts'

interface PushToCrmButtonProps {
  leadIds: readonly string[]
}

/**
 * "Push to CRM" for the selected leads (the list's bulk bar) or one lead (its page): to the one
 * connected CRM, or the one chosen beside the button when several are connected.
 */
export function PushToCrmButton({ leadIds }: PushToCrmButtonProps) {
  const { openUpgradeModal } = useUpgradeModal()
  const connections = useCrmConnections()
  const push = usePushToCrm()
  const usable = (connections.data?.connections ?? []).filter((c) => c.status !== 'disabled')
  const [chosen, setChosen] = useState<CrmProvider | null>(null)
  const provider = chosen ?? usable[0]?.provider ?? null

  if (connections.data?.plan === 'none') {
    return (
      <Button type="button" variant="outline" size="sm" onClick={openUpgradeModal}>
        <Lock aria-hidden="true" />
        Push to CRM: Upgrade
      </Button>
    )
  }
  if (connections.data && usable.length === 0) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to="/settings">Connect a CRM</Link>
      </Button>
    )
  }
  return (
    <div className="flex items-end gap-1">
      {usable.length > 1 && (
        <NativeSelect
          aria-label="CRM to push to"
          className="h-9"
          value={provider ?? ''}
          onChange={(event) => setChosen(event.target.value as CrmProvider)}
        >
          {usable.map((connection) => (
            <option key={connection.id} value={connection.provider}>
              {CRM_PROVIDER_NAMES[connection.provider]}
            </option>
          ))}
        </NativeSelect>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!provider || push.isPending || leadIds.length === 0}
        onClick={() =>
          provider &&
          push.mutate(
            { provider, leadIds: [...leadIds] },
            {
              onSuccess: (reply) => toast(pushResultToast(reply)),
              onError: (error) => toast(crmErrorToast(error, 'push')),
            },
          )
        }
      >
        {push.isPending ? (
          <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <CloudUpload aria-hidden="true" />
        )}
        Push to CRM
      </Button>
    </div>
  )
}
