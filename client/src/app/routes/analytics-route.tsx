import { RequireUser } from '@/features/accounts'
import { AnalyticsPage } from '@/features/analytics'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** `/analytics`: signed-in users; the page itself offers the upgrade to non-Elite users. */
export function AnalyticsRoute() {
  return (
    <RequireUser>
      {(user) => (
        <DashboardLayout user={user}>
          <AnalyticsPage />
        </DashboardLayout>
      )}
    </RequireUser>
  )
}
