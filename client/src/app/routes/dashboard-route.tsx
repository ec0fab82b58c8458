import type { UserResponse } from '@common/contracts/accounts'
import { RequireUser } from '@/features/accounts/components/require-user'
import { DashboardPage } from '@/features/documents/components/dashboard-page'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** The dashboard for a user already known to be signed in (also shown at `/`). */
export function SignedInDashboard({ user }: { user: UserResponse }) {
  return (
    <DashboardLayout user={user}>
      <DashboardPage />
    </DashboardLayout>
  )
}

/** `/dashboard`: signed-in users only; anyone else is sent to log in. */
export function DashboardRoute() {
  return <RequireUser>{(user) => <SignedInDashboard user={user} />}</RequireUser>
}
