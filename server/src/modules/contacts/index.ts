/**
 * The contacts module's public face (docs/decisions/0023-contacts.md): its routes (skip tracing,
 * batch traces, permissible use, social profiles), the batch trace job, the providers a process
 * builds at start, the reader that gives GET /api/leads/:id its contacts (passed to leads at the
 * composition root), the contacts an export or CRM push may use (real ones, callable numbers
 * only), how each lead may be reached (its urgency, issue 35), a user's own social profile (for
 * outreach's log), and the purge account deletion calls. Nothing else in this folder is
 * imported from outside.
 */
export { contactsForExport } from './account-export.queries'
export { skipTraceBatchJob } from './batch/skip-trace-batch.job'
export { contactsRoutes } from './contacts.routes'
export type { ContactProviders } from './providers/contact-providers'
export {
  createContactProviders,
  createSimulatedContactProviders,
} from './providers/create-contact-providers'
export { purgeUserContacts } from './purge-user-contacts'
export { findOwnProfile as findOwnSocialProfile } from './social/social-profiles.queries'
export { socialProfilesRoutes } from './social-profiles.routes'
export { exportableContacts } from './trace/exportable-contacts.service'
export { leadContactsFor } from './trace/lead-contacts.service'
export { leadReachOf } from './trace/lead-reach.queries'
export { skipTraceAnalytics } from './trace/skip-trace-analytics.queries'
