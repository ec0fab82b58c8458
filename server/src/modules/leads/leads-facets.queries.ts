/**
 * GET /api/leads/facets: the counts the lead workspace shows beside the list. Each is one
 * grouped scan of the user's own leads (at most about 10,000 rows, through the user's indexes):
 * per status under every filter but the status one (the board's column counts), per ZIP under
 * every filter (the list's ZIP headings), and the distinct tags, folders, ZIPs, states, counties
 * and filing types of all the user's leads (the filter pickers' choices).
 */
import type { LeadFacetsQuery, LeadFacetsResponse } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leads } from '../../db/schema'
import { filterConditions } from './leads-list.queries'

type Counted<T> = { value: T; count: number }

async function countBy<T>(db: Db, column: SQL, where: SQL | undefined): Promise<Counted<T>[]> {
  const result = await db.execute<{ value: T; count: string | number }>(
    sql`select ${column} as value, count(*) as count from ${leads}
        where ${where} group by 1 order by 1 nulls last`,
  )
  return result.rows.map((row) => ({ value: row.value, count: Number(row.count) }))
}

async function distinct(db: Db, userId: string, column: SQL): Promise<string[]> {
  const result = await db.execute<{ value: string }>(
    sql`select distinct ${column} as value from ${leads}
        where ${leads.userId} = ${userId} and ${column} is not null order by 1`,
  )
  return result.rows.map((row) => row.value)
}

export async function selectLeadFacets(
  db: Db,
  options: { userId: string; filters: LeadFacetsQuery },
): Promise<LeadFacetsResponse> {
  const { userId, filters } = options
  const mine = eq(leads.userId, userId)
  const all = and(mine, ...filterConditions(filters))
  const anyStatus = and(mine, ...filterConditions({ ...filters, status: undefined }))
  const [statuses, zips, tags, folders, optionZips, states, counties, filingTypes] =
    await Promise.all([
      countBy<string>(db, sql`${leads.status}`, anyStatus),
      countBy<string | null>(db, sql`${leads.zipCode}`, all),
      countBy<string>(db, sql`unnest(${leads.tags})`, mine),
      countBy<string | null>(db, sql`${leads.folder}`, mine),
      distinct(db, userId, sql`${leads.zipCode}`),
      distinct(db, userId, sql`${leads.state}`),
      distinct(db, userId, sql`${leads.county}`),
      distinct(db, userId, sql`${leads.filingType}`),
    ])
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >
  for (const { value, count } of statuses) {
    if (value in byStatus) byStatus[value as LeadStatus] = count
  }
  const wanted = filters.status?.length ? new Set(filters.status) : null
  const total = Object.entries(byStatus)
    .filter(([status]) => !wanted || wanted.has(status as LeadStatus))
    .reduce((sum, [, count]) => sum + count, 0)
  return {
    total,
    byStatus,
    byZip: zips,
    options: {
      tags,
      folders: folders.filter((folder): folder is Counted<string> => folder.value !== null),
      zips: optionZips,
      states,
      counties,
      filingTypes,
    },
  }
}
