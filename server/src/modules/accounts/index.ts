/**
 * The accounts module's public face: its routes, the session plugin, the trial allowance, and
 * the services through which other modules read or change what accounts owns (`users`,
 * sessions). Nothing else in this folder is imported from outside it.
 */
export { accountOf } from './account-membership.service'
export { accountsRoutes } from './accounts.routes'
export { runAdminCommand } from './admin-command'
export { hashPassword, verifyPassword } from './password-hashing'
export { passwordResetRoutes } from './password-reset.routes'
export { purgeExpiredSessionsJob } from './purge-expired-sessions.job'
export { requireOperator, requireUser, sessionCookieName, sessions } from './session.plugin'
export { createSession, sessionSettingsFor } from './session.service'
export {
  type AccountDataPorts,
  accountDataRoutes,
  type ExportEntry,
} from './settings/account-data.routes'
export type { AccountDeletionSteps } from './settings/account-deletion.service'
export { accountSettingsRoutes } from './settings/account-settings.routes'
export {
  notificationPreferencesOf,
  setDailyDigest,
} from './settings/notification-preferences.service'
export {
  type DbOrTransaction,
  findUserById,
  findUserBySubscriptionId,
  grantSubscription,
  hasAnyUser,
  markSubscriptionEvent,
  paypalSubscriptionIdOf,
  setSubscriptionEndsAt,
  setSubscriptionStatus,
} from './subscription-record.service'
export { hasActiveSubscription } from './subscription-state'
export { trialRoutes } from './trial.routes'
export {
  consumeTrialAllowance,
  isTrialUser,
  TRIAL_REFUSALS,
  trialRefusal,
} from './trial.service'
