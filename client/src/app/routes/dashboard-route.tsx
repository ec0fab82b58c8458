import type { UserResponse } from '@common/contracts/accounts'
import { useTrialStatus } from '@/features/accounts/api/get-trial-status'
import { RequireUser } from '@/features/accounts/components/require-user'
import { hasActiveSubscription } from '@/features/accounts/lib/account-labels'
import { DashboardPage } from '@/features/documents/components/dashboard-page'
import { DashboardLayout } from '../layouts/dashboard-layout'
import { SocialDiscoveryTab } from '../social-discovery-tab'

/**
 * Trial downloads left, for the documents' download buttons: null for a subscriber (nothing is
 * counted) or while the trial status is unknown (the server still enforces the limit).
 */
function useDownloadsLeft(user: UserResponse): number | null {
  const { data: status } = useTrialStatus(user)
  if (hasActiveSubscription(user) || !status || status.isTrialUser === false) return null
  if (status.isExpired) return 0
  return status.downloadsRemaining
}

/** The dashboard for a user already known to be signed in (also shown at `/`). */
export function SignedInDashboard({ user }: { user: UserResponse }) {
  const downloadsLeft = useDownloadsLeft(user)
  return (
    <DashboardLayout user={user}>
      <DashboardPage downloadsLeft={downloadsLeft} socialDiscovery={<SocialDiscoveryTab />} />
    </DashboardLayout>
  )
}

/** `/dashboard`: signed-in users only; anyone else is sent to log in. */
export function DashboardRoute() {
  return <RequireUser>{(user) => <SignedInDashboard user={user} />}</RequireUser>
}
