import { RequireUser } from '@/features/accounts/components/require-user'
import { AlertsPage } from '@/features/alerts/components/alerts-page'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** `/alerts`: signed-in users only. */
export function AlertsRoute() {
  return (
    <RequireUser>
      {(user) => (
        <DashboardLayout user={user}>
          <AlertsPage />
        </DashboardLayout>
      )}
    </RequireUser>
  )
}
