/**
 * CRM push (docs/decisions/0027-crm-push.md): the user's CRM connections (credentials sealed at
 * rest), what was pushed where (one row per CRM record, so a second push creates nothing twice),
 * and the signed webhook's deliveries.
 */
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { CRM_CONNECTION_STATUSES, CRM_PROVIDERS } from '../../../../common/contracts/crm'
import { counter, createdAt, oneOf, parentId, retries, timestamps, timestamptz } from './columns'
import { userOwned } from './user-owned'

/** One connection a user has per provider: HubSpot, Podio, a webhook. */
export const crmConnections = pgTable(
  'crm_connections',
  {
    ...userOwned(),
    provider: text('provider').notNull(),
    /** What the user recognises it by (the HubSpot portal, the Podio app, the webhook's host). */
    label: text('label').notNull(),
    /** The credentials (token, app token and client secret, webhook secret) sealed as JSON. */
    sealedCredentials: text('sealed_credentials').notNull(),
    /** What is not secret: the webhook URL, the Podio app id and its text fields. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('connected'),
    lastError: text('last_error'),
    /** Webhook deliveries that failed after all their attempts since the last success. */
    consecutiveFailures: counter('consecutive_failures'),
    lastPushedAt: timestamptz('last_pushed_at'),
    ...timestamps(),
  },
  (t) => [
    unique('crm_connections_user_id_provider_unique').on(t.userId, t.provider),
    check('crm_connections_provider_check', oneOf(t.provider, CRM_PROVIDERS)),
    check('crm_connections_status_check', oneOf(t.status, CRM_CONNECTION_STATUSES)),
  ],
)

export const CRM_PUSH_STATUSES = ['pushing', 'pushed', 'failed'] as const

/**
 * One CRM record pushed for a user: its key is (county, case number, defendant) of a lead
 * (hashed), so pushing a lead twice finds the row and creates nothing twice. `pushing` is a
 * claim with a time: a parallel push skips a record another push is sending.
 */
export const crmPushes = pgTable(
  'crm_pushes',
  {
    ...userOwned(),
    connectionId: parentId('connection_id', () => crmConnections.id),
    provider: text('provider').notNull(),
    key: text('key').notNull(),
    /** The lead it was pushed from (provenance: no foreign key, deleting the lead keeps it). */
    leadId: uuid('lead_id').notNull(),
    status: text('status').notNull(),
    /** The CRM's id of the record (HubSpot contact id, Podio item id, webhook delivery id). */
    remoteId: text('remote_id'),
    /** HubSpot: the property the record is upserted by ('email' or 'foreclosure_lead_key'). */
    idProperty: text('id_property'),
    /** A hash of what was sent: a sync push sends again only when it changed. */
    contentHash: text('content_hash'),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
    pushedAt: timestamptz('pushed_at'),
  },
  (t) => [
    unique('crm_pushes_user_id_provider_key_unique').on(t.userId, t.provider, t.key),
    index('crm_pushes_connection_id_idx').on(t.connectionId),
    check('crm_pushes_provider_check', oneOf(t.provider, CRM_PROVIDERS)),
    check('crm_pushes_status_check', oneOf(t.status, CRM_PUSH_STATUSES)),
  ],
)

export const CRM_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const

/** One signed POST to a user's webhook, retried with backoff by the crm.deliver-webhook job. */
export const crmWebhookDeliveries = pgTable(
  'crm_webhook_deliveries',
  {
    ...userOwned(),
    connectionId: parentId('connection_id', () => crmConnections.id),
    /** The JSON body, exactly as signed and sent. */
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    ...retries(),
    createdAt: createdAt(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    index('crm_webhook_deliveries_connection_id_idx').on(t.connectionId),
    check('crm_webhook_deliveries_status_check', oneOf(t.status, CRM_DELIVERY_STATUSES)),
    check('crm_webhook_deliveries_attempts_check', sql`${t.attempts} >= 0`),
  ],
)

export type CrmConnection = typeof crmConnections.$inferSelect
export type CrmPush = typeof crmPushes.$inferSelect
