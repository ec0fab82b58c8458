/**
 * The month's distinct counties (issue 6): a claim per county searched, refused past the plan's
 * limit, serialised per user so parallel searches cannot pass it together.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { usagePeriod } from './monthly-usage.service'

/**
 * Counts a county towards the month's distinct counties, if the plan allows one more. A county
 * already counted this month is always allowed. With a limit, claims are serialised per user by
 * an advisory lock, so parallel searches in new counties cannot pass the limit together; without
 * one (limit null) the claim cannot refuse and only records the county. One statement either way
 * (billing_claim_county, which a search's own statement calls too).
 */
export async function claimCounty(
  db: Db,
  options: {
    userId: string
    /** "STATE:county" (stored normalised, county-key.ts). */
    countyKey: string
    limit: number | null
    now?: Date
  },
): Promise<{ ok: boolean; used: number }> {
  const { year, month } = usagePeriod(options.now)
  const result = await db.execute<{ ok: boolean; used: number }>(sql`
    select c.ok, c.used from billing_claim_county(${options.userId}::uuid, ${year}::int,
      ${month}::int, ${options.countyKey}::text, ${options.limit}::int) c`)
  const row = result.rows[0]
  return { ok: Boolean(row?.ok), used: Number(row?.used ?? 0) }
}
