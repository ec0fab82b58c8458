/**
 * Records what an uploaded document says happened to its cases (issue 16), in the transaction
 * that completes the document: each record with a case key is judged by records' lifecycle rule
 * (caseChanges) against the state the user's earlier uploads of that case left, and the change,
 * if any, is stored as the user's own event. Reprocessing a document replaces its events.
 * A transaction-scoped advisory lock per (user, case) keeps two uploads of one case processed at
 * once from both reading the same earlier state.
 */
import type { CaseStage } from '@common/lifecycle'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { documentCaseEvents } from '../../db/schema'
import { type DocumentReading, documentFields } from '../../reading'
import { caseChanges } from './case-lifecycle'
import {
  caseReportOf,
  type UploadCaseRecord,
  uploadCaseKey,
  uploadCaseLocation,
} from './upload-case-key'
import { replayCaseEvents } from './upload-case-state'

/**
 * The records whose cases an upload speaks of: each record of a multi-record document, else the
 * document itself.
 */
export function uploadCaseRecordsOf(reading: DocumentReading): UploadCaseRecord[] {
  const documentType = reading.found.documentType.value
  if (reading.leads.length > 0) {
    return reading.leads.map((lead) => ({
      position: lead.position,
      documentType,
      caseNumber: lead.caseNumber ?? null,
      court: lead.court ?? null,
      propertyAddress: lead.propertyAddress ?? null,
      zipCode: lead.zipCode ?? null,
      saleDate: lead.saleDate ?? null,
      saleStatus: (lead.saleStatus as UploadCaseRecord['saleStatus']) ?? null,
      amountKind: (lead.amountKind as UploadCaseRecord['amountKind']) ?? null,
    }))
  }
  const fields = documentFields(reading.found)
  return [
    {
      position: null,
      documentType,
      caseNumber: fields.caseNumber,
      court: fields.court,
      propertyAddress: fields.propertyAddress,
      zipCode: fields.zipCode,
      saleDate: reading.found.saleDate?.value ?? null,
      saleStatus: reading.found.saleStatus?.value ?? null,
      amountKind: reading.found.amount?.value.kind ?? null,
    },
  ]
}

/** Stores the events of `records` (the document's own, or its list's); the number stored. */
export async function recordUploadCaseEvents(
  tx: Pick<Db, 'execute' | 'insert' | 'select' | 'delete'>,
  document: { id: string; userId: string; originalName: string },
  records: readonly UploadCaseRecord[],
): Promise<number> {
  await tx.delete(documentCaseEvents).where(eq(documentCaseEvents.documentId, document.id))
  let stored = 0
  for (const record of records) {
    const caseKey = uploadCaseKey(record)
    if (!caseKey) continue
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`upload-case:${document.userId}:${caseKey}`}))`,
    )
    const earlier = await tx
      .select({
        kind: documentCaseEvents.kind,
        saleDate: documentCaseEvents.saleDate,
        postponementCount: documentCaseEvents.postponementCount,
      })
      .from(documentCaseEvents)
      .where(
        and(
          eq(documentCaseEvents.userId, document.userId),
          eq(documentCaseEvents.caseKey, caseKey),
        ),
      )
      .orderBy(asc(documentCaseEvents.createdAt), asc(documentCaseEvents.id))
    const previous = replayCaseEvents(
      earlier.map((event) => ({ ...event, kind: event.kind as CaseStage })),
    )
    const { events } = caseChanges(previous, caseReportOf(record))
    const location = uploadCaseLocation(record)
    for (const [index, event] of events.entries()) {
      await tx.insert(documentCaseEvents).values({
        userId: document.userId,
        documentId: document.id,
        position: record.position,
        caseKey,
        sourceName: `Your upload: ${document.originalName}`,
        ...location,
        kind: event.kind,
        saleDate: event.saleDate,
        postponementCount: event.postponementCount,
        detail: { ...event.detail, documentType: record.documentType },
        // The statement's own clock, a microsecond apart per event even where the clock is
        // coarser (PGlite): events of one transaction keep their order.
        createdAt: sql`clock_timestamp() + ${`${index} microseconds`}::interval`,
      })
      stored += 1
    }
  }
  return stored
}
