/**
 * A list's import as its owner drives it (docs/decisions/0058): reading the preview and progress,
 * starting the import (the background job makes the leads) and cancelling it. Starting twice, in
 * parallel or one after the other, starts one import and answers both with it; another user's
 * document answers exactly like one that does not exist (404); a document that is not a list
 * awaiting import is a 409 that says why.
 */
import {
  type DocumentImportView,
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  IMPORT_SAMPLE_ROWS,
  type ImportField,
} from '@common/contracts/document-import'
import type { Db } from '../../../db/client'
import type { DocumentImport } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import type { JobQueue } from '../../../jobs/job-queue'
import { findOwnDocument } from '../documents.service'
import { documentForLeads } from '../lead-sources.queries'
import { IMPORT_LIST_LEADS_JOB } from './import-leads.contract'
import { markCancelled, markImporting, selectImport } from './list-import.queries'
import { previewRowOf } from './list-preview'

interface ImportScope {
  userId: string
  documentId: string
}

/** Why the owner's document has no import to act on: 404 when it is not theirs, else 409. */
async function notAListAwaitingImport(db: Db, scope: ImportScope): Promise<never> {
  const found = await findOwnDocument(db, { userId: scope.userId, id: scope.documentId })
  const analysing =
    found.kind === 'upload' &&
    (found.upload.processingStatus === 'pending' || found.upload.processingStatus === 'processing')
  throw AppError.conflict(
    'DOCUMENT_NOT_AWAITING_IMPORT',
    analysing ? IMPORT_MESSAGES.notProcessed : IMPORT_MESSAGES.notAList,
  )
}

/** The stored counts, with every field (a count missing from old JSON reads as none missing). */
function missingOf(row: DocumentImport): Record<ImportField, number> {
  return Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field, Number(row.missing[field] ?? 0)]),
  ) as Record<ImportField, number>
}

async function viewOf(db: Db, row: DocumentImport): Promise<DocumentImportView> {
  const listed = await documentForLeads(db, {
    userId: row.userId,
    documentId: row.documentId,
    records: { fromPosition: 0, limit: IMPORT_SAMPLE_ROWS },
  })
  return {
    documentId: row.documentId,
    status: row.status as DocumentImportView['status'],
    total: row.total,
    done: row.done,
    created: row.created,
    columns: row.columns,
    columnsFrom: row.columnsFrom as DocumentImportView['columnsFrom'],
    sample: (listed?.records ?? []).map(previewRowOf),
    missing: missingOf(row),
    // No plan caps leads per document or per month: every record becomes a lead.
    leadsToImport: row.total,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/** GET /api/documents/:id/import: the list's preview and where its import stands. */
export async function readListImport(db: Db, scope: ImportScope): Promise<DocumentImportView> {
  const row = await selectImport(db, scope)
  if (!row) return notAListAwaitingImport(db, scope)
  return viewOf(db, row)
}

/**
 * POST /api/documents/:id/import: starts the import of a list awaiting it (or cancelled before)
 * and queues its job; an import already started or finished is answered as it stands.
 */
export async function startListImport(
  db: Db,
  jobs: JobQueue | null,
  scope: ImportScope,
): Promise<DocumentImportView> {
  const started = await markImporting(db, scope)
  if (started) {
    // Should the process die before this is sent, documents.resume-stalled sends it (0058).
    await jobs?.send(IMPORT_LIST_LEADS_JOB, { documentId: scope.documentId })
    return viewOf(db, started)
  }
  const row = await selectImport(db, scope)
  if (!row) return notAListAwaitingImport(db, scope)
  return viewOf(db, row)
}

/**
 * POST /api/documents/:id/import/cancel: discards the import awaiting the user (the document and
 * its records stay, and it can still be imported); a cancelled one is answered as it is; one
 * already started is a 409.
 */
export async function cancelListImport(db: Db, scope: ImportScope): Promise<DocumentImportView> {
  const cancelled = await markCancelled(db, scope)
  if (cancelled) return viewOf(db, cancelled)
  const row = await selectImport(db, scope)
  if (!row) return notAListAwaitingImport(db, scope)
  if (row.status !== 'cancelled') {
    throw AppError.conflict('IMPORT_ALREADY_STARTED', IMPORT_MESSAGES.alreadyStarted)
  }
  return viewOf(db, row)
}
