/**
 * Which sources feed a case whose sale is near (sale day, docs/decisions/0079): the sources'
 * schedule re-checks them every few minutes, so a postponement, cancellation or sale reaches
 * leads and alerts within the spec's 20 minutes instead of the next daily run.
 */
import { ENDED_STAGES } from '@common/lifecycle'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/**
 * The ids of the sources that fed (provenance) at least one case not ended whose next sale date
 * is between `from` and `to` (YYYY-MM-DD, both included).
 */
export async function sourcesWithSaleBetween(
  db: Db,
  window: { from: string; to: string },
): Promise<string[]> {
  const ended = sql.join(
    ENDED_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  )
  const { rows } = await db.execute<{ source_id: string }>(sql`
    select distinct p.source_id from filings f
    join filing_provenance p on p.filing_id = f.id
    where f.next_sale_date between ${window.from}::date and ${window.to}::date
      and (f.stage is null or f.stage not in (${ended}))
      and p.source_id is not null`)
  return rows.map((row) => row.source_id)
}
