/**
 * What an export reads besides the pages of the list (docs/decisions/0026): how many sample leads
 * the filters match (left out of the file, and said so in a header), and each exported lead's
 * notes as one count and the newest note, one statement a page.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leadNotes, leads } from '../../db/schema'
import { isoMillis } from './lead-row'
import { type LeadFilters, ownedMatching } from './leads-list.queries'

/** The owner's sample leads matching the filters. */
export async function countSampleLeads(
  db: Db,
  options: { userId: string; filters: LeadFilters },
): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from ${leads}
        where ${ownedMatching(options)} and ${leads.isSample}`,
  )
  return Number(result.rows[0]?.count ?? 0)
}

export interface NotesSummary {
  count: number
  lastBody: string
  lastAt: string
}

/** Per lead among `leadIds` that has notes: how many, and the newest one with its time. */
export async function selectNotesSummaries(
  db: Db,
  userId: string,
  leadIds: readonly string[],
): Promise<Map<string, NotesSummary>> {
  if (leadIds.length === 0) return new Map()
  const ids = sql`array[${sql.join(
    leadIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`
  const result = await db.execute<{
    lead_id: string
    count: number
    last_body: string
    last_at: string
  }>(sql`
    select distinct on (n.lead_id) n.lead_id as lead_id,
      count(*) over (partition by n.lead_id)::int as count,
      n.body as last_body, ${isoMillis(sql`n.created_at`)} as last_at
    from ${leadNotes} as n
    where n.user_id = ${userId}::uuid and n.lead_id = any(${ids})
    order by n.lead_id, n.created_at desc, n.id desc`)
  return new Map(
    result.rows.map((row) => [
      row.lead_id,
      { count: Number(row.count), lastBody: row.last_body, lastAt: row.last_at },
    ]),
  )
}
