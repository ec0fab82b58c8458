/** Documents: uploaded foreclosure PDFs and what extraction found in them. */

import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { AMOUNT_KINDS, DOCUMENT_PROCESSING_STATUSES, SALE_STATUSES } from '../../../../common/enums'
import type { DocumentContactInfo } from '../../reading'
import {
  createdAt,
  isoDate,
  loanAmount,
  oneOf,
  parentId,
  retries,
  timestamps,
  timestamptz,
  uuidPk,
} from './columns'
import { ownerId, userOwned } from './user-owned'

/** Contact details printed in a document (spec section 3, Document client view): reading's. */
export type { DocumentContactInfo }

/** An uploaded PDF: where it is stored, its processing state and the extracted fields. */
export const documents = pgTable(
  'documents',
  {
    ...userOwned(),
    /** The stored file's own name (generated). */
    filename: text('filename').notNull(),
    /** The name the user's file had. */
    originalName: text('original_name').notNull(),
    /** Key of the file in the storage provider (local disk or S3). */
    objectPath: text('object_path').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    processingStatus: text('processing_status').notNull().default('pending'),
    /** Why processing failed, when it did. */
    processingError: text('processing_error'),
    /**
     * When the running processing claimed the document: the run's token, which its writes
     * must still find (documents/processing/document-claim.ts).
     */
    processingStartedAt: timestamptz('processing_started_at'),
    /**
     * Renewed by the running processing every 15 s. Older than a minute, the worker died:
     * another run may take the document over.
     */
    processingHeartbeatAt: timestamptz('processing_heartbeat_at'),
    processedAt: timestamptz('processed_at'),
    defendantName: text('defendant_name'),
    propertyAddress: text('property_address'),
    zipCode: text('zip_code'),
    caseNumber: text('case_number'),
    court: text('court'),
    loanAmount: loanAmount(),
    filingDate: isoDate('filing_date'),
    /** The filing type found in the text (Lis Pendens, Verified Complaint, ...). */
    documentType: text('document_type'),
    contactInfo: jsonb('contact_info').$type<DocumentContactInfo>(),
    /** What the extractor found, every field with its confidence and the text it came from. */
    extraction: jsonb('extraction').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    index('documents_user_id_zip_code_idx').on(t.userId, t.zipCode),
    index('documents_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('documents_processing_status_idx').on(t.processingStatus),
    check(
      'documents_processing_status_check',
      oneOf(t.processingStatus, DOCUMENT_PROCESSING_STATUSES),
    ),
  ],
)

export type Document = typeof documents.$inferSelect
export type NewDocument = typeof documents.$inferInsert

/**
 * One record of a multi-record document (a sheriff-sale list, a legal-journal page of
 * notices): a lead of its own, linked to the uploaded file. Replaced whenever the document is
 * processed again.
 */
export const documentLeads = pgTable(
  'document_leads',
  {
    id: uuidPk(),
    documentId: parentId('document_id', () => documents.id),
    userId: ownerId(),
    /** 0-based order of the record in the document. */
    position: integer('position').notNull(),
    defendantName: text('defendant_name'),
    propertyAddress: text('property_address'),
    zipCode: text('zip_code'),
    /**
     * The property's city and state (two-letter code): as the record prints them, else its
     * ZIP's, else the list's own (docs/decisions/0059). Null where none of them says.
     */
    city: text('city'),
    state: text('state'),
    caseNumber: text('case_number'),
    loanAmount: loanAmount(),
    filingDate: isoDate('filing_date'),
    /** Which amount loanAmount is: 'judgment', 'upset_price', 'minimum_bid', 'tax', 'loan'... */
    amountKind: text('amount_kind'),
    court: text('court'),
    saleDate: isoDate('sale_date'),
    /** 'scheduled', or a sale that is not live: 'postponed', 'cancelled', 'stayed', 'sold'. */
    saleStatus: text('sale_status'),
    /** The start of the record's text, so the user can find it in the document. */
    snippet: text('snippet').notNull().default(''),
    /** Where the record is printed (page, boxes in PDF units), for the in-app viewer. */
    source: jsonb('source').$type<LeadSource>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('document_leads_document_id_position_unique').on(t.documentId, t.position),
    index('document_leads_user_id_zip_code_idx').on(t.userId, t.zipCode),
    check('document_leads_sale_status_check', oneOf(t.saleStatus, SALE_STATUSES)),
    check('document_leads_amount_kind_check', oneOf(t.amountKind, AMOUNT_KINDS)),
  ],
)

/** Where a lead's record is printed: a page (1-based) and boxes [x, y, width, height] on it. */
export interface LeadSource {
  page: number
  boxes: number[][]
}

export type DocumentLead = typeof documentLeads.$inferSelect

/**
 * Stored files whose rows are gone (their account was deleted) and which are still to be
 * removed from storage: written in the transaction that deletes the rows, emptied by
 * documents.remove-deleted-objects, retried until storage confirms (docs/decisions/0028).
 * No foreign key: it outlives the user and document rows by design.
 */
export const pendingObjectDeletions = pgTable(
  'pending_object_deletions',
  {
    id: uuidPk(),
    objectKey: text('object_key').notNull().unique(),
    ...retries(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_object_deletions_created_at_idx').on(t.createdAt)],
)
