/**
 * A public-records search (ARCHITECTURE.md "Search"): rate limits and the trial or daily
 * allowance are checked and spent in SQL first, then the local index answers (never a remote
 * site), then the plan's county is claimed (its county read from the answer, which saves a
 * query; a refused county wastes only that read; an empty answer claims none), the search is
 * saved as one row with the found filings' ids and how many the user may read, and the reply
 * masks what the user's plan may not see. Nothing is answered before it is saved.
 */
import { type PublicRecordsSearchResponse, SEARCH_MESSAGES } from '@common/contracts/records'
import { TRIAL } from '@common/limits'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import {
  consumeTrialAllowance,
  hasActiveSubscription,
  type SessionHint,
  sessionGuardSql,
  sessionGuardValues,
} from '../accounts'
import {
  claimCounty,
  consumeUpTo,
  limitsFor,
  unlimitedCountyClaimSql,
  usagePeriod,
} from '../billing'
import { hitThrottleChain, type ThrottleChainVerdict, type ThrottleRule } from '../throttle'
import {
  hasStageFilter,
  type IndexedFiling,
  type IndexQuery,
  MAX_RESULTS,
} from './records-index.queries'
import { isMultiArea } from './search-area'
import { searchCountyKeySql } from './search-county-key'
import {
  filingOf,
  findForSearch,
  hasEquityFilter,
  type PropertyEquityReader,
  withEquity,
} from './search-equity'
import {
  findAndSaveSearch,
  type SearchAlsoWrite,
  type SearchGuard,
  saveSearch,
} from './search-persistence'
import { replyJson, searchView } from './search-reply'
import { presentResult } from './search-result.presenter'

const DAY_MS = 86_400_000

/** The per-user limit of searches a minute (SEARCH_RATE_LIMIT_PER_MINUTE). */
const minuteRule = (user: SessionUser, limit: number): ThrottleRule => ({
  bucket: `search:minute:${user.id}`,
  limit,
  windowMs: 60_000,
})

