/**
 * The records index counted by day, state and filing type (docs/decisions/0040): what the
 * analytics dashboard reads instead of scanning `filings` for a whole-index or one-state range.
 * Kept exact by statement-level triggers on `filings` (insert, update, delete: a re-ingest, a
 * stage change, the sample seed, a sample county's removal) written by hand in the baseline
 * migration (0000_baseline.sql); a daily job recounts recent days from `filings`.
 */
import { char, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const filingDayCounts = pgTable(
  'filing_day_counts',
  {
    /** The filings' filing_date (filings without one are not counted, nor shown by analytics). */
    day: date('day', { mode: 'string' }).notNull(),
    state: char('state', { length: 2 }).notNull(),
    documentType: text('document_type').notNull(),
    filings: integer('filings').notNull().default(0),
    /** Of `filings`, sample records (is_sample). */
    sample: integer('sample').notNull().default(0),
    /** Filings whose case had a sale set at some point (the stage funnel's second step). */
    saleScheduled: integer('sale_scheduled').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.state, t.documentType] })],
)
