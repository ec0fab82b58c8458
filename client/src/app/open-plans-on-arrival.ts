import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { asksForPlanChooser } from '@/components/upgrade/plan-chooser-state'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'

/**
 * Opens the plan chooser when the user arrives with PLAN_CHOOSER_STATE (the records page's
 * 'Unlock' and 'Upgrade Now' go to `/` with it, as the spec says). Read once: the state is then
 * replaced by none, so going back to the page or reloading it does not open the chooser again.
 */
export function useOpenPlansOnArrival(): void {
  const location = useLocation()
  const navigate = useNavigate()
  const { openUpgradeModal } = useUpgradeModal()
  const asks = asksForPlanChooser(location.state)
  const { pathname, search, hash } = location
  useEffect(() => {
    if (!asks) return
    openUpgradeModal()
    void navigate({ pathname, search, hash }, { replace: true, state: null })
  }, [asks, openUpgradeModal, navigate, pathname, search, hash])
}
