import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router'
import { UpgradeModalProvider } from '@/components/upgrade/upgrade-modal-context'
import { AuthPage } from '@/features/accounts/components/auth-page'
import { RequireUser } from '@/features/accounts/components/require-user'
import { ResetPasswordPage } from '@/features/accounts/components/reset-password-page'
import { SubscriptionCancelledPage } from '@/features/billing/components/subscription-cancelled-page'
import { SubscriptionSuccessPage } from '@/features/billing/components/subscription-success-page'
import { NotFoundPage } from '@/features/marketing/components/not-found-page'
import { PublicRecordsPage } from '@/features/records/components/public-records-page'
import { DashboardRoute } from './routes/dashboard-route'
import { HomeRoute } from './routes/home-route'
import { SubscriptionRoute } from './routes/subscription-route'
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

/** Every route of spec section 2; any other path is the 404 page. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'subscription', element: <SubscriptionRoute /> },
      { path: 'subscription-success', element: <SubscriptionSuccessPage /> },
      { path: 'subscription-cancelled', element: <SubscriptionCancelledPage /> },
      { path: 'dashboard', element: <DashboardRoute /> },
      {
        path: 'public-records',
        element: <RequireUser>{() => <PublicRecordsPage />}</RequireUser>,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
])
