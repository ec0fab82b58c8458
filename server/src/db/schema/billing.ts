/** Billing: PayPal orders and the monthly usage counters that plan quotas are checked against. */
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, timestamptz, updatedAt, uuidPk } from './columns'

/** A subscription order sent to PayPal: what was ordered, for how much, and how it ended. */
export const paypalOrders = pgTable(
  'paypal_orders',
  {
    id: uuidPk(),
    /** PayPal's id for the order or subscription (I-... for the Subscriptions API). */
    paypalOrderId: text('paypal_order_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionTier: text('subscription_tier').notNull(),
    expectedAmount: numeric('expected_amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    status: text('status').notNull().default('pending'),
    /** The provider's own status word, as last seen (APPROVAL_PENDING, ACTIVE, ...). */
    paypalOrderStatus: text('paypal_order_status'),
    approvalUrl: text('approval_url'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [index('paypal_orders_user_id_created_at_idx').on(t.userId, t.createdAt)],
)

/** Per user and calendar month: the counters that monthly plan quotas are consumed from. */
export const monthlyUsage = pgTable(
  'monthly_usage',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** 1 to 12. */
    month: integer('month').notNull(),
    documentsUploaded: integer('documents_uploaded').notNull().default(0),
    aiExtractionsUsed: integer('ai_extractions_used').notNull().default(0),
    publicRecordsSearches: integer('public_records_searches').notNull().default(0),
    socialSearches: integer('social_searches').notNull().default(0),
    /** Search results viewed this month (Basic's "view up to 20 a month"). */
    recordsViewed: integer('records_viewed').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export type PaypalOrder = typeof paypalOrders.$inferSelect
export type NewPaypalOrder = typeof paypalOrders.$inferInsert
export type MonthlyUsage = typeof monthlyUsage.$inferSelect
export type NewMonthlyUsage = typeof monthlyUsage.$inferInsert
export type MonthlyUsageCounty = typeof monthlyUsageCounties.$inferSelect
export type NewMonthlyUsageCounty = typeof monthlyUsageCounties.$inferInsert
