/** E-mail campaigns: templates, campaigns, the send queue (dedupeKey: once) and the send log. */
import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import {
  EMAIL_CAMPAIGN_STATUSES,
  EMAIL_QUEUE_STATUSES,
  MESSAGE_TONES,
} from '../../../../common/enums'
import { counter, oneOf, timestamps, timestamptz, uuidPk } from './columns'
import { documents } from './documents'
import { emailTokens } from './outreach'
import { templateColumns } from './template-columns'
import { ownerId, userOwned } from './user-owned'

/** A user's e-mail template for campaigns. */
export const emailTemplates = pgTable(
  'email_templates',
  templateColumns(text('subject').notNull(), 'compassionate'),
  (t) => [
    index('email_templates_user_id_idx').on(t.userId),
    check('email_templates_tone_check', oneOf(t.tone, MESSAGE_TONES)),
  ],
)

/** A batch of e-mails from one template, with its progress counters. */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    ...userOwned(),
    templateId: uuid('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The subject and body every recipient gets, placeholders filled per recipient. */
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status').notNull().default('draft'),
    /** The connected mailbox it sends from; null: the platform's SMTP (SMTP_URL). */
    mailboxId: uuid('mailbox_id').references(() => emailTokens.id, { onDelete: 'set null' }),
    /** Why the campaign stopped by itself (its mailbox revoked, ...). */
    stopReason: text('stop_reason'),
    totalRecipients: counter('total_recipients'),
    sentCount: counter('sent_count'),
    failedCount: counter('failed_count'),
    /** Left out when it was made: repeated addresses, leads without a real e-mail, ended cases. */
    skippedDuplicates: counter('skipped_duplicates'),
    skippedWithoutEmail: counter('skipped_without_email'),
    skippedCaseEnded: counter('skipped_case_ended'),
    /** The states of its recipient leads (their foreclosure-consultant laws apply). */
    leadStates: text('lead_states').array().notNull().default(sql`'{}'::text[]`),
    /** When the user confirmed the state-law notices its wording brings into play. */
    stateLawAcknowledgedAt: timestamptz('state_law_acknowledged_at'),
    scheduledAt: timestamptz('scheduled_at'),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
    ...timestamps(),
  },
  (t) => [
    index('email_campaigns_user_id_idx').on(t.userId),
    check('email_campaigns_status_check', oneOf(t.status, EMAIL_CAMPAIGN_STATUSES)),
  ],
)

/** One e-mail to send: the domain record of the job (dedupeKey makes it go out once). */
export const emailQueue = pgTable(
  'email_queue',
  {
    id: uuidPk(),
    campaignId: uuid('campaign_id').references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The lead whose skip-traced e-mail this is; null for the user's own list. */
    leadId: uuid('lead_id'),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    scheduledAt: timestamptz('scheduled_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    retryCount: counter('retry_count'),
    errorMessage: text('error_message'),
    providerMessageId: text('provider_message_id'),
    /** 'campaign:<campaign id>:<lower-cased e-mail>': one message per campaign and recipient. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** The Message-ID header, fixed before the first attempt so every attempt carries the same. */
    messageId: text('message_id').notNull(),
    claimedAt: timestamptz('claimed_at'),
    workerId: text('worker_id'),
    /** When a claim lapses and another worker may take the item. */
    visibilityTimeout: timestamptz('visibility_timeout'),
    ...timestamps(),
  },
  (t) => [
    index('email_queue_status_scheduled_at_idx').on(t.status, t.scheduledAt),
    // A user's e-mails sent in a date range (analytics: 0034).
    index('email_queue_user_id_sent_at_idx').on(t.userId, t.sentAt),
    index('email_queue_campaign_id_idx').on(t.campaignId, t.status, t.scheduledAt),
    index('email_queue_provider_message_id_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    check('email_queue_status_check', oneOf(t.status, EMAIL_QUEUE_STATUSES)),
  ],
)

/** Every send attempt and the provider's answer (append-only). */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queueId: uuid('queue_id').references(() => emailQueue.id, { onDelete: 'set null' }),
    userId: ownerId(),
    campaignId: uuid('campaign_id').references(() => emailCampaigns.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    subject: text('subject'),
    status: text('status').notNull(),
    providerResponse: jsonb('provider_response'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_logs_user_id_sent_at_idx').on(t.userId, t.sentAt),
    index('email_logs_queue_id_idx').on(t.queueId),
  ],
)

export type EmailTemplate = typeof emailTemplates.$inferSelect
export type EmailCampaign = typeof emailCampaigns.$inferSelect
export type NewEmailCampaign = typeof emailCampaigns.$inferInsert
export type NewEmailQueueItem = typeof emailQueue.$inferInsert
