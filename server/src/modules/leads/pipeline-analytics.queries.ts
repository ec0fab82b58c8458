/**
 * The leads module's part of the analytics dashboard (docs/decisions/0034): the user's own leads
 * kept in a date range (and area), by how far they went. A lead keeps its status today, not a
 * history of it, so the funnel counts each lead at every step up to its status: a lead under
 * contract was also contacted, and every lead started as new. 'dead' is counted apart (it may
 * have died at any step).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export interface PipelineAnalyticsQuery {
  userId: string
  /** YYYY-MM-DD, both included (the day the lead was kept, UTC). */
  from: string
  to: string
  state?: string
  zipCodes: readonly string[]
  county?: string
}

export interface PipelineFunnel {
  new: number
  contacted: number
  underContract: number
  won: number
  dead: number
  total: number
  sample: number
}

const REACHED_CONTACT = sql.raw(`('contacted', 'negotiating', 'under_contract', 'won')`)
const REACHED_CONTRACT = sql.raw(`('under_contract', 'won')`)

/** One statement, on `leads_user_id_*` indexes: only this user's rows are read. */
export async function pipelineFunnel(
  db: Db,
  query: PipelineAnalyticsQuery,
): Promise<PipelineFunnel> {
  const filters: SQL[] = [
    sql`l.user_id = ${query.userId}::uuid`,
    sql`l.created_at >= ${query.from}::timestamp at time zone 'UTC'`,
    sql`l.created_at < (${query.to}::date + 1)::timestamp at time zone 'UTC'`,
  ]
  if (query.state) filters.push(sql`l.state = ${query.state}`)
  if (query.zipCodes.length > 0) {
    filters.push(sql`l.zip_code = any(string_to_array(${query.zipCodes.join(',')}::text, ','))`)
  }
  if (query.county) filters.push(sql`lower(l.county) = lower(${query.county})`)
  const { rows } = await db.execute<Record<keyof PipelineFunnel, number>>(sql`select
      count(*)::int as total,
      count(*)::int as new,
      count(*) filter (where l.status in ${REACHED_CONTACT})::int as contacted,
      count(*) filter (where l.status in ${REACHED_CONTRACT})::int as "underContract",
      count(*) filter (where l.status = 'won')::int as won,
      count(*) filter (where l.status = 'dead')::int as dead,
      count(*) filter (where l.is_sample)::int as sample
    from leads l where ${sql.join(filters, sql` and `)}`)
  const row = rows[0]
  return {
    new: Number(row?.new ?? 0),
    contacted: Number(row?.contacted ?? 0),
    underContract: Number(row?.underContract ?? 0),
    won: Number(row?.won ?? 0),
    dead: Number(row?.dead ?? 0),
    total: Number(row?.total ?? 0),
    sample: Number(row?.sample ?? 0),
  }
}
