/**
 * Alerts (issue 18, docs/decisions/0032): the user's monitors (saved searches that alert), the
 * matches of case events against them (one per monitor and event: the unique key is what makes
 * firing at most once), the in-app notifications of the header bell, the user's webhook and its
 * deliveries, and the daily digests sent (one per user and local date).
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { ALERT_FREQUENCIES, NOTIFICATION_KINDS } from '../../../../common/contracts/alerts'
import { caseEvents } from './case-events'
import {
  counter,
  createdAt,
  flag,
  isoDate,
  oneOf,
  parentId,
  timestamps,
  timestamptz,
  uuidPk,
} from './columns'
import { filings } from './records'
import { ownerId, userKey, userOwned } from './user-owned'

const emptyText = sql`'{}'::text[]`

export const alertMonitors = pgTable(
  'alert_monitors',
  {
    ...userOwned(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    zipCodes: text('zip_codes').array().notNull().default(emptyText),
    /** Lower-case county names (the index's county is compared lower-cased). */
    counties: text('counties').array().notNull().default(emptyText),
    filingTypes: text('filing_types').array().notNull().default(emptyText),
    /** Case event kinds (common/lifecycle.ts) that fire; empty: every kind. */
    stages: text('stages').array().notNull().default(emptyText),
    saleWithinDays: integer('sale_within_days'),
    frequency: text('frequency').notNull().default('instant'),
    channels: text('channels').array().notNull().default(sql`'{in_app}'::text[]`),
    enabled: flag('enabled', true),
    ...timestamps(),
  },
  (t) => [
    index('alert_monitors_user_id_idx').on(t.userId),
    index('alert_monitors_state_idx').on(t.state),
    check('alert_monitors_frequency_check', oneOf(t.frequency, ALERT_FREQUENCIES)),
  ],
)

/** The number of monitors a user has: the row the limit is checked and counted on atomically. */
export const alertQuotas = pgTable('alert_quotas', {
  userId: userKey(),
  monitors: counter('monitors'),
})

/** A case event that matched a monitor; (monitor, event key) unique, so it fires once. */
export const alertMatches = pgTable(
  'alert_matches',
  {
    id: uuidPk(),
    monitorId: parentId('monitor_id', () => alertMonitors.id),
    userId: ownerId(),
    eventKey: text('event_key').notNull(),
    caseEventId: uuid('case_event_id').references(() => caseEvents.id, { onDelete: 'set null' }),
    filingId: uuid('filing_id').references(() => filings.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** When its instant channels were handled (null: not yet; the job picks it up). */
    firedAt: timestamptz('fired_at'),
    /** The digest (user's local date) that listed it; null while it waits for one. */
    digestDate: isoDate('digest_date'),
    /** True when it goes into the daily digest (a daily monitor with the e-mail channel). */
    forDigest: flag('for_digest'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('alert_matches_monitor_event_key').on(t.monitorId, t.eventKey),
    index('alert_matches_digest_idx')
      .on(t.userId)
      .where(sql`${t.forDigest} and ${t.digestDate} is null`),
  ],
)

/** Case events the alerts evaluation has looked at (the sweep skips them). */
export const alertEvaluatedEvents = pgTable('alert_evaluated_events', {
  caseEventId: uuid('case_event_id')
    .primaryKey()
    .references(() => caseEvents.id, { onDelete: 'cascade' }),
  evaluatedAt: createdAt(),
})

export const notifications = pgTable(
  'notifications',
  {
    ...userOwned(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where it opens when the user has no lead for its filing (the search, settings). */
    link: text('link').notNull(),
    /** The match it tells of (unique: one notification per match). */
    matchId: uuid('match_id')
      .unique()
      .references(() => alertMatches.id, { onDelete: 'cascade' }),
    filingId: uuid('filing_id').references(() => filings.id, { onDelete: 'set null' }),
    /**
     * What a notification without a match tells of, unique: an urgency crossing
     * (`urgency:<leadId>:<previous>-><score>:<date>`) is added once however often it is reported.
     */
    eventKey: text('event_key').unique(),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
)

/**
 * A user's urgency alert (issue 35, docs/decisions/0085): tell them when one of their leads'
 * urgency score rises to the threshold or above. One per user; no row: off.
 */
export const urgencyAlerts = pgTable(
  'urgency_alerts',
  {
    userId: userKey(),
    threshold: smallint('threshold').notNull(),
    channels: text('channels').array().notNull().default(sql`'{in_app}'::text[]`),
    enabled: flag('enabled', true),
    ...timestamps(),
  },
  (t) => [check('urgency_alerts_threshold_check', sql`${t.threshold} between 1 and 100`)],
)

/** A user's one webhook (Zapier-style): its URL and signing secret. */
export const alertWebhooks = pgTable('alert_webhooks', {
  userId: userKey(),
  url: text('url').notNull(),
  /** The HMAC key, shown once; kept readable because every delivery is signed with it. */
  secret: text('secret').notNull(),
  status: text('status').notNull().default('active'),
  consecutiveFailures: counter('consecutive_failures'),
  lastError: text('last_error'),
  ...timestamps(),
})

export const alertWebhookDeliveries = pgTable(
  'alert_webhook_deliveries',
  {
    ...userOwned(),
    /** The match delivered (null: a test event); unique, so a match is posted once. */
    matchId: uuid('match_id')
      .unique()
      .references(() => alertMatches.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: counter('attempts'),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('alert_webhook_deliveries_user_id_idx').on(t.userId, t.createdAt),
    check(
      'alert_webhook_deliveries_status_check',
      oneOf(t.status, ['pending', 'delivered', 'failed']),
    ),
  ],
)

/** One row per user and local date a digest was claimed: the key that sends it once. */
export const alertDigests = pgTable(
  'alert_digests',
  {
    userId: ownerId(),
    localDate: isoDate('local_date').notNull(),
    matches: integer('matches').notNull(),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
)

export type AlertMonitorRow = typeof alertMonitors.$inferSelect
export type AlertWebhookRow = typeof alertWebhooks.$inferSelect
