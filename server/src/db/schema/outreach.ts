/**
 * Outreach: message templates and history, connected mailboxes (and the OAuth state of connecting
 * one), sender identities and suppressions (e-mail campaigns, their queue and logs are in
 * email-campaigns.ts).
 */

import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import {
  EMAIL_SUPPRESSION_REASONS,
  MAILBOX_PROVIDERS,
  MESSAGE_TONES,
  OUTREACH_STATUSES,
  SOCIAL_PLATFORMS,
} from '../../../../common/enums'
import { users } from './accounts'
import { createdAt, flag, oneOf, singleUse, timestamps, timestamptz, uuidPk } from './columns'
import { leads } from './leads'
import { socialProfiles } from './social-profiles'
import { templateColumns } from './template-columns'
import { userKey, userOwned } from './user-owned'

/** A user's own template for social messages (the built-in defaults live in code). */
export const messageTemplates = pgTable(
  'message_templates',
  templateColumns(text('subject'), 'supportive'),
  (t) => [
    index('message_templates_user_id_idx').on(t.userId),
    check('message_templates_tone_check', oneOf(t.tone, MESSAGE_TONES)),
  ],
)

/** A message the user copied or marked as sent to a defendant, after acknowledging the rules. */
export const outreachHistory = pgTable(
  'outreach_history',
  {
    ...userOwned(),
    socialProfileId: uuid('social_profile_id').references(() => socialProfiles.id, {
      onDelete: 'set null',
    }),
    /** The lead the message was about, for its timeline; null once the lead is deleted. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    defendantName: text('defendant_name').notNull(),
    platform: text('platform').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    status: text('status').notNull(),
    complianceAcknowledged: flag('compliance_acknowledged'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    /** When the user marked that the homeowner replied (0040); null while no reply is recorded. */
    repliedAt: timestamptz('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outreach_history_user_id_sent_at_idx').on(t.userId, t.sentAt),
    index('outreach_history_lead_id_idx').on(t.leadId).where(sql`${t.leadId} is not null`),
    check('outreach_history_platform_check', oneOf(t.platform, SOCIAL_PLATFORMS)),
    check('outreach_history_status_check', oneOf(t.status, OUTREACH_STATUSES)),
  ],
)

/**
 * A mailbox the user connected for sending campaigns from their own address: Google or Microsoft
 * by OAuth (tokens), or their own SMTP server (`accessToken` holds its smtp(s):// URL). Every
 * secret is encrypted at rest (AES-256-GCM, key from MAIL_TOKEN_KEY; see secret-box.ts).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    ...userOwned(),
    provider: text('provider').notNull(),
    email: text('email').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    tokenType: text('token_type').notNull().default('Bearer'),
    expiresAt: timestamptz('expires_at'),
    scope: text('scope'),
    isConnected: flag('is_connected', true),
    /** Why the mailbox stopped working (revoked, refused), shown on the settings page. */
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    unique('email_tokens_user_provider_email_unique').on(t.userId, t.provider, t.email),
    check('email_tokens_provider_check', oneOf(t.provider, MAILBOX_PROVIDERS)),
  ],
)

/**
 * Who the user's campaign e-mails come from (CAN-SPAM: a valid physical postal address and the
 * sender's identity in every message). No campaign starts without a postal address here.
 */
export const senderIdentities = pgTable('sender_identities', {
  userId: userKey(),
  name: text('name').notNull(),
  postalAddress: text('postal_address').notNull(),
  replyTo: text('reply_to').notNull(),
  /** Filled into [Your Phone]; optional. */
  phone: text('phone'),
  ...timestamps(),
})

/**
 * Addresses a sender may no longer e-mail: unsubscribed (one-click, the page, the mailto), bounced
 * or complained. Per sender across all their campaigns; checked when each message is sent.
 */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    ...userOwned(),
    /** Lower-cased. */
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    /** Where it came from: 'one_click', 'unsubscribe_page', 'sendgrid', 'postmark', ... */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('email_suppressions_user_id_email_unique').on(t.userId, t.email),
    check('email_suppressions_reason_check', oneOf(t.reason, EMAIL_SUPPRESSION_REASONS)),
  ],
)

export type SenderIdentity = typeof senderIdentities.$inferSelect
export type MessageTemplate = typeof messageTemplates.$inferSelect
export type NewMessageTemplate = typeof messageTemplates.$inferInsert
export type OutreachRecord = typeof outreachHistory.$inferSelect
export type NewOutreachRecord = typeof outreachHistory.$inferInsert
export type EmailToken = typeof emailTokens.$inferSelect
/**
 * The `state` of an OAuth round trip (a mailbox connection, outreach's mailbox-oauth.service.ts),
 * checked once on return: only its SHA-256 is stored in `stateToken`, bound to the session that
 * started it, single-use, short-lived.
 */
export const oauthStateTokens = pgTable('oauth_state_tokens', {
  id: uuidPk(),
  stateToken: text('state_token').notNull().unique(),
  /** Null when the flow starts before sign-in. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  sessionId: text('session_id'),
  provider: text('provider').notNull(),
  /** The PKCE code_verifier of this round trip, encrypted like the mailbox tokens. */
  codeVerifier: text('code_verifier'),
  ...singleUse(),
})
