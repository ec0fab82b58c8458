/** Billing: PayPal orders and the monthly usage counters that plan quotas are checked against. */
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { counter, createdAt, retries, timestamps, timestamptz, uuidPk } from './columns'
import { ownerId, userOwned } from './user-owned'

/** A subscription order sent to PayPal: what was ordered, for how much, and how it ended. */
export const paypalOrders = pgTable(
  'paypal_orders',
  {
    id: uuidPk(),
    /** PayPal's id for the order or subscription (I-... for the Subscriptions API). */
    paypalOrderId: text('paypal_order_id').notNull().unique(),
    userId: ownerId(),
    subscriptionTier: text('subscription_tier').notNull(),
    expectedAmount: numeric('expected_amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    status: text('status').notNull().default('pending'),
    /** The provider's own status word, as last seen (APPROVAL_PENDING, ACTIVE, ...). */
    paypalOrderStatus: text('paypal_order_status'),
    approvalUrl: text('approval_url'),
    /** The token the provider puts on the return URL (PayPal's ba_token), if not the id. */
    approvalToken: text('approval_token'),
    /**
     * A plan change of a live subscription (PayPal's revise) rather than a new subscription:
     * the subscription it changes. Its paypalOrderId is then the change's own approval token.
     */
    revisesSubscriptionId: text('revises_subscription_id'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('paypal_orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('paypal_orders_approval_token_idx').on(t.approvalToken),
    /** One open order per user and tier: parallel clicks share it instead of creating more. */
    uniqueIndex('paypal_orders_one_open_per_tier')
      .on(t.userId, t.subscriptionTier)
      .where(sql`${t.status} in ('creating', 'pending')`),
  ],
)

/**
 * Provider webhook deliveries, one row per event id: a redelivered event is recognised and
 * applied once. Applied by a job; the HTTP reply does not wait for it.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    eventType: text('event_type').notNull(),
    subscriptionId: text('subscription_id'),
    /** The provider's create_time: events are ordered by it, never by our clock. */
    eventCreatedAt: timestamptz('event_created_at').notNull(),
    /** The payment a PAYMENT.SALE.* event is about (a refund's sale), to find its subscription. */
    saleId: text('sale_id'),
    /** The sale's amount, or the amount a refund gave back (decimal string, the sale's currency). */
    amount: text('amount'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    /** Set while one worker applies it; a claim older than two minutes is taken over. */
    claimedAt: timestamptz('claimed_at'),
    ...retries(),
    processedAt: timestamptz('processed_at'),
    outcome: text('outcome'),
  },
  (t) => [
    /** What the sweep reads: events stored but not applied yet. */
    index('payment_webhook_events_unapplied_idx')
      .on(t.eventCreatedAt)
      .where(sql`${t.processedAt} is null`),
    index('payment_webhook_events_sale_id_idx').on(t.saleId),
  ],
)

/**
 * Provider subscriptions to cancel because another one replaced them (a change of plan that
 * could not be a revise). Written in the same transaction as the grant of the new one, and
 * worked off by a job that retries until the provider confirms, so nobody pays twice.
 */
export const subscriptionCancellations = pgTable(
  'subscription_cancellations',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    userId: ownerId(),
    reason: text('reason').notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    ...retries(),
    /** Not tried again before this time (backoff); also the claim of the worker trying it. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    doneAt: timestamptz('done_at'),
  },
  (t) => [
    index('subscription_cancellations_open_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} is null`),
  ],
)

/**
 * The local payment simulator's subscriptions (PAYMENTS=simulator): the same life cycle as
 * PayPal's, kept in the database so every web process sees them. No money moves.
 */
export const simulatedSubscriptions = pgTable('simulated_subscriptions', {
  id: text('id').primaryKey(),
  requestId: text('request_id').notNull().unique(),
  planId: text('plan_id').notNull(),
  customId: text('custom_id'),
  status: text('status').notNull().default('APPROVAL_PENDING'),
  payerId: text('payer_id'),
  /** The approval link's token, as PayPal's ba_token. */
  baToken: text('ba_token').unique(),
  /** When the simulator (standing in for PayPal) activated it: its simulated payments count from here. */
  activatedAt: timestamptz('activated_at'),
  /** When it was cancelled: no simulated payment after this. */
  cancelledAt: timestamptz('cancelled_at'),
  /** A plan change waiting for the payer's consent, and its approval token. */
  pendingPlanId: text('pending_plan_id'),
  pendingBaToken: text('pending_ba_token').unique(),
  /**
   * The plans it was on before, oldest first, each with when it stopped being in force: a
   * simulated payment is priced by the plan in force when it was made, as PayPal's are (a plan
   * change applies from the next payment on), so an upgrade never re-prices the payments before it.
   */
  earlierPlans: jsonb('earlier_plans')
    .$type<SimulatedEarlierPlan[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  ...timestamps(),
})

/** A plan a simulated subscription was on, and when a change of plan ended it (RFC 3339). */
export interface SimulatedEarlierPlan {
  planId: string
  until: string
}

/** Per user and calendar month: the counters that monthly plan quotas are consumed from. */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    ...userOwned(),
    year: integer('year').notNull(),
    /** 1 to 12. */
    month: integer('month').notNull(),
    documentsUploaded: counter('documents_uploaded'),
    aiExtractionsUsed: counter('ai_extractions_used'),
    publicRecordsSearches: counter('public_records_searches'),
    socialSearches: counter('social_searches'),
    /** Search results viewed this month (Basic's "view up to 20 a month"). */
    recordsViewed: counter('records_viewed'),
    /** Defendants skip-traced this month (a matched trace; an unmatched one is given back). */
    skipTraces: counter('skip_traces'),
    ...timestamps(),
  },
  (t) => [unique('monthly_usage_user_year_month_unique').on(t.userId, t.year, t.month)],
)

/**
 * The distinct counties a user searched in a month, one row each, so a plan's county limit
 * can be checked and consumed atomically (INSERT ... ON CONFLICT DO NOTHING, then count).
 */
export const monthlyUsageCounties = pgTable(
  'monthly_usage_counties',
  {
    userId: ownerId(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    /** Normalised "STATE:county name", e.g. "FL:miami-dade". */
    countyKey: text('county_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({
      name: 'monthly_usage_counties_pk',
      columns: [t.userId, t.year, t.month, t.countyKey],
    }),
  ],
)

export type PaymentWebhookEvent = typeof paymentWebhookEvents.$inferSelect
export type SimulatedSubscription = typeof simulatedSubscriptions.$inferSelect
export type PaypalOrder = typeof paypalOrders.$inferSelect
