/**
 * A public-records search (ARCHITECTURE.md "Search", docs/decisions/0050), one path for every
 * user: the session (read by the route), then the entitlements spent, then one statement.
 *
 * 1. Refusals that need no database: several ZIPs or a county without a ZIP (Elite only), city
 *    and county filters (plans with them).
 * 2. Entitlements, each spent atomically in SQL by its owner: the rate limits (the minute, and a
 *    subscriber's searches a day), the trial's search, and for a plan that counts them the
 *    month's county and record views. The last two need the found filings, so such a search (and
 *    one filtered by equity) reads them first (search-found-first.ts).
 * 3. The search's one statement (search-statement.ts): read the filings, save the search as one
 *    row with how many results the user may read, write the results as JSON. A plan whose
 *    counties are unlimited then records the county the statement names.
 *
 * A search never waits on a remote site, and nothing is answered before it is saved.
 */
import { SEARCH_MESSAGES } from '@common/contracts/records'
import { TRIAL } from '@common/limits'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { consumeTrialAllowance, hasActiveSubscription } from '../accounts'
import { claimCounty, consumeUpTo, limitsFor } from '../billing'
import { hitThrottleChain, type ThrottleRule } from '../throttle'
import type { IndexQuery } from './records-index.queries'
import { isMultiArea } from './search-area'
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

/** Counts the rate limits: the minute's refusal is 429, a subscriber's day's 403 DAILY_LIMIT. */
async function spendRateLimits(db: Db, plan: SearchPlan): Promise<void> {
  const verdict = await hitThrottleChain(db, plan.throttles)
  if (!verdict.refusal) return
  if (verdict.refusedAt === 0) {
    throw AppError.rateLimited(SEARCH_MESSAGES.rateLimited, verdict.refusal.retryAfterSeconds)
  }
  throw AppError.forbidden('DAILY_LIMIT', SEARCH_MESSAGES.dailyLimit)
}

/** Spends one of the trial's searches, or throws its refusal. */
async function spendTrialSearch(db: Db, user: SessionUser): Promise<void> {
  const trial = await consumeTrialAllowance(db, user.id, 'search')
  if (!trial.ok) throw AppError.forbidden(trial.code, trial.message, { reason: trial.reason })
}

/**
 * A limited plan's county (a search that found nothing covered none) and Basic's record views
 * for what was found: how many results the user may read. The county is claimed before anything
 * is granted, so a refused county spends no views.
 */
async function spendCountyAndViews(
  db: Db,
  user: SessionUser,
  plan: SearchPlan,
  found: FoundFirst,
): Promise<number | null> {
  if (typeof plan.counties === 'number' && found.countyKey !== null) {
    const limit = plan.counties
    const claimed = await claimCounty(db, { userId: user.id, countyKey: found.countyKey, limit })
    if (!claimed.ok) {
      throw AppError.forbidden('STATE_NOT_IN_PLAN', SEARCH_MESSAGES.stateNotAvailable(limit))
    }
  }
  if (plan.recordViewsPerMonth === null) return null
  return consumeUpTo(db, {
    userId: user.id,
    counter: 'recordsViewed',
    limit: plan.recordViewsPerMonth,
    amount: found.filings.length,
  })
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
  await spendRateLimits(db, plan)
  if (plan.trial) await spendTrialSearch(db, user)
  const needsFoundFirst =
    hasEquityFilter(query) || typeof plan.counties === 'number' || plan.recordViewsPerMonth !== null
  const found = needsFoundFirst ? await findFirst(db, query, options.readEquity) : null
  const viewsGranted = found ? await spendCountyAndViews(db, user, plan, found) : null
  const outcome = await runSearchStatement(db, {
    userId: user.id,
    query,
    visibleCap: plan.trial ? TRIAL.visibleResultsPerSearch : viewsGranted,
    foundIds: found?.filings.map((filing) => filing.id),
  })
  if (plan.counties === 'unlimited' && outcome.countyKey !== null) {
    await claimCounty(db, { userId: user.id, countyKey: outcome.countyKey, limit: null })
  }
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
