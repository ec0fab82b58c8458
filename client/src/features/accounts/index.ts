/**
 * The accounts feature (sign-up, sign-in and the signed-in user, the trial, password reset and the
 * account settings), as the app sees it: what client/src/app imports from it. Every other file in
 * this folder is private to the feature (client/src/architecture.test.ts checks it).
 */
export { useTrialStatus } from './api/get-trial-status'
export { useUser } from './api/get-user'
export { useSessionUser } from './api/session-user-store'
export { connectSessionUser } from './api/session-user-sync'
export { useDownloadsLeft } from './api/use-downloads-left'
export { AuthPage } from './components/auth-page'
export { ConfirmEmailPage } from './components/confirm-email-page'
export { MyAccountCard } from './components/my-account-card'
export { PlanBadge } from './components/plan-badge'
export { RequireUser } from './components/require-user'
export { ResetPasswordPage } from './components/reset-password-page'
export { DataExportSection } from './components/settings/data-export-section'
export { DeleteAccountSection } from './components/settings/delete-account-section'
export { EmailSection } from './components/settings/email-section'
export { NotificationPreferencesSection } from './components/settings/notification-preferences-section'
export { PasswordSection } from './components/settings/password-section'
export { ProfileSection } from './components/settings/profile-section'
export { SettingsCard } from './components/settings/settings-card'
export { SignOutButton } from './components/sign-out-button'
export { TrialStatusCard } from './components/trial-status-card'
export { planLabel } from './lib/account-labels'
