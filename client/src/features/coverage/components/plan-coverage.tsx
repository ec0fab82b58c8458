import { CoverageGlanceCard } from './coverage-glance-card'
import { SearchedCoverageNotice } from './searched-coverage-notice'

/**
 * What the plan chooser and the subscription page say of the records before the user pays: the
 * places the user searched that hold no real records (signed in only), and what the deployment
 * covers.
 */
export function PlanCoverage({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="grid gap-3 md:grid-cols-2" data-testid="plan-coverage">
      {signedIn && <SearchedCoverageNotice />}
      <CoverageGlanceCard />
    </div>
  )
}
