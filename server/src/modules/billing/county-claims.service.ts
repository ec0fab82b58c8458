/**
 * The month's distinct counties (issue 6): a claim per county searched, refused past the plan's
 * limit, serialised per user so parallel searches cannot pass it together.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { countyKeySql } from './county-key'
import { usagePeriod } from './monthly-usage.service'

/**
 * The county claim of a plan whose counties are unlimited, as one SQL statement for a caller to
 * run inside its own (a CTE): such a claim cannot refuse, so it needs neither claimCounty's
 * lock nor its counts, and inside the statement that saves the search it costs no round trip
 * or commit of its own. Only records the county (for the usage report); a null key records
 * nothing.
 */
export function unlimitedCountyClaimSql(options: {
  /** The user's id, or SQL giving it (a placeholder of a statement compiled once per shape). */
  userId: string | SQL
  /** "STATE:county", or an SQL expression giving it (normalised here by countyKeySql). */
  countyKey: string | SQL
  now?: Date
  /** The usage period as SQL (placeholders, filled with usagePeriod's); else `now`'s. */
  period?: { year: SQL; month: SQL }
}): SQL {
  const { year, month } = options.period ?? usagePeriod(options.now)
  // A key that is null (a search that found nothing covered no county) records nothing.
  return sql`insert into monthly_usage_counties (user_id, year, month, county_key)
    select ${options.userId}::uuid, ${year}::int, ${month}::int, key.county_key
    from (select ${countyKeySql(options.countyKey)} as county_key) as key
    where key.county_key is not null
    on conflict do nothing
    returning 1 as inserted`
}

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
    /** "STATE:county", or an SQL expression giving it (normalised here by countyKeySql). */
    countyKey: string | SQL
    limit: number | null
    now?: Date
  },
): Promise<{ ok: boolean; used: number }> {
  const { year, month } = usagePeriod(options.now)
  const scope = sql`select county_key from monthly_usage_counties
    where user_id = ${options.userId}::uuid and year = ${year}::int and month = ${month}::int`
  if (options.limit === null) {
    // The count reads the statement's snapshot, from before its own insert: add that.
    const result = await db.execute<{ used: number }>(sql`
      with claim as (${unlimitedCountyClaimSql(options)})
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
