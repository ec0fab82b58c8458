/**
 * Keeping leads (POST /api/leads): the user's saved search results, one of their searches, or
 * one of their uploaded documents become leads, each the user's own copy of the case. Keeping
 * the same thing twice gives the same lead (one per user and dedupe key, in one statement, so
 * parallel keeps cannot make two). All or nothing: an id that is not the user's (404) or a
 * result that is masked on their plan (403) refuses the whole request and keeps nothing.
 * A masked result is never kept, so no lead holds what the user was not shown.
 *
 * Keeping from a search copies from the records index through records' face, and records the
 * user's saved copy of each kept result (public_records_results, the documents list's public
 * records) in the same transaction as the leads (docs/decisions/0018). A lead whose sale the
 * record says was cancelled (or already held) starts as 'dead', never as a live lead.
 */
import { IMPORT_MESSAGES } from '@common/contracts/document-import'
import {
  type KeepLeadsCommand,
  type KeepLeadsResponse,
  LEAD_MESSAGES,
} from '@common/contracts/leads'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { documentForLeads } from '../documents'
import {
  type SavedResultForLead,
  type SearchResultForLead,
  savedResultsForLeads,
  saveKeptResults,
  searchResultsForLeads,
} from '../records'
import { copiesOfDocument, copyOfDocumentCase, copyOfResult } from './lead-copies'
import { toLeadViews } from './lead-views'
import { insertLeadCopies, type LeadCopy, selectLeadsByIds } from './leads.queries'

interface Sources {
  copies: LeadCopy[]
  skippedMasked: number
  /** The search whose results are kept: their saved copies are written with the leads. */
  fromSearch?: string
}

/** Refuses ids that were asked for and not found among the user's own. */
function requireAll(
  asked: readonly string[],
  found: ReadonlySet<string>,
  message: (missing: number) => string,
): void {
  const missing = asked.filter((id) => !found.has(id))
  if (missing.length > 0) {
    throw AppError.notFound('LEAD_SOURCE_NOT_FOUND', message(missing.length), {
      missingIds: missing,
    })
  }
}

/** Refuses results masked on the user's plan (selected explicitly: the user asked for them). */
function refuseMasked<T extends SearchResultForLead>(
  results: readonly T[],
  idOf: (result: T) => string | null,
): void {
  const masked = results.filter((result) => result.masked).map(idOf)
  if (masked.length > 0) {
    throw AppError.forbidden('RESULT_MASKED', LEAD_MESSAGES.masked(masked.length), {
      maskedResultIds: masked,
    })
  }
}

async function fromResults(db: Db, userId: string, resultIds: string[]): Promise<Sources> {
  const rows = await savedResultsForLeads(db, { userId, resultIds })
  const byId = new Map(rows.map((row) => [row.resultId, row]))
  requireAll(resultIds, new Set(byId.keys()), LEAD_MESSAGES.resultsNotFound)
  const ordered = resultIds.map((id) => byId.get(id) as SavedResultForLead)
  refuseMasked(ordered, (result) => result.resultId)
  return { copies: ordered.map(copyOfResult), skippedMasked: 0 }
}

async function fromSearch(
  db: Db,
  user: SessionUser,
  request: { searchId: string; filingIds?: string[] },
): Promise<Sources> {
  const rows = await searchResultsForLeads(db, { user, ...request })
  if (!rows) {
    throw AppError.notFound('LEAD_SOURCE_NOT_FOUND', LEAD_MESSAGES.searchNotFound)
  }
  if (!request.filingIds) {
    // All of the search: what the user may read; the masked ones are counted, not kept.
    const shown = rows.filter((row) => !row.masked)
    return {
      copies: shown.map(copyOfResult),
      skippedMasked: rows.length - shown.length,
      fromSearch: request.searchId,
    }
  }
  const byFiling = new Map(rows.map((row) => [row.filingId ?? '', row]))
  requireAll(request.filingIds, new Set(byFiling.keys()), LEAD_MESSAGES.resultsNotFound)
  const ordered = request.filingIds.map((id) => byFiling.get(id) as SearchResultForLead)
  refuseMasked(ordered, (result) => result.filingId)
  return { copies: ordered.map(copyOfResult), skippedMasked: 0, fromSearch: request.searchId }
}

