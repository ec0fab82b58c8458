/**
 * The one-statement search of a plan refused only by rate limits (Elite, 0018), its rate-limit
 * rules and refusals (shared with search.service.ts's general path), and the same search on a
 * session this process only holds a hint of, guarded in the statement (0047).
 */
import { SEARCH_MESSAGES } from '@common/contracts/records'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import {
  hasActiveSubscription,
  type SessionHint,
  sessionGuardSql,
  sessionGuardValues,
} from '../accounts'
import { limitsFor, unlimitedCountyClaimSql, usagePeriod } from '../billing'
import type { ThrottleChainVerdict, ThrottleRule } from '../throttle'
import type { IndexQuery } from './records-index.queries'
import { isMultiArea } from './search-area'
import { hasEquityFilter } from './search-equity'
import { findAndSaveSearch, type SearchAlsoWrite, type SearchGuard } from './search-persistence'
import { replyJson, searchView } from './search-reply'

const DAY_MS = 86_400_000

/** The per-user limit of searches a minute (SEARCH_RATE_LIMIT_PER_MINUTE). */
export const minuteRule = (user: SessionUser, limit: number): ThrottleRule => ({
  bucket: `search:minute:${user.id}`,
  limit,
  windowMs: 60_000,
})

/** A subscriber's rate limits in order: the minute, then the plan's searches a day (UTC). */
export function searchThrottles(
  user: SessionUser,
  perMinute: number,
  perDay: number | null,
): ThrottleRule[] {
  const minute = minuteRule(user, perMinute)
  if (perDay === null) return [minute]
  const day = new Date().toISOString().slice(0, 10)
  return [minute, { bucket: `search:day:${day}:${user.id}`, limit: perDay, windowMs: DAY_MS }]
}

/** A subscriber's refused rate limit: the minute's is 429, the day's 403 DAILY_LIMIT. */
export function throwRefusal(verdict: ThrottleChainVerdict): never {
  if (verdict.refusedAt === 0) {
    throw AppError.rateLimited(SEARCH_MESSAGES.rateLimited, verdict.refusal?.retryAfterSeconds)
  }
  throw AppError.forbidden('DAILY_LIMIT', SEARCH_MESSAGES.dailyLimit)
}

/**
 * An unlimited plan's county claim as the search statement's other write, its user and month as
 * placeholders (the statement is compiled once, see findAndSaveSearch).
 */
export function countyClaimWrite(user: SessionUser): SearchAlsoWrite {
  const { year, month } = usagePeriod()
  return {
    shape: 'unlimited-county-claim',
    build: (countyKey) =>
      unlimitedCountyClaimSql({
        userId: sql.placeholder('county_user_id').getSQL(),
        countyKey,
        period: {
          year: sql.placeholder('county_year').getSQL(),
          month: sql.placeholder('county_month').getSQL(),
        },
      }),
    values: { county_user_id: user.id, county_year: year, county_month: month },
  }
}

export const GUARD_FAILED = Symbol('guard failed')

/**
 * A plan whose only refusals are the rate limits (unlimited counties and record views: Elite):
 * the minute and day counts, the index read, the search row and the county record are ONE
 * statement, whose reply's results PostgreSQL writes as JSON. Null for any other user (the
 * caller takes the general path, which also refuses filters a plan does not include). With a
 * guard, GUARD_FAILED when it did not hold (nothing was counted or written).
 */
export async function unlimitedSearch(
  db: Db,
  user: SessionUser,
  query: IndexQuery,
  rateLimitPerMinute: number,
  guard?: SearchGuard,
): Promise<string | null | typeof GUARD_FAILED> {
  if (!hasActiveSubscription(user)) return null
  const limits = limitsFor(user)
  if (
    limits.countiesPerMonth !== null ||
    limits.recordViewsPerMonth !== null ||
    ((query.city || query.county) && !limits.cityCountyFilters)
  ) {
    return null
  }
  const outcome = await findAndSaveSearch(db, {
    userId: user.id,
    query,
    visibleCap: null,
    alsoWrite: countyClaimWrite(user),
    throttles: searchThrottles(user, rateLimitPerMinute, limits.searchesPerDay),
    guard,
  })
  if (outcome.guardFailed) return GUARD_FAILED
  if (outcome.refused) throwRefusal(outcome.refused)
  const { totalFound } = outcome
  return replyJson(
    {
      search: searchView(query, outcome.saved, totalFound),
      isTrialUser: false,
      trialLimitReached: false,
      totalFound,
      accessibleInTrial: totalFound,
      monthlyViewLimitReached: false,
    },
    outcome.resultsJson,
  )
}

/** The hinted session's guard (0047), built once: its values are placeholders. */
const SESSION_GUARD = sessionGuardSql()

/**
 * A search on a session this process only has a hint of (0047): when the hinted user's plan and
 * the query allow the one-statement search, that statement runs guarded by the session row and
 * the hinted plan, so a session signed out elsewhere, expired or changed plan counts and writes
 * nothing. Null when the hint cannot be used or the guard failed: the caller then reads the
 * session (401 without one) and calls runSearch. Refuses only after the guard held.
 */
export async function runHintedSearch(
  db: Db,
  hint: SessionHint,
  query: IndexQuery,
  options: { rateLimitPerMinute: number },
): Promise<string | null> {
  if (hasEquityFilter(query)) return null
  if (isMultiArea(query) && !limitsFor(hint.user).multiAreaSearch) return null
  const outcome = await unlimitedSearch(db, hint.user, query, options.rateLimitPerMinute, {
    shape: 'session-guard',
    condition: SESSION_GUARD,
    values: sessionGuardValues(hint, new Date()),
  })
  return outcome === GUARD_FAILED ? null : outcome
}
