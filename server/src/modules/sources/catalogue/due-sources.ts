/**
 * When a source is due for a scheduled run (docs/decisions/0079). Normally once its own update
 * frequency (`update_every_hours`) has passed since its last check. On sale day, a source that
 * fed a case not ended whose next sale is near is re-checked every `recheckMinutes` (the
 * deployment's SALE_DAY_RECHECK_MINUTES), but never sooner than its rate limit allows: the time
 * its request quota needs to serve one whole run, that is the requests its last completed run
 * made, spread over its quota (100 requests at 20 a minute: 5 minutes apart at least). The
 * sale-day interval runs from the start of the last run, so a slow run does not push the next
 * one back. A source with a run queued or running is never due: nothing runs twice at once.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type Source, sources } from '../../../db/schema'
import { sourcesWithSaleBetween } from '../../records'

/** The deployment's default of SALE_DAY_RECHECK_MINUTES. */
export const SALE_DAY_RECHECK_MINUTES = 15

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The days whose sales make a sale day: a sale date carries no hour or time zone, so "within 48
 * hours" is from yesterday (UTC; a US county's sale day spans two UTC dates, and its result is
 * often published after the auction) to the day 48 hours from now.
 */
export function saleDayWindow(now: Date): { from: string; to: string } {
  return { from: isoDay(now.getTime() - DAY_MS), to: isoDay(now.getTime() + 2 * DAY_MS) }
}

/** Seconds the source's quota needs for one run like its last completed one (0: no quota). */
const rateLimitFloorSeconds = sql`coalesce((
    select max(extract(epoch from case r."window" when 'minute' then interval '1 minute'
        when 'hour' then interval '1 hour' else interval '1 day' end)
      * greatest(1, coalesce((
        select (q.result_data->>'pagesFetched')::int from scraper_queue q
        where q.source_id = s.id and q.status = 'completed'
        order by q.completed_at desc limit 1), 1))
      / greatest(1, r.quota))
    from rate_limits r where r.source_id = s.id), 0)`

/** The sale-day condition, for the sources in `ids`. */
function saleDayDue(ids: readonly string[], recheckMinutes: number, now: string): SQL {
  if (ids.length === 0) return sql`false`
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  return sql`(s.id in (${list}) and coalesce(
      (select max(q.started_at) from scraper_queue q where q.source_id = s.id), s.last_checked)
    + make_interval(secs => greatest(${recheckMinutes * 60}::float8, ${rateLimitFloorSeconds}))
    <= ${now}::timestamptz)`
}

/**
 * The enabled catalogue sources whose next run is due at `now` (see the file comment), none with
 * a run pending or running.
 */
export async function dueSources(
  db: Db,
  now = new Date(),
  saleDay: { recheckMinutes: number } = { recheckMinutes: SALE_DAY_RECHECK_MINUTES },
): Promise<Source[]> {
  const onSale = await sourcesWithSaleBetween(db, saleDayWindow(now))
  const at = now.toISOString()
  const result = await db.execute<{ id: string }>(sql`
    select s.id from sources s
    where s.active and s.preset_id is not null and s.access = 'open'
      and (s.last_checked is null
        or s.last_checked + make_interval(hours => coalesce(s.update_every_hours, 24)) <= ${at}::timestamptz
        or ${saleDayDue(onSale, saleDay.recheckMinutes, at)})
      and not exists (
        select 1 from scraper_queue q
        where q.source_id = s.id and q.status in ('pending', 'running'))`)
  if (result.rows.length === 0) return []
  const rows = await db.select().from(sources)
  const due = new Set(result.rows.map((row) => row.id))
  return rows.filter((row) => due.has(row.id))
}
