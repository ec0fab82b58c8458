/**
 * The records index counted by day, state and filing type (docs/decisions/0040): what the
 * analytics dashboard reads instead of scanning `filings` for a whole-index or one-state range.
 * Kept exact by statement-level triggers on `filings` (insert, update, delete: a re-ingest, a
 * stage change, the sample seed, a sample county's removal) written by hand in the baseline
 * migration (0000_baseline.sql); a daily job recounts recent days from `filings`.
 */
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { counter, isoDate, stateCode } from './columns'

export const filingDayCounts = pgTable(
  'filing_day_counts',
  {
    /** The filings' filing_date (filings without one are not counted, nor shown by analytics). */
    day: isoDate('day').notNull(),
    state: stateCode().notNull(),
    documentType: text('document_type').notNull(),
    filings: counter('filings'),
    /** Of `filings`, sample records (is_sample). */
    sample: counter('sample'),
    /** Filings whose case had a sale set at some point (the stage funnel's second step). */
    saleScheduled: counter('sale_scheduled'),
    sold: counter('sold'),
    cancelled: counter('cancelled'),
  },
  (t) => [primaryKey({ columns: [t.day, t.state, t.documentType] })],
)
