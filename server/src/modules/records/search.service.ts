/**
 * A public-records search (ARCHITECTURE.md "Search", docs/decisions/0050, 0053), one path for
 * every user: the session (read by the route), then one statement that spends the entitlements
 * and runs the search.
 *
 * 1. Refusals that need no database: several ZIPs or a county without a ZIP (Elite only), city
 *    and county filters (plans with them).
 * 2. A plan that counts the month's counties or record views, and a search filtered by equity,
 *    first reads the found filings (search-found-first.ts): the county and the views granted
 *    depend on them.
 * 3. The search's one statement (search-statement.ts): the entitlements spent in order, each by
 *    its owner's database function (search-entitlements.ts): the rate limits (the minute, and a
 *    subscriber's searches a day), the trial's search, a limited plan's county and Basic's record
 *    views; then the filings read, the search saved as one row with how many results the user
 *    may read, the results written as JSON, and an unlimited plan's county recorded. A refused
 *    entitlement leaves everything after it unspent and nothing saved.
 *
 * A search never waits on a remote site, and nothing is answered before it is saved.
 */
import { SEARCH_MESSAGES } from '@common/contracts/records'
import { TRIAL } from '@common/limits'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { hasActiveSubscription, trialRefusal } from '../accounts'
import { limitsFor, usagePeriod } from '../billing'
import type { ThrottleRule } from '../throttle'
import type { IndexQuery } from './records-index.queries'
import { isMultiArea } from './search-area'
import type { EntitlementRefusal, SearchEntitlements } from './search-entitlements'
import { hasEquityFilter, type PropertyEquityReader, withEquity } from './search-equity'
import { type FoundFirst, findFirst } from './search-found-first'
import { replyJson, searchView } from './search-reply'
import { runSearchStatement } from './search-statement'

const DAY_MS = 86_400_000

export interface SearchOptions {
  /** SEARCH_RATE_LIMIT_PER_MINUTE: searches a user may run a minute. */
  rateLimitPerMinute: number
  /** The shared property figures, for searches filtered by equity (the composition root's). */
  readEquity: PropertyEquityReader
}

/** What a user's plan lets this search do, or the refusal (thrown) when it does not. */
interface SearchPlan {
  trial: boolean
  /** The rate limits in order: the minute, then a subscriber's searches a day (UTC). */
  throttles: ThrottleRule[]
  /**
   * The month's distinct counties: a limit (claimed before the statement, which it may refuse),
   * unlimited (recorded after it), or none counted (the trial).
   */
  counties: number | 'unlimited' | 'none'
  /** Record views a month (Basic); null: every result is readable. */
  recordViewsPerMonth: number | null
}

function searchPlanOf(user: SessionUser, query: IndexQuery, perMinute: number): SearchPlan {
  const limits = limitsFor(user)
  if (isMultiArea(query) && !limits.multiAreaSearch) {
    throw AppError.forbidden('MULTI_AREA_NOT_IN_PLAN', SEARCH_MESSAGES.multiAreaNotInPlan)
  }
  const minute = { bucket: `search:minute:${user.id}`, limit: perMinute, windowMs: 60_000 }
  if (!hasActiveSubscription(user)) {
    return { trial: true, throttles: [minute], counties: 'none', recordViewsPerMonth: null }
  }
  if ((query.city || query.county) && !limits.cityCountyFilters) {
    throw AppError.forbidden('FILTERS_NOT_IN_PLAN', SEARCH_MESSAGES.filtersNotInPlan)
  }
  const throttles = [minute]
  if (limits.searchesPerDay !== null) {
    const day = new Date().toISOString().slice(0, 10)
    const bucket = `search:day:${day}:${user.id}`
    throttles.push({ bucket, limit: limits.searchesPerDay, windowMs: DAY_MS })
  }
  return {
    trial: false,
    throttles,
    counties: limits.countiesPerMonth ?? 'unlimited',
    recordViewsPerMonth: limits.recordViewsPerMonth,
  }
}

/** What this search spends, given the filings found first (when the plan needed them). */
function entitlementsOf(plan: SearchPlan, found: FoundFirst | null): SearchEntitlements {
  return {
    throttles: plan.throttles,
    trial: plan.trial ? { limit: TRIAL.searches, hours: TRIAL.durationHours } : null,
    countyClaim:
      typeof plan.counties === 'number'
        ? { countyKey: found?.countyKey ?? null, limit: plan.counties }
        : null,
    recordViews:
      plan.recordViewsPerMonth === null
        ? null
        : { limit: plan.recordViewsPerMonth, amount: found?.filings.length ?? 0 },
    recordCounty: plan.counties === 'unlimited',
    period: usagePeriod(),
  }
}

/**
 * The refusal of an entitlement: the minute's rate limit is 429, a subscriber's day's 403
 * DAILY_LIMIT, the trial's says why (not started, ended, used), a county past the plan's limit
 * 403 STATE_NOT_IN_PLAN.
 */
async function refuse(
  db: Db,
  user: SessionUser,
  refusal: NonNullable<EntitlementRefusal>,
): Promise<never> {
  switch (refusal.kind) {
    case 'throttle': {
      if (refusal.step > 0) throw AppError.forbidden('DAILY_LIMIT', SEARCH_MESSAGES.dailyLimit)
      const seconds = Math.ceil((new Date(refusal.expiresAt).getTime() - Date.now()) / 1000)
      throw AppError.rateLimited(SEARCH_MESSAGES.rateLimited, Math.max(1, seconds))
    }
    case 'trial': {
      const trial = await trialRefusal(db, user.id, 'search')
      throw AppError.forbidden(trial.code, trial.message, { reason: trial.reason })
    }
    case 'county':
      throw AppError.forbidden(
        'STATE_NOT_IN_PLAN',
        SEARCH_MESSAGES.stateNotAvailable(refusal.limit),
      )
  }
}

/** Adds the equity figures to the readable results of a search filtered by equity. */
function resultsWithEquity(resultsJson: string, found: FoundFirst | null): string {
  if (!found?.figures) return resultsJson
  const figures = found.figures
  const results = JSON.parse(resultsJson) as Parameters<typeof withEquity>[0][]
  return JSON.stringify(results.map((result) => withEquity(result, figures.get(result.id))))
}

/** Runs a search and answers the reply as JSON text (see the file's comment). */
export async function runSearch(
  db: Db,
  user: SessionUser,
  query: IndexQuery,
  options: SearchOptions,
): Promise<string> {
  const plan = searchPlanOf(user, query, options.rateLimitPerMinute)
  const needsFoundFirst =
    hasEquityFilter(query) || typeof plan.counties === 'number' || plan.recordViewsPerMonth !== null
  const found = needsFoundFirst ? await findFirst(db, query, options.readEquity) : null
  const outcome = await runSearchStatement(db, {
    userId: user.id,
    query,
    visibleCap: plan.trial ? TRIAL.visibleResultsPerSearch : null,
    foundIds: found?.filings.map((filing) => filing.id),
    entitlements: entitlementsOf(plan, found),
  })
  if (outcome.refusal) return refuse(db, user, outcome.refusal)
  const { totalFound, visible } = outcome
  return replyJson(
    {
      search: searchView(query, outcome.saved, totalFound),
      isTrialUser: plan.trial,
      trialLimitReached: plan.trial && visible < totalFound,
      totalFound,
      accessibleInTrial: plan.trial ? visible : totalFound,
      monthlyViewLimitReached: !plan.trial && visible < totalFound,
    },
    resultsWithEquity(outcome.resultsJson, found),
  )
}
