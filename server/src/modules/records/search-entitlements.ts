/**
 * What a search spends, inside its one statement (docs/decisions/0050, 0053): the rate limits
 * (the minute, then a subscriber's searches a day), the trial's search, a limited plan's county
 * and Basic's record views, each only when everything before it allowed the search, and, once
 * the search is saved, the county an unlimited plan records. Each is spent by its owner's
 * database function (throttle_hit, accounts_trial_spend, billing_claim_county,
 * billing_grant_usage: the baseline migration), so no other module's table is written here.
 *
 * The chain is a row of CTEs `ent0`, `ent1`...: each adds one column, computed by CASE only when
 * the earlier steps allowed it (CASE does not evaluate a branch it does not take), and a CTE that
 * calls a volatile function is evaluated once, in the order the steps reference each other.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { ThrottleRule } from '../throttle'

export interface SearchEntitlements {
  /** The rate limits, in order; the first is the minute's. */
  throttles: readonly ThrottleRule[]
  /** The trial's search (a trial user), with the trial's length. */
  trial: { limit: number; hours: number } | null
  /** A limited plan's county: the key found first (null: found nothing, nothing to claim). */
  countyClaim: { countyKey: string | null; limit: number } | null
  /** Basic's record views a month, granted up to the number found. */
  recordViews: { limit: number; amount: number } | null
  /** An unlimited plan records the county the statement names, once the search is saved. */
  recordCounty: boolean
  /** The usage month (UTC) of the county and view counts. */
  period: { year: number; month: number }
}

/** Which entitlement refused the search; null: all allowed it. */
export type EntitlementRefusal =
  | { kind: 'throttle'; step: number; hits: number; expiresAt: string }
  | { kind: 'trial' }
  | { kind: 'county'; limit: number }
  | null

/** The entitlement columns the statement answers (`e_` prefixed). */
export interface EntitlementRow extends Record<string, unknown> {
  e_ok: boolean
  e_granted: number | null
  /** And e_hits0, e_expires0, e_hits1...: each throttle step's count and window end. */
  e_trial_used?: number | null
  e_county_ok?: boolean | null
}

const placeholder = (name: string) => sql.placeholder(name).getSQL()

/** The part of the statement's shape (its prepared name) that the entitlements decide. */
export function entitlementsShape(entitlements: SearchEntitlements): string {
  return [
    `throttles${entitlements.throttles.length}`,
    entitlements.trial ? 'trial' : '',
    entitlements.countyClaim?.countyKey ? 'county-claim' : '',
    entitlements.recordViews ? 'views' : '',
    entitlements.recordCounty ? 'county-record' : '',
  ].join('|')
}

/** The placeholders' values. */
export function entitlementValues(entitlements: SearchEntitlements): Record<string, unknown> {
  const values: Record<string, unknown> = {
    e_year: entitlements.period.year,
    e_month: entitlements.period.month,
  }
  entitlements.throttles.forEach((rule, step) => {
    values[`e_bucket${step}`] = rule.bucket
    values[`e_limit${step}`] = rule.limit
    values[`e_window${step}`] = rule.windowMs / 1000
  })
  if (entitlements.trial) {
    values.e_trial_limit = entitlements.trial.limit
    values.e_trial_hours = entitlements.trial.hours
  }
  if (entitlements.countyClaim?.countyKey) {
    values.e_county_key = entitlements.countyClaim.countyKey
    values.e_county_limit = entitlements.countyClaim.limit
  }
  if (entitlements.recordViews) {
    values.e_views_limit = entitlements.recordViews.limit
    values.e_views_amount = entitlements.recordViews.amount
  }
  return values
}

/**
 * The CTEs of the chain, ending in `ent` (one row: the steps' columns and `ok`), for a statement
 * whose user is the placeholder `user_id`.
 */
