/**
 * Leads: the properties a user works (the lead workspace, docs/decisions/0017-leads.md). A lead
 * is the user's own copy of a case, kept from a saved search result, an uploaded document or one
 * record of a multi-record document, with the user's pipeline fields and a log of notes.
 */

import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { LEAD_SOURCE_KINDS, LEAD_STATUSES, SALE_STATUSES } from '../../../../common/enums'
import { caseFacts } from './case-facts'
import {
  counter,
  createdAt,
  flag,
  oneOf,
  parentId,
  timestamptz,
  updatedAt,
  uuidPk,
} from './columns'
import { documents } from './documents'
import { userOwned } from './user-owned'

/**
 * One property and its defendants that the user works. The case fields are copied when the lead
 * is kept (the list filters and sorts on them for 10,000 leads a user without reaching into
 * other modules' tables); the source ids say where the copy came from.
 */
export const leads = pgTable(
  'leads',
  {
    ...userOwned(),
    sourceKind: text('source_kind').notNull(),
    /**
     * The saved public-records result it was kept from. Provenance only, no foreign key: the
     * lead holds its own copy, and removing the saved result from the documents tab leaves the
     * lead (and its notes) in place.
     */
    resultId: uuid('result_id'),
    /** The filing in the records index behind that result (provenance, no foreign key). */
    filingId: uuid('filing_id'),
    /** The uploaded document it came from; null once the user deletes the document. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** 0-based position of the record in a multi-record document. */
    recordPosition: integer('record_position'),
    /**
     * One lead per user and key: a saved result's own dedupe key (the filing's: case number in
     * county and state, else address and date), 'upload:<document id>' for a single-record
     * document, 'record:<document id>:<position>' for a record of a multi-record one.
     */
    dedupeKey: text('dedupe_key').notNull(),
    /** The filing type: 'Lis Pendens', 'Notice of Sheriff Sale', ... */
    filingType: text('filing_type'),
    ...caseFacts(),
    /** A public record's document at its source (http(s)); null for uploads. */
    documentUrl: text('document_url'),
    isDocumentAvailable: flag('is_document_available'),
    sourceDatabase: text('source_database'),
    isSample: flag('is_sample'),
    // The user's own fields.
    status: text('status').notNull().default('new'),
    /** Lower-case, trimmed, distinct, at most LEADS.tagsPerLead (the service keeps them so). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    folder: text('folder'),
    nextActionAt: timestamptz('next_action_at'),
    /** Contacts found for the defendants; kept by the contacts slice, 0 until it exists. */
    contactCount: counter('contact_count'),
    /**
     * The equity estimate (market value less what the filing shows owed) as the enrichment
     * module last worked it out; null: not enriched or inputs missing. Kept here so the list
     * filters and sorts on it (docs/decisions/0035); the lead detail shows it with its inputs.
     */
    estimatedEquity: numeric('estimated_equity', { precision: 14, scale: 2 }),
    /** The owner's mailing address differs from the property (assessor data); null: unknown. */
    absenteeOwner: boolean('absentee_owner'),
    /**
     * The urgency score (0-100, common/urgency.ts) as last worked out, kept so the list sorts and
     * filters on it and a crossing of the user's threshold can be told (docs/decisions/0085). The
     * lead's views compute it afresh; this copy is refreshed when an input changes and each day.
     */
    urgencyScore: smallint('urgency_score'),
    /** When urgencyScore was worked out; null: an input changed since (due at once). */
    urgencyComputedAt: timestamptz('urgency_computed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('leads_user_id_dedupe_key_unique').on(t.userId, t.dedupeKey),
    // The list's sorts: each walks one user's leads in order, id breaking ties (the cursor).
    index('leads_user_id_updated_at_idx').on(t.userId, t.updatedAt, t.id),
    index('leads_user_id_filing_date_idx').on(t.userId, t.filingDate, t.id),
    index('leads_user_id_sale_date_idx').on(t.userId, t.saleDate, t.id),
    index('leads_user_id_loan_amount_idx').on(t.userId, t.loanAmount, t.id),
    index('leads_user_id_estimated_equity_idx').on(t.userId, t.estimatedEquity, t.id),
    index('leads_user_id_urgency_score_idx').on(t.userId, t.urgencyScore, t.id),
    // The urgency refresh finds the leads due (never worked out, or before today) through this.
    index('leads_urgency_computed_at_idx').on(t.urgencyComputedAt),
    // The filters that narrow most: a pipeline column, a folder, a ZIP, a county.
    index('leads_user_id_status_updated_at_idx').on(t.userId, t.status, t.updatedAt, t.id),
    index('leads_user_id_folder_idx').on(t.userId, t.folder),
    index('leads_user_id_zip_code_idx').on(t.userId, t.zipCode),
    index('leads_user_id_state_county_idx').on(t.userId, t.state, t.county),
    // Deleting a document sets its leads' documentId to null: found through this index.
    index('leads_document_id_idx').on(t.documentId).where(sql`${t.documentId} is not null`),
    check('leads_status_check', oneOf(t.status, LEAD_STATUSES)),
    check('leads_source_kind_check', oneOf(t.sourceKind, LEAD_SOURCE_KINDS)),
    check('leads_sale_status_check', oneOf(t.saleStatus, SALE_STATUSES)),
  ],
)

/** A note the user wrote on a lead: append-only, timestamped by the server. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuidPk(),
    leadId: parentId('lead_id', () => leads.id),
    /**
     * The lead's owner, so a note is read with the owner's id like every user row. No foreign key
     * of its own: deleting the user deletes the lead, whose key removes its notes.
     */
    userId: uuid('user_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_id_created_at_idx').on(t.leadId, t.createdAt, t.id)],
)

export type Lead = typeof leads.$inferSelect
export type NewLead = typeof leads.$inferInsert
export type LeadNote = typeof leadNotes.$inferSelect
export type NewLeadNote = typeof leadNotes.$inferInsert
