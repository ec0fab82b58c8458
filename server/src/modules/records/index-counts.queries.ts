/**
 * What the index holds, counted for the sources' coverage page (sources/coverage): real and
 * generated filings by state and county or in one ZIP, and the filings each source fed, and
 * which of a source's records the index already holds (an ingestion run skips them).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { filingProvenance } from '../../db/schema'

export interface PlaceCount {
  state: string
  county: string | null
  /** Real filings (from a source or an imported file). */
  real: number
  /** Generated sample filings. */
  sample: number
}

/**
 * Filings by state and county, read from the counts the triggers on `filings` keep
 * (filing_place_counts, docs/decisions/0075), not counted from the filings: one row a county,
 * not a scan of the whole index on every coverage or landing view. Places left with no filing
 * are not places with filings.
 */
export async function filingCountsByPlace(db: Db): Promise<PlaceCount[]> {
  const { rows } = await db.execute<{
    state: string
    county: string | null
    real: number
    sample: number
  }>(sql`
    select state, county, real, sample from filing_place_counts where real <> 0 or sample <> 0`)
  return rows.map((row) => ({ ...row, real: Number(row.real), sample: Number(row.sample) }))
}

/** The filings of one ZIP in its county with the most of them, or null when it has none. */
export async function zipFilingCount(
  db: Db,
  state: string,
  zip: string,
): Promise<PlaceCount | null> {
  const { rows } = await db.execute<{ county: string | null; real: number; sample: number }>(sql`
    select county,
      (count(*) filter (where not is_sample))::int as real,
      (count(*) filter (where is_sample))::int as sample
    from filings where state = ${state} and zip_code = ${zip}
    group by county order by count(*) desc limit 1`)
  const row = rows[0]
  return row
    ? { state, county: row.county, real: Number(row.real), sample: Number(row.sample) }
    : null
}

/** The filings of one county (named in any case), or null when it has none. */
export async function countyFilingCount(
  db: Db,
  state: string,
  county: string,
): Promise<PlaceCount | null> {
  const { rows } = await db.execute<{ county: string | null; real: number; sample: number }>(sql`
    select max(county) as county,
      (count(*) filter (where not is_sample))::int as real,
      (count(*) filter (where is_sample))::int as sample
    from filings where state = ${state} and lower(county) = lower(${county})`)
  const row = rows[0]
  if (!row || Number(row.real) + Number(row.sample) === 0) return null
  return { state, county: row.county, real: Number(row.real), sample: Number(row.sample) }
}

/** How many filings each source fed (by its provenance), by source id. */
export async function filingCountsBySource(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ source_id: string; n: number }>(sql`
    select source_id, count(distinct filing_id)::int as n
    from filing_provenance where source_id is not null group by source_id`)
  return new Map(rows.map((row) => [row.source_id, Number(row.n)]))
}

/** Of `ids`, the source record ids the index already holds from this source (its provenance). */
export async function storedSourceRecordIds(
  db: Db,
  sourceId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const known = new Set<string>()
  // In chunks: a month of notices is hundreds of ids, well within one statement's parameters.
  for (let from = 0; from < ids.length; from += 1000) {
    const rows = await db
      .selectDistinct({ id: filingProvenance.sourceRecordId })
      .from(filingProvenance)
      .where(
        and(
          eq(filingProvenance.sourceId, sourceId),
          inArray(filingProvenance.sourceRecordId, ids.slice(from, from + 1000)),
        ),
      )
    for (const row of rows) if (row.id) known.add(row.id)
  }
  return known
}
