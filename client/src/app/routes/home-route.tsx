import { PageLoading } from '@/components/layout/page-loading'
import { useUser } from '@/features/accounts/api/get-user'
import { DashboardPage } from '@/features/documents/components/dashboard-page'
import { LandingPage } from '@/features/marketing/components/landing-page'

/**
 * `/`: the dashboard for a signed-in user, the landing page for everyone else. If the user
 * cannot be read (the server is failing), the visitor is treated as signed out.
 */
export function HomeRoute() {
  const { data: user, isPending } = useUser()
  if (isPending) return <PageLoading />
  return user ? <DashboardPage /> : <LandingPage />
}
