/**
 * The records index counted by state and county, real and sample apart (docs/decisions/0075):
 * what the coverage page (GET /api/coverage, also read on every landing view) shows, instead
 * of a `group by state, county` over every filing. Kept exact by statement-level triggers on
 * `filings` (insert, update, delete) written by hand in migration 0007, as `filing_day_counts`
 * is; a place whose filings are all gone keeps a row of zeros, which readers leave out.
 */
import { pgTable, text, unique } from 'drizzle-orm/pg-core'
import { counter, stateCode } from './columns'

export const filingPlaceCounts = pgTable(
  'filing_place_counts',
  {
    state: stateCode().notNull(),
    /** The filings' county as written (null: filings without one). */
    county: text('county'),
    /** Real filings (from a source or an imported file). */
    real: counter('real'),
    /** Generated sample filings (is_sample). */
    sample: counter('sample'),
  },
  (t) => [unique('filing_place_counts_state_county_key').on(t.state, t.county).nullsNotDistinct()],
)
