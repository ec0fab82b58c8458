/**
 * Case lifecycle: one row per change a source reported about a filing (sale set, adjourned with
 * its new date, cancelled, stayed, sold...). Re-ingesting a source adds events, not filings.
 */
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { CASE_EVENT_KINDS } from '../../../../common/lifecycle'
import { createdAt, isoDate, oneOf, parentId, uuidPk } from './columns'
import { filings } from './records'
import { sources } from './sources'

export const caseEvents = pgTable(
  'case_events',
  {
    id: uuidPk(),
    filingId: parentId('filing_id', () => filings.id),
    kind: text('kind').notNull(),
    /** The sale date this event sets (scheduled, postponed to), when it sets one. */
    saleDate: isoDate('sale_date'),
    /** For 'postponed': how many times the sale has been postponed, this one included. */
    postponementCount: integer('postponement_count'),
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'set null' }),
    /** The source's name when it reported the event (what the case history shows). */
    sourceName: text('source_name'),
    /** What the source said (its status words, the previous date...). */
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('case_events_filing_id_created_at_idx').on(t.filingId, t.createdAt),
    check('case_events_kind_check', oneOf(t.kind, CASE_EVENT_KINDS)),
  ],
)
