import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router'
import { AuthPage } from '@/features/accounts/components/auth-page'
import { ResetPasswordPage } from '@/features/accounts/components/reset-password-page'
import { SubscriptionCancelledPage } from '@/features/billing/components/subscription-cancelled-page'
import { SubscriptionPage } from '@/features/billing/components/subscription-page'
import { SubscriptionSuccessPage } from '@/features/billing/components/subscription-success-page'
import { DashboardPage } from '@/features/documents/components/dashboard-page'
import { NotFoundPage } from '@/features/marketing/components/not-found-page'
import { PublicRecordsPage } from '@/features/records/components/public-records-page'
import { HomeRoute } from './routes/home-route'

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
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
      { path: 'subscription', element: <SubscriptionPage /> },
      { path: 'subscription-success', element: <SubscriptionSuccessPage /> },
      { path: 'subscription-cancelled', element: <SubscriptionCancelledPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'public-records', element: <PublicRecordsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
])
