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
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { consumeTrialAllowance, hasActiveSubscription } from '../accounts'
import { claimCounty, consumeUpTo, limitsFor, unlimitedCountyClaimSql } from '../billing'
import { hitThrottleChain } from '../throttle'
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
import { findAndSaveSearch, saveSearch } from './search-persistence'
import { replyJson, searchView } from './search-reply'
import { presentResult } from './search-result.presenter'
import {
  GUARD_FAILED,
  minuteRule,
  searchThrottles,
  throwRefusal,
  unlimitedSearch,
} from './search-unlimited'

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