async function fromDocument(
  db: Db,
  userId: string,
  request: { documentId: string; recordIds?: string[] },
): Promise<Sources> {
  const doc = await documentForLeads(db, { userId, documentId: request.documentId })
  if (!doc) throw AppError.notFound('LEAD_SOURCE_NOT_FOUND', LEAD_MESSAGES.documentNotFound)
  if (doc.processingStatus === 'failed') {
    throw AppError.conflict('DOCUMENT_NOT_PROCESSED', LEAD_MESSAGES.documentFailed)
  }
  if (doc.processingStatus !== 'completed') {
    throw AppError.conflict('DOCUMENT_NOT_PROCESSED', LEAD_MESSAGES.documentPending)
  }
  if (request.recordIds) {
    const byId = new Map(doc.records.map((record) => [record.recordId, record]))
    requireAll(request.recordIds, new Set(byId.keys()), LEAD_MESSAGES.recordsNotFound)
    const chosen = doc.records.filter((record) => request.recordIds?.includes(record.recordId))
    return {
      copies: chosen.map((record) => copyOfDocumentCase(doc.id, record, record)),
      skippedMasked: 0,
    }
  }
  if (doc.listImport && doc.listImport !== 'imported') {
    // A list's leads are made by its import, in the background, after the user's look (0058).
    throw AppError.conflict('DOCUMENT_IMPORTED_FROM_PREVIEW', IMPORT_MESSAGES.fromPreview)
  }
  return { copies: copiesOfDocument(doc), skippedMasked: 0 }
}

/**
 * Writes the leads (and, for a search, the user's saved copies of the kept results, whose ids
 * the leads carry) in one transaction: a refused or failed keep leaves neither behind.
 */
async function writeLeads(
  db: Db,
  userId: string,
  sources: Sources,
  copies: LeadCopy[],
): Promise<{ id: string; dedupeKey: string; created: boolean }[]> {
  const { fromSearch: searchId } = sources
  if (!searchId) return insertLeadCopies(db, userId, copies)
  return db.transaction(async (tx) => {
    const resultIds = await saveKeptResults(tx, {
      userId,
      searchId,
      filingIds: copies.flatMap((copy) => (copy.filingId ? [copy.filingId] : [])),
    })
    const withResults = copies.map((copy) => ({
      ...copy,
      resultId: resultIds.get(copy.filingId ?? '') ?? null,
    }))
    return insertLeadCopies(tx, userId, withResults)
  })
}

/** Keeps what the request names as the user's leads; see the file's comment. */
export async function keepLeads(
  db: Db,
  options: { user: SessionUser; request: KeepLeadsCommand },
): Promise<KeepLeadsResponse> {
  const { user, request } = options
  const userId = user.id
  const sources =
    request.from === 'results'
      ? await fromResults(db, userId, request.resultIds)
      : request.from === 'search'
        ? await fromSearch(db, user, request)
        : await fromDocument(db, userId, request)
  // One lead per key, even if two sources share one (the statement could not update a row twice).
  const copies = [...new Map(sources.copies.map((copy) => [copy.dedupeKey, copy])).values()]
  const kept = await writeLeads(db, userId, sources, copies)
  const rows = new Map(
    (
      await selectLeadsByIds(
        db,
        userId,
        kept.map((k) => k.id),
      )
    ).map((r) => [r.id, r]),
  )
  const idByKey = new Map(kept.map((k) => [k.dedupeKey, k.id]))
  const leads = await toLeadViews(
    db,
    userId,
    copies.flatMap((copy) => {
      const row = rows.get(idByKey.get(copy.dedupeKey) ?? '')
      return row ? [row] : []
    }),
  )
  const created = kept.filter((k) => k.created).length
  return {
    leads,
    created,
    alreadyKept: kept.length - created,
    skippedMasked: sources.skippedMasked,
  }
}
