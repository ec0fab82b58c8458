/**
 * Case lifecycle from a user's own uploads (issue 16): one row per change an uploaded document
 * says happened to a case (a notice of sale sets it, a postponement moves it, a report of sale
 * ends it). Private to the uploader: an upload never changes the shared records index, so a
 * user's file (or a forged one) cannot move another user's case. `case_key` groups a user's
 * documents of one case (cases/upload-case-key.ts); the document's own record
 * has `position` null, a record of a multi-record document its position.
 */
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { CASE_EVENT_KINDS } from '../../../../common/lifecycle'
import { createdAt, isoDate, oneOf, parentId, stateCode, zipCode } from './columns'
import { documents } from './documents'
import { userOwned } from './user-owned'

export const documentCaseEvents = pgTable(
  'document_case_events',
  {
    ...userOwned(),
    /** The upload that reported it; its events go with it. */
    documentId: parentId('document_id', () => documents.id),
    /** The record's position in a multi-record document; null for the document itself. */
    position: integer('position'),
    caseKey: text('case_key').notNull(),
    /** Who reported it, as the case's history names it: 'Your upload: <the file's name>'. */
    sourceName: text('source_name').notNull(),
    /**
     * Where the record's case is, to find it in the records index (docs/decisions/0044): the
     * state of its address, the county its court names (lower case, no 'county'), its ZIP, and
     * its street as streetMatchKey gives it. Null when the record does not say.
     */
    state: stateCode(),
    county: text('county'),
    zipCode: zipCode(),
    streetKey: text('street_key'),
    kind: text('kind').notNull(),
    /** The sale date this event sets (scheduled, postponed to), when it sets one. */
    saleDate: isoDate('sale_date'),
    /** For 'postponed': how many times the sale has been postponed, this one included. */
    postponementCount: integer('postponement_count'),
    /** What the document said (its sale status, the date it gave, the previous date). */
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_case_events_user_case_idx').on(t.userId, t.caseKey, t.createdAt),
    index('document_case_events_document_idx').on(t.documentId),
    // A filing finds its user's uploads of its case by street and ZIP (0044).
    index('document_case_events_user_zip_street_idx').on(t.userId, t.zipCode, t.streetKey),
    check('document_case_events_kind_check', oneOf(t.kind, CASE_EVENT_KINDS)),
  ],
)

export type DocumentCaseEvent = typeof documentCaseEvents.$inferSelect
