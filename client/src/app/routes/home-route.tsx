import { lazy, Suspense } from 'react'
import { PageLoading } from '@/components/layout/page-loading'
import { useSessionUser } from '@/features/accounts'
import { LandingCoverageGlance } from '@/features/coverage'
import { LandingPage } from '@/features/marketing'
import { loadQueryProvider } from '../lazy-query-provider'
import { loadToaster } from '../lazy-toaster'

/** The dashboard's chunk, the query client and the toast viewport, loaded only for a signed-in visitor. */
const HomeDashboard = lazy(async () => {
  const [module, QueryProvider] = await Promise.all([
    import('./dashboard-route'),
    loadQueryProvider(),
    loadToaster(),
  ])
  const { HomeDashboard: Dashboard } = module
  return {
    default: () => (
      <QueryProvider>
        <Dashboard />
      </QueryProvider>
    ),
  }
})

/**
 * `/`: the dashboard for a signed-in user, the landing page for everyone else. If the user
 * cannot be read (the server is failing), the visitor is treated as signed out. Who is signed
 * in comes from a plain store (session-user-store.ts), not a query, so the landing page does
 * not download the query library.
 */
export function HomeRoute() {
  const user = useSessionUser()
  if (user === undefined) return <PageLoading />
  if (!user)
    return <LandingPage coverage={<LandingCoverageGlance className="mx-auto mt-10 max-w-3xl" />} />
  return (
    <Suspense fallback={<PageLoading />}>
      <HomeDashboard />
    </Suspense>
  )
}
