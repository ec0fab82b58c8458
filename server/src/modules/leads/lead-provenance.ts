/**
 * Each lead's provenance (issue 30, docs/decisions/0078): a lead kept from a search result says
 * what the records index says of its filing (records' provenanceOfFilings: source, first seen,
 * last checked, stage time, stale, computed as the search computes them); a lead from an upload
 * names its document and upload time (documents' documentSourcesOf) and is never stale. Two
 * statements for any number of leads, whatever the page's size.
 */
import type { LeadProvenance } from '@common/contracts/lead-view'
import type { Db } from '../../db/client'
import { type DocumentSource, documentSourcesOf } from '../documents'
import { type FilingProvenance, provenanceOfFilings } from '../records'
import type { LeadRow } from './lead-row'

/** One lead's provenance from what was read for it (either may be missing: a record gone). */
export function leadProvenanceOf(
  row: LeadRow,
  filing: FilingProvenance | undefined,
  document: DocumentSource | undefined,
): LeadProvenance {
  if (row.source_kind !== 'search_result') {
    return {
      origin: 'upload',
      sourceName: document?.name ?? null,
      sourceUrl: null,
      firstSeenAt: document?.uploadedAt ?? null,
      lastCheckedAt: null,
      stageAsOf: null,
      checkEveryHours: null,
      stale: false,
    }
  }
  return {
    origin: 'index',
    sourceName: filing?.sourceName ?? row.source_database,
    sourceUrl: filing?.sourceUrl ?? null,
    firstSeenAt: filing?.firstSeenAt ?? null,
    lastCheckedAt: filing?.lastCheckedAt ?? null,
    stageAsOf: filing?.stageAsOf ?? null,
    checkEveryHours: filing?.checkEveryHours ?? null,
    stale: filing?.stale ?? false,
  }
}

/** The provenance of each lead (by lead id). */
export async function provenanceOfLeads(
  db: Pick<Db, 'execute'>,
  userId: string,
  rows: readonly LeadRow[],
): Promise<Map<string, LeadProvenance>> {
  const filingIds = rows.flatMap((row) => (row.filing_id ? [row.filing_id] : []))
  const documentIds = rows.flatMap((row) =>
    row.source_kind !== 'search_result' && row.document_id ? [row.document_id] : [],
  )
  const [filings, documents] = await Promise.all([
    provenanceOfFilings(db, filingIds),
    documentSourcesOf(db, userId, documentIds),
  ])
  return new Map(
    rows.map((row) => [
      row.id,
      leadProvenanceOf(
        row,
        row.filing_id ? filings.get(row.filing_id) : undefined,
        row.document_id ? documents.get(row.document_id) : undefined,
      ),
    ]),
  )
}