/** A subscriber's rate limits in order: the minute, then the plan's searches a day (UTC). */
function searchThrottles(
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
function throwRefusal(verdict: ThrottleChainVerdict): never {
  if (verdict.refusedAt === 0) {
    throw AppError.rateLimited(SEARCH_MESSAGES.rateLimited, verdict.refusal?.retryAfterSeconds)
  }
  throw AppError.forbidden('DAILY_LIMIT', SEARCH_MESSAGES.dailyLimit)
}

/**
 * Checks and spends the rate limits and the trial or plan allowance of this search; throws the
 * refusal the client's catalogue maps. The minute and day limits are one statement (the day is
 * counted only when the minute allows). Returns the plan's county rule for claimCountyOf.
 */
async function spendEntitlements(
  db: Db,
  user: SessionUser,
  query: IndexQuery,
  rateLimitPerMinute: number,
): Promise<{ countiesPerMonth: number | null } | null> {
  const minute = minuteRule(user, rateLimitPerMinute)
  if (!hasActiveSubscription(user)) {
    const { refusal } = await hitThrottleChain(db, [minute])
    if (refusal) throw AppError.rateLimited(SEARCH_MESSAGES.rateLimited, refusal.retryAfterSeconds)
    const trial = await consumeTrialAllowance(db, user.id, 'search')
    if (!trial.ok) throw AppError.forbidden(trial.code, trial.message, { reason: trial.reason })
    return null
  }
  const limits = limitsFor(user)
  if ((query.city || query.county) && !limits.cityCountyFilters) {
    throw AppError.forbidden('FILTERS_NOT_IN_PLAN', SEARCH_MESSAGES.filtersNotInPlan)
  }
  const verdict = await hitThrottleChain(
    db,
    searchThrottles(user, rateLimitPerMinute, limits.searchesPerDay),
  )
  if (verdict.refusal) throwRefusal(verdict)
  return { countiesPerMonth: limits.countiesPerMonth }
}

/**
 * The plan's county key of a search whose filings the server holds (searchCountyKeySql): the
 * first found filing naming a county is known here, and without a city filter and below the
 * result cap `found` is every filing of the ZIP, so the index need not be asked again.
 */
function countyKeyOf(query: IndexQuery, found: IndexedFiling[]): SQL {
  return searchCountyKeySql(query, {
    firstNamedCounty: found.find((filing) => filing.county !== null)?.county ?? null,
    askIndex:
      Boolean(query.city) ||
      hasStageFilter(query) ||
      hasEquityFilter(query) ||
      found.length >= MAX_RESULTS,
  })
}

/**
 * Counts the search's county towards the plan's distinct counties a month (a plan with a
 * limit, which may refuse); the county comes from the found filings when they name one, which
 * saves a read of the index.
 */
async function claimCountyOf(
  db: Db,
  user: SessionUser,
  query: IndexQuery,
  found: IndexedFiling[],
  limit: number,
): Promise<void> {
  const claimed = await claimCounty(db, {
    userId: user.id,
    countyKey: countyKeyOf(query, found),
    limit,
  })
  if (!claimed.ok)
    throw AppError.forbidden('STATE_NOT_IN_PLAN', SEARCH_MESSAGES.stateNotAvailable(limit))
}

/** How many of the found filings a subscriber may see unmasked (Basic: its remaining views). */
async function visibleCount(db: Db, user: SessionUser, found: IndexedFiling[]): Promise<number> {
  const limit = limitsFor(user).recordViewsPerMonth
  if (limit === null) return found.length
  return consumeUpTo(db, {
    userId: user.id,
    counter: 'recordsViewed',
    limit,
    amount: found.length,
  })
}

/**
 * An unlimited plan's county claim as the search statement's other write, its user and month as
 * placeholders (the statement is compiled once, see findAndSaveSearch).
 */
function countyClaimWrite(user: SessionUser): SearchAlsoWrite {
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

const GUARD_FAILED = Symbol('guard failed')

/**
 * A plan whose only refusals are the rate limits (unlimited counties and record views: Elite):
 * the minute and day counts, the index read, the search row and the county record are ONE
 * statement, whose reply's results PostgreSQL writes as JSON. Null for any other user (the
 * caller takes the general path, which also refuses filters a plan does not include). With a
 * guard, GUARD_FAILED when it did not hold (nothing was counted or written).
 */
async function unlimitedSearch(
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

/**
 * Runs a search and answers the reply as JSON text: refusals first (spendEntitlements), then the
 * index and the save. When how many results are shown is known before the read (the trial: 2; a
 * plan with unlimited views and counties) and no equity filter is set, the index read and the
 * save (and the county record) are one compiled statement; otherwise (a plan that may refuse the
 * county or runs out of views, or a search filtered by equity) the county is claimed and the
 * views granted between the read and the save.
 */
export async function runSearch(
  db: Db,
  user: SessionUser,
  query: IndexQuery,
  options: { rateLimitPerMinute: number; readEquity: PropertyEquityReader },
): Promise<string> {
  // Several ZIPs or a whole county: Elite only, refused before anything is counted (0034).
  if (isMultiArea(query) && !limitsFor(user).multiAreaSearch) {
    throw AppError.forbidden('MULTI_AREA_NOT_IN_PLAN', SEARCH_MESSAGES.multiAreaNotInPlan)
  }
  const byEquity = hasEquityFilter(query)
  if (!byEquity) {
    const unlimited = await unlimitedSearch(db, user, query, options.rateLimitPerMinute)
    if (unlimited === GUARD_FAILED) throw new Error('runSearch: an unguarded search failed a guard')
    if (unlimited !== null) return unlimited
  }
  const plan = await spendEntitlements(db, user, query, options.rateLimitPerMinute)
  if (plan === null && !byEquity) {
    // The trial counts no counties, and shows the first TRIAL.visibleResultsPerSearch.
    const outcome = await findAndSaveSearch(db, {
      userId: user.id,
      query,
      visibleCap: TRIAL.visibleResultsPerSearch,
    })
    if (outcome.guardFailed || outcome.refused)
      throw new Error('runSearch: a search without a throttle or guard was refused')
    const { totalFound, visible } = outcome
    return replyJson(
      {
        search: searchView(query, outcome.saved, totalFound),
        isTrialUser: true,
        trialLimitReached: totalFound > visible,
        totalFound,
        accessibleInTrial: visible,
        monthlyViewLimitReached: false,
      },
      outcome.resultsJson,
    )
  }

  const entries = await findForSearch(db, query, options.readEquity)
  const found = entries.map(filingOf)
  // A search that found nothing covered no county: it claims none (search-county-key.ts).
  if (plan !== null && plan.countiesPerMonth !== null && found.length > 0) {
    // A limited plan may refuse the county: claim it before anything is granted or saved.
    await claimCountyOf(db, user, query, found, plan.countiesPerMonth)
  }
  const visible =
    plan === null
      ? Math.min(TRIAL.visibleResultsPerSearch, found.length)
      : await visibleCount(db, user, found)
  const alsoWrite =
    plan !== null && plan.countiesPerMonth === null && found.length > 0
      ? unlimitedCountyClaimSql({ userId: user.id, countyKey: countyKeyOf(query, found) })
      : undefined
  const saved = await saveSearch(db, { userId: user.id, query, found, visible, alsoWrite })
  const results = entries.map((entry, index) => {
    const result = presentResult(filingOf(entry), index < visible)
    return 'filing' in entry ? withEquity(result, entry.figures) : result
  })
  const trial = plan === null
  const response: PublicRecordsSearchResponse = {
    search: searchView(query, saved, found.length),
    results,
    isTrialUser: trial,
    trialLimitReached: trial && visible < found.length,
    totalFound: found.length,
    accessibleInTrial: trial ? visible : found.length,
    monthlyViewLimitReached: !trial && visible < found.length,
  }
  return JSON.stringify(response)
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
