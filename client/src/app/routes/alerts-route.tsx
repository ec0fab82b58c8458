import { RequireUser } from '@/features/accounts'
import { AlertsPage } from '@/features/alerts'
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
