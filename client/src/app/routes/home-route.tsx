import { PageLoading } from '@/components/layout/page-loading'
import { useUser } from '@/features/accounts/api/get-user'
import { LandingPage } from '@/features/marketing/components/landing-page'
import { SignedInDashboard } from './dashboard-route'

/**
 * `/`: the dashboard for a signed-in user, the landing page for everyone else. If the user
 * cannot be read (the server is failing), the visitor is treated as signed out.
 */
export function HomeRoute() {
  const { data: user, isPending } = useUser()
  if (isPending) return <PageLoading />
  return user ? <SignedInDashboard user={user} /> : <LandingPage />
}
