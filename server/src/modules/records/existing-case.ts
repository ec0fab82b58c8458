/**
 * Which filing of the index a source record is (the case it reports on): the same dedupe key
 * (case number in the county and state, else normalised street, ZIP and filing date); else the
 * same parcel in the county, in a filing another source backs; else, for a sale's outcome (a
 * sheriff's deed) without a case number, a sale set on or before it at the same street and ZIP.
 * Streets compare by streetMatchKey's SQL twin, the generated `filings.street_key` ('Ct' is
 * 'Court'; street-match-key.sql.test.ts holds the twins equal), through its index with the ZIP.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { filingProvenance, filings } from '../../db/schema'
import { streetMatchKey } from '../../text/street-suffixes'
import type { NormalizedFiling } from './normalized-filing'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const squash = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The dedupe key of a filing: by case number where it has one, else by address and date. */
export function dedupeKeyOf(filing: NormalizedFiling, sourceId: string | null): string {
  if (filing.caseNumber) {
    return `case:${filing.state}:${squash(filing.county ?? '')}:${squash(filing.caseNumber).replaceAll(' ', '')}`
  }
  if (filing.propertyAddress && filing.filingDate) {
    return `addr:${filing.state}:${filing.zipCode ?? ''}:${streetMatchKey(filing.propertyAddress)}:${filing.filingDate}`
  }
  return `src:${sourceId ?? 'none'}:${filing.sourceRecordId}`
}

const caseColumns = {
  id: filings.id,
  stage: filings.stage,
  nextSaleDate: filings.nextSaleDate,
  postponementCount: filings.postponementCount,
}

/** The filing at the same street, state and ZIP as the record (and under `where`). */
async function atAddress(
  tx: Tx,
  place: { state: string; zipCode: string; street: string },
  ...where: SQL[]
) {
  const [row] = await tx
    .select(caseColumns)
    .from(filings)
    .where(
      and(
        eq(filings.state, place.state),
        eq(filings.zipCode, place.zipCode),
        ...where,
        eq(filings.streetKey, streetMatchKey(place.street)),
      ),
    )
    .limit(1)
  return row
}

/** The index's filing `filing` reports on, with its case state, or undefined (a new case). */
export async function findExistingCase(
  tx: Tx,
  filing: NormalizedFiling,
  dedupeKey: string,
  sourceId: string | null,
) {
  let [existing] = await tx
    .select(caseColumns)
    .from(filings)
    .where(eq(filings.dedupeKey, dedupeKey))
    .limit(1)
  // Else the same parcel in the same county (a transfer record names no case number), in
  // a filing another source knows: a source's own records with their own case numbers
  // are different filings (ACRIS: a lot's mortgage and its satisfaction).
  if (!existing && filing.parcel && filing.county) {
    ;[existing] = await tx
      .select(caseColumns)
      .from(filings)
      .where(
        and(
          eq(filings.state, filing.state),
          sql`lower(${filings.county}) = ${filing.county.toLowerCase()}`,
          eq(filings.parcel, filing.parcel),
          eq(filings.isSample, false),
          sourceId
            ? sql`not exists (select 1 from ${filingProvenance} where ${filingProvenance.filingId} = ${filings.id} and ${filingProvenance.sourceId} = ${sourceId})`
            : undefined,
        ),
      )
      .limit(1)
  }
  // Else a sale's outcome (a sheriff's deed) at the address of a sale set on or before it.
  const outcomeDate = filing.filingDate ?? filing.saleDate
  if (
    !existing &&
    !filing.caseNumber &&
    filing.saleStatus === 'sold' &&
    filing.propertyAddress &&
    filing.zipCode &&
    outcomeDate
  ) {
    existing = await atAddress(
      tx,
      { state: filing.state, zipCode: filing.zipCode, street: filing.propertyAddress },
      eq(filings.isSample, false),
      sql`${filings.nextSaleDate} <= ${outcomeDate}`,
    )
  }
  // Else, without a case number, known by street, ZIP and filing date from elsewhere.
  if (!existing && filing.propertyAddress && filing.filingDate && filing.zipCode) {
    existing = await atAddress(
      tx,
      { state: filing.state, zipCode: filing.zipCode, street: filing.propertyAddress },
      eq(filings.filingDate, filing.filingDate),
    )
  }
  return existing
}
