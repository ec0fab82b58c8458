import { lazy, Suspense } from 'react'
import { PageLoading } from '@/components/layout/page-loading'
import { useUser } from '@/features/accounts/api/get-user'
import { LandingPage } from '@/features/marketing/components/landing-page'
import { loadToaster } from '../lazy-toaster'

/** The dashboard's chunk and the toast viewport, loaded only for a signed-in visitor. */
const SignedInDashboard = lazy(async () => {
  const [module] = await Promise.all([import('./dashboard-route'), loadToaster()])
  return { default: module.SignedInDashboard }
})

/**
 * `/`: the dashboard for a signed-in user, the landing page for everyone else. If the user
 * cannot be read (the server is failing), the visitor is treated as signed out.
 */
export function HomeRoute() {
  const { data: user, isPending } = useUser()
  if (isPending) return <PageLoading />
  if (!user) return <LandingPage />
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInDashboard user={user} />
    </Suspense>
  )
}
