/**
 * Keeping leads (POST /api/leads): the user's saved search results, one of their searches, or
 * one of their uploaded documents become leads, each the user's own copy of the case. Keeping
 * the same thing twice gives the same lead (one per user and dedupe key, in one statement, so
 * parallel keeps cannot make two). All or nothing: an id that is not the user's (404) or a
 * result that was masked on their plan (403) refuses the whole request and keeps nothing.
 * A masked result is never kept, so no lead holds what the user was not shown.
 */
import {
  type KeepLeadsCommand,
  type KeepLeadsResponse,
  LEAD_MESSAGES,
} from '@common/contracts/leads'
import type { Db } from '../../db/client'
import { AppError } from '../../http/app-error'
import { documentForLeads } from '../documents'
import { type SavedResultForLead, savedResultsForLeads, searchResultsForLeads } from '../records'
import { toLeadView } from './lead.presenter'
import { copiesOfDocument, copyOfDocumentCase, copyOfResult } from './lead-copies'
import { insertLeadCopies, type LeadCopy, selectLeadsByIds } from './leads.queries'

interface Sources {
  copies: LeadCopy[]
  skippedMasked: number
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

/** Refuses results that were masked when found (selected explicitly: the user asked for them). */
function refuseMasked(results: readonly SavedResultForLead[]): void {
  const masked = results.filter((result) => result.masked).map((result) => result.resultId)
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
  refuseMasked(ordered)
  return { copies: ordered.map(copyOfResult), skippedMasked: 0 }
}

async function fromSearch(
  db: Db,
  userId: string,
  request: { searchId: string; filingIds?: string[] },
): Promise<Sources> {
  const rows = await searchResultsForLeads(db, { userId, ...request })
  if (!rows) {
    throw AppError.notFound('LEAD_SOURCE_NOT_FOUND', LEAD_MESSAGES.searchNotFound)
  }
  if (!request.filingIds) {
    // All of the search: what the user was shown; the masked ones are counted, not kept.
    const shown = rows.filter((row) => !row.masked)
    return { copies: shown.map(copyOfResult), skippedMasked: rows.length - shown.length }
  }
  const byFiling = new Map(rows.map((row) => [row.filingId ?? '', row]))
  requireAll(request.filingIds, new Set(byFiling.keys()), LEAD_MESSAGES.resultsNotFound)
  const ordered = request.filingIds.map((id) => byFiling.get(id) as SavedResultForLead)
  refuseMasked(ordered)
  return { copies: ordered.map(copyOfResult), skippedMasked: 0 }
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
  return { copies: copiesOfDocument(doc), skippedMasked: 0 }
}

/** Keeps what the request names as the user's leads; see the file's comment. */
export async function keepLeads(
  db: Db,
  options: { userId: string; request: KeepLeadsCommand },
): Promise<KeepLeadsResponse> {
  const { userId, request } = options
  const sources =
    request.from === 'results'
      ? await fromResults(db, userId, request.resultIds)
      : request.from === 'search'
        ? await fromSearch(db, userId, request)
        : await fromDocument(db, userId, request)
  // One lead per key, even if two sources share one (the statement could not update a row twice).
  const copies = [...new Map(sources.copies.map((copy) => [copy.dedupeKey, copy])).values()]
  const kept = await insertLeadCopies(db, userId, copies)
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
  const leads = copies.flatMap((copy) => {
    const row = rows.get(idByKey.get(copy.dedupeKey) ?? '')
    return row ? [toLeadView(row)] : []
  })
  const created = kept.filter((k) => k.created).length
  return {
    leads,
    created,
    alreadyKept: kept.length - created,
    skippedMasked: sources.skippedMasked,
  }
}
