/**
 * The outreach module's public face (docs/decisions/0024): the composer's templates and log, the
 * sender identity, e-mail campaigns and their queue, connected mailboxes, unsubscribe and
 * suppression (which addresses a user may no longer e-mail: contacts counts a lead's usable
 * e-mails by it). What it needs from other modules it gets through their faces (leads) or as
 * functions passed in at the composition root (the contacts module's social profiles and leads'
 * e-mail addresses).
 */

export { outreachForExport } from './account-export.queries'
export type { CampaignSendServices } from './campaigns/campaign-send-services'
export { campaignsRoutes } from './campaigns/campaigns.routes'
export {
  createCampaignSendServices,
  unsubscribeSecretFor,
} from './campaigns/create-campaign-send-services'
export type { FindLeadEmails } from './campaigns/lead-email-port'
export { resumeCampaignsJob } from './campaigns/resume-campaigns.job'
export { sendCampaignJob } from './campaigns/send-campaign.job'
export { createMailboxDeps, type MailboxDeps } from './mail/mailbox-deps'
export { mailboxTransport } from './mail/mailbox-transport.service'
export { mailboxesRoutes } from './mail/mailboxes.routes'
export type { OAuthEndpoints } from './mail/oauth-providers'
export { purgeOAuthStatesJob } from './mail/purge-oauth-states.job'
export { messagesRoutes } from './messages/messages.routes'
export type { FindOwnSocialProfile } from './messages/social-profile-port'
export { outreachAnalytics } from './outreach-analytics.queries'
export { senderIdentityRoutes } from './sender/sender-identity.routes'
export { emailWebhookRoutes } from './suppression/email-webhooks.routes'
export { suppressedAddressesOf } from './suppression/suppression.queries'
export { UNSUBSCRIBE_PATH_PREFIX, unsubscribeRoutes } from './suppression/unsubscribe.routes'