export function entitlementsCtes(entitlements: SearchEntitlements): SQL {
  const user = sql`${placeholder('user_id')}::uuid`
  const year = sql`${placeholder('e_year')}::int`
  const month = sql`${placeholder('e_month')}::int`
  const steps: Array<{ column: string; value: SQL; allows: SQL }> = []
  entitlements.throttles.forEach((_, step) => {
    steps.push({
      column: `t${step}`,
      value: sql`throttle_hit(${placeholder(`e_bucket${step}`)}::text, ${placeholder(`e_window${step}`)}::float8)`,
      allows: sql`(p.${sql.raw(`t${step}`)}).hits <= ${placeholder(`e_limit${step}`)}::int`,
    })
  })
  if (entitlements.trial) {
    steps.push({
      column: 'trial_used',
      value: sql`accounts_trial_spend(${user}, 'search', ${placeholder('e_trial_limit')}::int,
        ${placeholder('e_trial_hours')}::int)`,
      allows: sql`p.trial_used is not null`,
    })
  }
  if (entitlements.countyClaim?.countyKey) {
    steps.push({
      column: 'county',
      value: sql`billing_claim_county(${user}, ${year}, ${month},
        ${placeholder('e_county_key')}::text, ${placeholder('e_county_limit')}::int)`,
      allows: sql`(p.county).ok`,
    })
  }
  if (entitlements.recordViews) {
    steps.push({
      column: 'granted',
      value: sql`billing_grant_usage(${user}, ${year}, ${month}, 'records_viewed',
        ${placeholder('e_views_limit')}::int, ${placeholder('e_views_amount')}::int)`,
      allows: sql`true`,
    })
  }
  const ctes: SQL[] = []
  steps.forEach((step, index) => {
    const name = sql.raw(`ent${index}`)
    const earlier = steps.slice(0, index).map((one) => one.allows)
    const value = earlier.length
      ? sql`case when ${sql.join(earlier, sql` and `)} then ${step.value} end`
      : step.value
    const from = index > 0 ? sql` from ${sql.raw(`ent${index - 1}`)} p` : sql``
    ctes.push(
      sql`${name} as (select ${index > 0 ? sql`p.*, ` : sql``}${value} as ${sql.raw(step.column)}${from})`,
    )
  })
  const all = sql.join(
    steps.map((step) => step.allows),
    sql` and `,
  )
  ctes.push(sql`ent as (select p.*, coalesce(${all}, false) as ok
    from ${sql.raw(`ent${steps.length - 1}`)} p)`)
  return sql.join(ctes, sql`, `)
}

/** The visible cap of Basic's record views: what the chain granted. */
export const grantedViewsSql = sql`(select granted from ent)`

/** The entitlement columns of the statement's answer. */
export function entitlementColumns(entitlements: SearchEntitlements): SQL {
  const columns: SQL[] = [sql`(select ok from ent) as e_ok`]
  entitlements.throttles.forEach((_, step) => {
    const t = sql.raw(`t${step}`)
    columns.push(
      sql`(select (${t}).hits from ent) as ${sql.raw(`e_hits${step}`)}`,
      sql`(select (${t}).expires_at from ent) as ${sql.raw(`e_expires${step}`)}`,
    )
  })
  if (entitlements.trial) columns.push(sql`(select trial_used from ent) as e_trial_used`)
  if (entitlements.countyClaim?.countyKey) {
    columns.push(sql`(select (county).ok from ent) as e_county_ok`)
  }
  columns.push(
    entitlements.recordViews
      ? sql`(select granted from ent) as e_granted`
      : sql`null::int as e_granted`,
  )
  return sql.join(columns, sql`, `)
}

/** The first entitlement that refused, from the statement's answer; null when none did. */
export function refusalOf(
  entitlements: SearchEntitlements,
  row: EntitlementRow,
): EntitlementRefusal {
  if (row.e_ok) return null
  for (const [step, rule] of entitlements.throttles.entries()) {
    const hits = row[`e_hits${step}`] as number | string | null | undefined
    if (hits === null || hits === undefined || Number(hits) > rule.limit) {
      return {
        kind: 'throttle',
        step,
        hits: Number(hits ?? 0),
        expiresAt: String(row[`e_expires${step}`] ?? new Date().toISOString()),
      }
    }
  }
  if (entitlements.trial && (row.e_trial_used === null || row.e_trial_used === undefined)) {
    return { kind: 'trial' }
  }
  return { kind: 'county', limit: entitlements.countyClaim?.limit ?? 0 }
}
