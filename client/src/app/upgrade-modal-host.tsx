import type { UpgradeModalState } from '@/components/upgrade/upgrade-modal-context'
import { useUser } from '@/features/accounts/api/get-user'
import { PlanChooserModal } from '@/features/billing/components/plan-chooser-modal'
import { currentPlanTier } from '@/features/billing/lib/plan-status'

function OpenUpgradeModal({ onOpenChange }: Pick<UpgradeModalState, 'onOpenChange'>) {
  const { data: user } = useUser()
  if (!user) return null
  return <PlanChooserModal open onOpenChange={onOpenChange} currentTier={currentPlanTier(user)} />
}

/**
 * The upgrade modal for the signed-in user: the plan chooser, with their current plan marked.
 * Nothing is mounted (and no user is asked for) until it is opened, so public pages stay quiet.
 */
export function UpgradeModalHost({ open, onOpenChange }: UpgradeModalState) {
  return open ? <OpenUpgradeModal onOpenChange={onOpenChange} /> : null
}
