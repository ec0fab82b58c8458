import { AnalyticsPage } from '@/features/analytics'
import { SignedInDashboardPage } from '../layouts/dashboard-layout'

/** `/analytics`: signed-in users; the page itself offers the upgrade to non-Elite users. */
export function AnalyticsRoute() {
  return (
    <SignedInDashboardPage>
      <AnalyticsPage />
    </SignedInDashboardPage>
  )
}
