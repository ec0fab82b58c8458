/**
 * What a user corrected in an uploaded document (issue 34, item 7; docs/decisions/0055), and
 * the page words a correction is located on: a selection on the viewer's page is found again on
 * these words, and the layout of the document is learned from them.
 */
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { CORRECTION_FIELDS } from '../../../../common/field-corrections'
import type { PageWords } from '../../reading'
import { users } from './accounts'
import { createdAt, oneOf, parentId, uuidPk } from './columns'
import { documents } from './documents'
import { ownerId } from './user-owned'

/**
 * One correction of one field: the value as the document keeps it, the value it replaced, the
 * text the user selected on the page and where it is printed (null for a typed value), who
 * corrected it and when. The document's row and lead take the value; this row is the record.
 */
export const documentFieldCorrections = pgTable(
  'document_field_corrections',
  {
    id: uuidPk(),
    documentId: parentId('document_id', () => documents.id),
    /** The document's owner: every read filters by it. */
    userId: ownerId(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    previousValue: text('previous_value'),
    evidenceText: text('evidence_text'),
    evidencePage: integer('evidence_page'),
    /** The selection's boxes on its page ([x0, y0, x1, y1] in PDF points). */
    evidenceBoxes: jsonb('evidence_boxes').$type<[number, number, number, number][]>(),
    /** Who corrected it; null once that user is deleted (the name stays). */
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    /** The corrector's name as it was then ("corrected by <name> on <date>"). */
    correctedByName: text('corrected_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_field_corrections_document_id_idx').on(t.documentId, t.createdAt),
    index('document_field_corrections_user_id_idx').on(t.userId),
    check('document_field_corrections_field_check', oneOf(t.field, CORRECTION_FIELDS)),
  ],
)

export type DocumentFieldCorrection = typeof documentFieldCorrections.$inferSelect

/**
 * The words of a processed document's first pages with their boxes (reading's PageWords), and
 * the signature of its first page's layout. Written when the document is processed; a document
 * processed before they were kept has none (its corrections teach no layout).
 */
export const documentPageWords = pgTable('document_page_words', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  userId: ownerId(),
  pages: jsonb('pages').$type<PageWords[]>().notNull(),
  /** The layout signature of page 1 (layout-signature.ts); empty when it has no words. */
  signature: jsonb('signature').$type<string[]>().notNull(),
  createdAt: createdAt(),
})
