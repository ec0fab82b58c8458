/**
 * The month's distinct counties (issue 6): a claim per county searched, refused past the plan's
 * limit, serialised per user so parallel searches cannot pass it together.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { countyKeySql } from './county-key'
import { usagePeriod } from './monthly-usage.service'

/**
 * Counts a county towards the month's distinct counties, if the plan allows one more. A county
 * already counted this month is always allowed. With a limit, claims are serialised per user by
 * an advisory lock, so parallel searches in new counties cannot pass the limit together; the
 * check and the insert are then one statement after the lock (4 round trips: begin, lock,
 * claim, commit). Without one (limit null) the claim cannot refuse: one statement, no lock.
 */
export async function claimCounty(
  db: Db,
  options: {
    userId: string
    /** "STATE:county" (stored normalised by countyKeySql). */
    countyKey: string
    limit: number | null
    now?: Date
  },
): Promise<{ ok: boolean; used: number }> {
  const { year, month } = usagePeriod(options.now)
  const scope = sql`select county_key from monthly_usage_counties
    where user_id = ${options.userId}::uuid and year = ${year}::int and month = ${month}::int`
  if (options.limit === null) {
    // Cannot refuse: only records the county (for the usage report), no lock. The count reads
    // the statement's snapshot, from before its own insert: add that.
    const result = await db.execute<{ used: number }>(sql`
      with claim as (
        insert into monthly_usage_counties (user_id, year, month, county_key)
        values (${options.userId}::uuid, ${year}::int, ${month}::int, ${countyKeySql(options.countyKey)})
        on conflict do nothing
        returning 1
      )
      select ((select count(*) from (${scope}) as known) + (select count(*) from claim))::int as used`)
    return { ok: true, used: Number(result.rows[0]?.used ?? 0) }
  }
  const limit = options.limit
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`counties:${options.userId}`}))`)
    // After the lock, this statement's snapshot holds every claim of this user committed before.
    const result = await tx.execute<{ used: number; known: boolean; inserted: number }>(sql`
      with key as (select ${countyKeySql(options.countyKey)} as county_key),
      scope as (${scope}), claim as (
        insert into monthly_usage_counties (user_id, year, month, county_key)
        select ${options.userId}::uuid, ${year}::int, ${month}::int, key.county_key from key
        where not exists (select 1 from scope where scope.county_key = key.county_key)
          and (select count(*) from scope) < ${limit}::int
        on conflict do nothing
        returning 1
      )
      select (select count(*) from scope)::int as used,
             exists (select 1 from scope, key where scope.county_key = key.county_key) as known,
             (select count(*) from claim)::int as inserted`)
    const row = result.rows[0]
    const used = Number(row?.used ?? 0)
    if (row?.known) return { ok: true, used }
    if (Number(row?.inserted ?? 0) > 0) return { ok: true, used: used + 1 }
    return { ok: false, used }
  })
}
