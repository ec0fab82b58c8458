import { Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { PageLoading } from '@/components/layout/page-loading'
import { UpgradeModalProvider } from '@/components/upgrade/upgrade-modal-context'
import { lazyPage, useMarkFirstRender } from './lazy-page'
import { RouteErrorBoundary } from './route-error-boundary'
import { HomeRoute } from './routes/home-route'
import { ScrollRestoration } from './scroll-restoration'
import { preloadUpgradeModal, UpgradeModalHost } from './upgrade-modal-host'

const AuthPage = lazyPage(() => import('./routes/auth-route'), 'AuthPage')
const ResetPasswordPage = lazyPage(
  () => import('./routes/reset-password-route'),
  'ResetPasswordPage',
)
const SubscriptionRoute = lazyPage(() => import('./routes/subscription-route'), 'SubscriptionRoute')
const SubscriptionSuccessPage = lazyPage(
  () => import('./routes/subscription-success-route'),
  'SubscriptionSuccessPage',
)
const SubscriptionCancelledPage = lazyPage(
  () => import('./routes/subscription-cancelled-route'),
  'SubscriptionCancelledPage',
)
const DashboardRoute = lazyPage(() => import('./routes/dashboard-route'), 'DashboardRoute')
const NotFoundPage = lazyPage(() => import('./routes/not-found-route'), 'NotFoundPage')
const TermsPage = lazyPage(() => import('./routes/terms-route'), 'TermsPage')
const PrivacyPage = lazyPage(() => import('./routes/privacy-route'), 'PrivacyPage')
const AlertsRoute = lazyPage(() => import('./routes/alerts-route'), 'AlertsRoute')
const CampaignsRoute = lazyPage(() => import('./routes/campaigns-route'), 'CampaignsRoute')
const CoveragePage = lazyPage(() => import('./routes/coverage-route'), 'CoveragePage')
const AnalyticsRoute = lazyPage(() => import('./routes/analytics-route'), 'AnalyticsRoute')
const SettingsRoute = lazyPage(() => import('./routes/settings-route'), 'SettingsRoute')
const ConfirmEmailPage = lazyPage(() => import('./routes/confirm-email-route'), 'ConfirmEmailPage')
const OperatorSourcesRoute = lazyPage(
  () => import('./routes/operator-route'),
  'OperatorSourcesRoute',
)
const OperatorSourceRoute = lazyPage(() => import('./routes/operator-route'), 'OperatorSourceRoute')
const PublicRecordsRoute = lazyPage(
  () => import('./routes/public-records-route'),
  'PublicRecordsRoute',
)

/**
 * Every route of spec section 2, and the pages added since (/terms and /privacy: decision 0070;
 * the operator's /operator/sources: 0077);
 * any other path is the 404 page. Each page but the landing page is its own chunk, loaded when
 * first visited, so the first page a visitor opens does not download the dashboard, the records
 * search and the billing screens with it. React Router's
 * declarative mode: the app uses no loaders or actions, and the data router would add about
 * 17 kB (gzip) to every first visit (docs/decisions/0014).
 */
export function AppRouter() {
  useMarkFirstRender()
  return (
    <BrowserRouter>
      <UpgradeModalProvider
        renderModal={(state) => <UpgradeModalHost {...state} />}
        preloadModal={preloadUpgradeModal}
      >
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route index element={<HomeRoute />} />
              <Route path="auth" element={<AuthPage />} />
              <Route path="reset-password" element={<ResetPasswordPage />} />
              <Route path="subscription" element={<SubscriptionRoute />} />
              <Route path="subscription-success" element={<SubscriptionSuccessPage />} />
              <Route path="subscription-cancelled" element={<SubscriptionCancelledPage />} />
              <Route path="dashboard" element={<DashboardRoute />} />
              <Route path="public-records" element={<PublicRecordsRoute />} />
              <Route path="analytics" element={<AnalyticsRoute />} />
              <Route path="settings" element={<SettingsRoute />} />
              <Route path="campaigns/:id?" element={<CampaignsRoute />} />
              <Route path="alerts" element={<AlertsRoute />} />
              <Route path="settings/confirm-email" element={<ConfirmEmailPage />} />
              <Route path="coverage" element={<CoveragePage />} />
              <Route path="operator/sources" element={<OperatorSourcesRoute />} />
              <Route path="operator/sources/:id" element={<OperatorSourceRoute />} />
              <Route path="terms" element={<TermsPage />} />
              <Route path="privacy" element={<PrivacyPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
        <ScrollRestoration />
      </UpgradeModalProvider>
    </BrowserRouter>
  )
}
