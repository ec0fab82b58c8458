import { AlertsPage } from '@/features/alerts'
import { SignedInDashboardPage } from '../layouts/dashboard-layout'

/** `/alerts`: signed-in users only. */
export function AlertsRoute() {
  return (
    <SignedInDashboardPage>
      <AlertsPage />
    </SignedInDashboardPage>
  )
}
