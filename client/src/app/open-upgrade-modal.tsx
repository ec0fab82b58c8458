import type { UpgradeModalState } from '@/components/upgrade/upgrade-modal-context'
import { useUser } from '@/features/accounts'
import { currentPlanTier, PlanChooserModal } from '@/features/billing'
import { PlanCoverage } from '@/features/coverage'
import { QueryProvider } from './query-provider'

/**
 * The plan chooser for the signed-in user, their current plan marked; nothing when signed out.
 * In the query client's provider of its own: it is rendered beside the pages, not inside one.
 */
export function OpenUpgradeModal({ onOpenChange }: Pick<UpgradeModalState, 'onOpenChange'>) {
  return (
    <QueryProvider>
      <PlanChooserForUser onOpenChange={onOpenChange} />
    </QueryProvider>
  )
}

function PlanChooserForUser({ onOpenChange }: Pick<UpgradeModalState, 'onOpenChange'>) {
  const { data: user } = useUser()
  if (!user) return null
  return (
    <PlanChooserModal
      open
      onOpenChange={onOpenChange}
      currentTier={currentPlanTier(user)}
      coverage={<PlanCoverage signedIn />}
    />
  )
}
