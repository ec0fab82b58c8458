import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router'
import { PageLoading } from '@/components/layout/page-loading'
import { UpgradeModalProvider } from '@/components/upgrade/upgrade-modal-context'
import { NotFoundPage } from '@/features/marketing/components/not-found-page'
import { HomeRoute } from './routes/home-route'
import { UpgradeModalHost } from './upgrade-modal-host'

/** Every page, with the upgrade modal any of them can open (see `useUpgradeModal`). */
function RootLayout() {
  return (
    <UpgradeModalProvider renderModal={(state) => <UpgradeModalHost {...state} />}>
      <Outlet />
      <ScrollRestoration />
    </UpgradeModalProvider>
  )
}

/**
 * Every route of spec section 2; any other path is the 404 page. Each page but the landing
 * page is its own chunk, loaded when first visited, so the first page a visitor opens does not
 * download the dashboard, the records search and the billing screens with it.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: 'auth',
        lazy: async () => ({
          Component: (await import('@/features/accounts/components/auth-page')).AuthPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('@/features/accounts/components/reset-password-page'))
            .ResetPasswordPage,
        }),
      },
      {
        path: 'subscription',
        lazy: async () => ({
          Component: (await import('./routes/subscription-route')).SubscriptionRoute,
        }),
      },
      {
        path: 'subscription-success',
        lazy: async () => ({
          Component: (await import('@/features/billing/components/subscription-success-page'))
            .SubscriptionSuccessPage,
        }),
      },
      {
        path: 'subscription-cancelled',
        lazy: async () => ({
          Component: (await import('@/features/billing/components/subscription-cancelled-page'))
            .SubscriptionCancelledPage,
        }),
      },
      {
        path: 'dashboard',
        lazy: async () => ({
          Component: (await import('./routes/dashboard-route')).DashboardRoute,
        }),
      },
      {
        path: 'public-records',
        lazy: async () => ({
          Component: (await import('./routes/public-records-route')).PublicRecordsRoute,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
])
