/**
 * Writes connector output into the records index. A filing is the same filing across sources
 * when it has the same case number in the same county and state, or (lacking a case number)
 * the same normalised street address (suffixes and directions abbreviated: 'Ct' is 'Court'), ZIP
 * and filing date. Each source record keeps a
 * provenance row; a filing that matched nothing before counts as new.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { caseEvents, filingProvenance, filings } from '../../db/schema'
import { type CaseState, caseChanges } from '../cases'
import { type CaseEventsListener, notifyCaseEventsRecorded } from './case-events-listener'
import { dedupeKeyOf, findExistingCase } from './existing-case'
import type { NormalizedFiling, SourceDocumentStore } from './normalized-filing'

export { dedupeKeyOf } from './existing-case'

export interface StoreResult {
  /** Filings created by this call (matched nothing before). */
  inserted: number
  /** Existing filings this call matched and refreshed. */
  updated: number
  /** Same as inserted: new filings, for alerts. */
  new: number
}

/** Stores one batch from a source; idempotent for the same records. */
export async function storeFilings(
  db: Db,
  input: {
    sourceId: string | null
    sourceName: string
    sourceUrl?: string
    /** How often the source is checked (its update_every_hours); absent: not said (read as 24). */
    checkEveryHours?: number | null
    filings: NormalizedFiling[]
    /** Stores a filing's own document (a notice PDF); without it, documents are not stored. */
    storeSourceDocument?: SourceDocumentStore
    /** Told of the case events this call recorded, once committed (the runtime's: alerts). */
    onCaseEventsRecorded?: CaseEventsListener
  },
): Promise<StoreResult> {
  const result: StoreResult = { inserted: 0, updated: 0, new: 0 }
  const recordedEvents: string[] = []
  for (const filing of input.filings) {
    const dedupeKey = dedupeKeyOf(filing, input.sourceId)
    // Kept before the transaction (storage is not the database); the same bytes, the same key.
    const documentObjectKey =
      filing.document && input.storeSourceDocument
        ? await input.storeSourceDocument(filing.document)
        : null
    await db.transaction(async (tx) => {
      const existing = await findExistingCase(tx, filing, dedupeKey, input.sourceId)
      const values = {
        documentType: filing.documentType,
        caseNumber: filing.caseNumber,
        court: filing.court,
        defendantName: filing.defendantName,
        plaintiffName: filing.plaintiffName,
        propertyAddress: filing.propertyAddress,
        city: filing.city,
        county: filing.county,
        state: filing.state,
        zipCode: filing.zipCode,
        filingDate: filing.filingDate,
        saleDate: filing.saleDate,
        loanAmount: filing.loanAmount,
        amountKind: filing.amountKind,
        saleStatus: filing.saleStatus,
        documentUrl: filing.documentUrl,
        documentObjectKey,
        isDocumentAvailable: Boolean(filing.documentUrl || documentObjectKey),
      }
      const previous: CaseState | null = existing
        ? {
            stage: existing.stage as CaseState['stage'],
            nextSaleDate: existing.nextSaleDate,
            postponementCount: existing.postponementCount,
          }
        : null
      const lifecycle = caseChanges(previous, filing)
      const caseState = {
        stage: lifecycle.state.stage,
        nextSaleDate: lifecycle.state.nextSaleDate,
        postponementCount: lifecycle.state.postponementCount,
      }
      // The last sighting's provenance (decision 0078), written with last_seen_at.
      const sighting = {
        sourceUrl: input.sourceUrl ?? null,
        checkEveryHours: input.checkEveryHours ?? null,
      }
      const stageAsOf = lifecycle.events.length > 0 ? { stageAsOf: sql`clock_timestamp()` } : {}
      let filingId: string
      if (existing) {
        // Fill what this source knows and the index did not; keep what is there.
        await tx
          .update(filings)
          .set({
            lastSeenAt: new Date(),
            ...sighting,
            caseNumber: sql`coalesce(${filings.caseNumber}, ${values.caseNumber})`,
            defendantName: sql`coalesce(${filings.defendantName}, ${values.defendantName})`,
            plaintiffName: sql`coalesce(${filings.plaintiffName}, ${values.plaintiffName})`,
            court: sql`coalesce(${filings.court}, ${values.court})`,
            propertyAddress: sql`coalesce(${filings.propertyAddress}, ${values.propertyAddress})`,
            city: sql`coalesce(${filings.city}, ${values.city})`,
            zipCode: sql`coalesce(${filings.zipCode}, ${values.zipCode})`,
            filingDate: sql`coalesce(${filings.filingDate}, ${values.filingDate})`,
            loanAmount: sql`coalesce(${filings.loanAmount}, ${values.loanAmount})`,
            // The kind goes with the amount: from the source whose amount the index keeps.
            amountKind: sql`case when ${filings.loanAmount} is null then ${values.amountKind} else ${filings.amountKind} end`,
            saleDate: sql`coalesce(${filings.saleDate}, ${values.saleDate})`,
            // A source that says where the sale stands now is newer news than the index's.
            saleStatus: sql`coalesce(${values.saleStatus}, ${filings.saleStatus})`,
            documentUrl: sql`coalesce(${filings.documentUrl}, ${values.documentUrl})`,
            documentObjectKey: sql`coalesce(${filings.documentObjectKey}, ${values.documentObjectKey})`,
            isDocumentAvailable: sql`${filings.isDocumentAvailable} or ${values.isDocumentAvailable}`,
            parcel: sql`coalesce(${filings.parcel}, ${filing.parcel ?? null})`,
            // A change the source reports moves the case on (a postponed sale's new date).
            ...(lifecycle.events.length > 0
              ? {
                  ...caseState,
                  ...stageAsOf,
                  ...(caseState.nextSaleDate ? { saleDate: caseState.nextSaleDate } : {}),
                }
              : {}),
          })
          .where(eq(filings.id, existing.id))
        filingId = existing.id
        result.updated++
      } else {
        const [created] = await tx
          .insert(filings)
          .values({
            ...values,
            ...caseState,
            ...sighting,
            ...stageAsOf,
            parcel: filing.parcel ?? null,
            dedupeKey,
            sourceDatabase: input.sourceName,
            isSample: false,
          })
          .returning({ id: filings.id })
        filingId = created!.id
        result.inserted++
        result.new++
      }
      for (const [index, event] of lifecycle.events.entries()) {
        const [inserted] = await tx
          .insert(caseEvents)
          .values({
            filingId,
            sourceId: input.sourceId,
            sourceName: input.sourceName,
            kind: event.kind,
            saleDate: event.saleDate,
            postponementCount: event.postponementCount,
            detail: event.detail,
            // The statement's clock, a microsecond apart per event even where the clock is
            // coarser (PGlite): a judgment and the sale after it keep their order.
            createdAt: sql`clock_timestamp() + ${`${index} microseconds`}::interval`,
          })
          .returning({ id: caseEvents.id })
        recordedEvents.push(inserted!.id)
      }
      await tx
        .insert(filingProvenance)
        .values({
          filingId,
          sourceId: input.sourceId,
          sourceRecordId: filing.sourceRecordId,
          sourceUrl: input.sourceUrl ?? null,
          rawData: filing.raw,
        })
        .onConflictDoUpdate({
          target: [
            filingProvenance.filingId,
            filingProvenance.sourceId,
            filingProvenance.sourceRecordId,
          ],
          set: { fetchedAt: new Date(), rawData: filing.raw },
        })
    })
  }
  await removeSamplesWhereReal(db, input.filings)
  // After the commits: alerts (through the runtime's listener) evaluate the new events.
  await notifyCaseEventsRecorded(input.onCaseEventsRecorded, recordedEvents)
  return result
}

/**
 * Generated sample records are never mixed into a county that has real ones: once a source
 * stores real filings for a county, that county's sample filings leave the index.
 */
async function removeSamplesWhereReal(
  db: Db,
  stored: readonly Pick<NormalizedFiling, 'state' | 'county'>[],
): Promise<number> {
  const places = new Map<string, { state: string; county: string }>()
  for (const filing of stored) {
    if (!filing.county) continue
    places.set(`${filing.state}|${filing.county.toLowerCase()}`, {
      state: filing.state,
      county: filing.county.toLowerCase(),
    })
  }
  let removed = 0
  for (const { state, county } of places.values()) {
    const deleted = await db
      .delete(filings)
      .where(
        and(
          eq(filings.isSample, true),
          eq(filings.state, state),
          sql`lower(${filings.county}) = ${county}`,
        ),
      )
      .returning({ id: filings.id })
    removed += deleted.length
  }
  return removed
}
