/**
 * The import of a multi-record document's leads (docs/decisions/0058): processing keeps a list's
 * records and a row here 'awaiting' the user's look at the preview; the user imports it (the
 * background job makes the leads in batches, `done` recording how far it got) or cancels it.
 * A document without a row is a single-record one, or a list processed before imports existed
 * (its leads were made when it was processed).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { LIST_IMPORT_STATUSES } from '../../../../common/enums'
import { counter, oneOf, timestamps, timestamptz } from './columns'
import { documents } from './documents'
import { ownerId } from './user-owned'

export const documentImports = pgTable(
  'document_imports',
  {
    /** The list; its import goes with it. */
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    status: text('status').notNull().default('awaiting'),
    /** Records in the document when it was processed. */
    total: integer('total').notNull(),
    /**
     * Records the import has gone through: every record whose position is below it has its lead.
     * A run that is stopped resumes here.
     */
    done: counter('done'),
    /** Leads the import made (a record kept as a lead before it counts in `done` only). */
    created: counter('created'),
    /** The header names of a table-shaped list, else the names of the fields some record has. */
    columns: jsonb('columns').$type<string[]>().notNull(),
    columnsFrom: text('columns_from').notNull(),
    /** Per lead field (IMPORT_FIELDS), how many records lack it. */
    missing: jsonb('missing').$type<Record<string, number>>().notNull(),
    /**
     * When the running import claimed the list: the run's token, which every batch it writes
     * must still find (list-import/import-claim.ts). Null before a run took it.
     */
    claimedAt: timestamptz('claimed_at'),
    /** Renewed by each batch; older than a minute, the run died and another may take over. */
    heartbeatAt: timestamptz('heartbeat_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    ...timestamps(),
  },
  (t) => [
    index('document_imports_user_id_idx').on(t.userId),
    // The resume job's look for imports whose run died: only the few running ones.
    index('document_imports_importing_idx').on(t.heartbeatAt).where(sql`${t.status} = 'importing'`),
    check('document_imports_status_check', oneOf(t.status, LIST_IMPORT_STATUSES)),
    check('document_imports_columns_from_check', oneOf(t.columnsFrom, ['header', 'fields'])),
  ],
)

export type DocumentImport = typeof documentImports.$inferSelect
