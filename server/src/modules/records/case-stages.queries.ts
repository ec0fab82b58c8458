/**
 * A case's lifecycle as other modules show it (issue 16): the stage, next sale date and
 * postponement count of filings, and a filing's event history, read live from the records index,
 * so a lead shows what the last re-ingest found (a sale postponed, cancelled) without being kept
 * again. Callers pass only filings their user may read (a lead's filing: a kept result, never a
 * masked one).
 */
import type { CaseStage } from '@common/lifecycle'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export interface CaseStageOfFiling {
  stage: CaseStage | null
  /** YYYY-MM-DD. */
  nextSaleDate: string | null
  postponementCount: number
}

/** The case's stage of each of these filings (a filing not in the index is left out). */
export async function caseStagesFor(
  db: Pick<Db, 'execute'>,
  filingIds: readonly string[],
): Promise<Map<string, CaseStageOfFiling>> {
  const ids = [...new Set(filingIds)]
  if (ids.length === 0) return new Map()
  const { rows } = await db.execute<{
    id: string
    stage: string | null
    next_sale_date: string | null
    postponement_count: number | null
  }>(sql`select id, stage, next_sale_date::text as next_sale_date, postponement_count
    from filings where id = any(string_to_array(${ids.join(',')}::text, ',')::uuid[])`)
  return new Map(
    rows.map((row) => [
      row.id,
      {
        stage: row.stage as CaseStage | null,
        nextSaleDate: row.next_sale_date,
        postponementCount: Number(row.postponement_count ?? 0),
      },
    ]),
  )
}

export interface CaseEventOfFiling {
  id: string
  kind: CaseStage
  /** When the event was recorded (ISO 8601, UTC). */
  recordedAt: string
  /** The sale date the event set (scheduled, postponed to), YYYY-MM-DD. */
  saleDate: string | null
  postponementCount: number | null
  /** The source that reported it, by name; null when not known (or the source was removed). */
  sourceName: string | null
}

/** A filing's events, oldest first (at most `limit`, the newest of them). */
export async function caseEventsFor(
  db: Pick<Db, 'execute'>,
  filingId: string,
  limit = 50,
): Promise<CaseEventOfFiling[]> {
  const { rows } = await db.execute<{
    id: string
    kind: string
    recorded_at: string
    sale_date: string | null
    postponement_count: number | null
    source_name: string | null
  }>(sql`select * from (
      select e.kind, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at,
             e.sale_date::text as sale_date, e.postponement_count, s.name as source_name,
             e.created_at, e.id
      from case_events e left join sources s on s.id = e.source_id
      where e.filing_id = ${filingId}::uuid
      order by e.created_at desc, e.id desc
      limit ${limit}::int
    ) newest order by created_at, id`)
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as CaseStage,
    recordedAt: row.recorded_at,
    saleDate: row.sale_date,
    postponementCount: row.postponement_count === null ? null : Number(row.postponement_count),
    sourceName: row.source_name,
  }))
}
