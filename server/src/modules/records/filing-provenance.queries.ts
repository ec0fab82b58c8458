/**
 * Where records-index filings come from and how fresh they are (issue 30, docs/decisions/0078),
 * for the leads kept from them: the source's name and list URL, first seen, last checked, when the
 * stage was set, the source's interval and whether the record is stale, as a search result says
 * them (the same SQL: record-freshness.ts). One statement for any number of filings.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { checkEveryHoursSql, isoSecondsSql, staleSql } from './record-freshness'
import { SAMPLE_SOURCE_DATABASE } from './sample-records'
import { SAMPLE_SOURCE_NAME } from './search-result-json'

export interface FilingProvenance {
  sourceName: string
  sourceUrl: string | null
  firstSeenAt: string
  lastCheckedAt: string
  stageAsOf: string | null
  checkEveryHours: number
  stale: boolean
  isSample: boolean
}

interface ProvenanceRow extends Record<string, unknown> {
  id: string
  source_name: string
  source_url: string | null
  first_seen_at: string
  last_checked_at: string
  stage_as_of: string | null
  check_every_hours: number
  stale: boolean
  is_sample: boolean
}

/** The provenance of each filing among `filingIds` that is still in the index, by filing id. */
export async function provenanceOfFilings(
  db: Pick<Db, 'execute'>,
  filingIds: readonly string[],
): Promise<Map<string, FilingProvenance>> {
  const found = new Map<string, FilingProvenance>()
  const ids = [...new Set(filingIds)]
  if (ids.length === 0) return found
  const { rows } = await db.execute<ProvenanceRow>(
    sql`select f.id,
        case when f.is_sample then ${SAMPLE_SOURCE_NAME}::text else f.source_database end as source_name,
        f.source_url, ${isoSecondsSql('f.first_seen_at')} as first_seen_at,
        ${isoSecondsSql('f.last_seen_at')} as last_checked_at,
        ${isoSecondsSql('f.stage_as_of')} as stage_as_of,
        ${checkEveryHoursSql('f')} as check_every_hours, ${staleSql('f')} as stale,
        (f.is_sample or f.source_database = ${SAMPLE_SOURCE_DATABASE}::text) as is_sample
      from filings f
      where f.id = any(string_to_array(${ids.join(',')}::text, ',')::uuid[])`,
  )
  for (const row of rows) {
    found.set(row.id, {
      sourceName: row.source_name,
      sourceUrl: row.source_url,
      firstSeenAt: row.first_seen_at,
      lastCheckedAt: row.last_checked_at,
      stageAsOf: row.stage_as_of,
      checkEveryHours: Number(row.check_every_hours),
      stale: row.stale,
      isSample: row.is_sample,
    })
  }
  return found
}
