/**
 * A public-records search (ARCHITECTURE.md "Search"): entitlements are checked and spent in
 * SQL first, then the local index answers (never a remote site), the hits are saved as the
 * user's results, and the reply masks what the user's plan may not see.
 */
import { type PublicRecordsSearchResponse, SEARCH_MESSAGES } from '@common/contracts/records'
import { TRIAL } from '@common/limits'
import type { Db } from '../../db/client'
import type { Filing, User } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { consumeTrialAllowance, isTrialUser } from '../accounts/trial.service'
import {
  claimCounty,
  consumeUpTo,
  hasActiveSubscription,
  limitsFor,
} from '../billing/entitlements.service'
import { hitThrottle } from '../throttle/throttle.service'
import { countyOfZip, findFilings, type IndexQuery } from './records-index.queries'
import { saveSearch } from './search-persistence'
import { presentResult } from './search-result.presenter'

const DAY_MS = 86_400_000

/** Checks and spends what this search costs; throws the refusal the client's catalogue maps. */
async function spendEntitlements(
  db: Db,
  user: User,
  query: IndexQuery,
  rateLimitPerMinute: number,
): Promise<void> {
  const perMinute = await hitThrottle(db, {
    bucket: `search:minute:${user.id}`,
    limit: rateLimitPerMinute,
    windowMs: 60_000,
  })
  if (!perMinute.allowed)
    throw AppError.rateLimited(SEARCH_MESSAGES.rateLimited, perMinute.retryAfterSeconds)

  if (!hasActiveSubscription(user)) {
    const trial = await consumeTrialAllowance(db, user.id, 'search')
    if (!trial.ok) throw AppError.forbidden(trial.message, { reason: trial.reason })
    return
  }
  const limits = limitsFor(user)
  if ((query.city || query.county) && !limits.cityCountyFilters) {
    throw AppError.forbidden(SEARCH_MESSAGES.filtersNotInPlan)
  }
  if (limits.searchesPerDay !== null) {
    const day = new Date().toISOString().slice(0, 10)
    const daily = await hitThrottle(db, {
      bucket: `search:day:${day}:${user.id}`,
      limit: limits.searchesPerDay,
      windowMs: DAY_MS,
    })
    if (!daily.allowed) throw AppError.forbidden(SEARCH_MESSAGES.dailyLimit)
  }
  const county =
    query.county ?? (await countyOfZip(db, query.state, query.zipCode)) ?? `zip ${query.zipCode}`
  const claimed = await claimCounty(db, {
    userId: user.id,
    countyKey: `${query.state}:${county}`,
    limit: limits.countiesPerMonth,
  })
  if (!claimed.ok)
    throw AppError.forbidden(SEARCH_MESSAGES.stateNotAvailable(limits.countiesPerMonth ?? 0))
}

/** How many of the found filings this user may see unmasked. */
async function visibleCount(
  db: Db,
  user: User,
  found: Filing[],
): Promise<{ visible: number; trial: boolean }> {
  if (isTrialUser(user)) {
    return { visible: Math.min(found.length, TRIAL.visibleResultsPerSearch), trial: true }
  }
  const limit = limitsFor(user).recordViewsPerMonth
  if (limit === null) return { visible: found.length, trial: false }
  const granted = await consumeUpTo(db, {
    userId: user.id,
    counter: 'recordsViewed',
    limit,
    amount: found.length,
  })
  return { visible: granted, trial: false }
}

export async function runSearch(
  db: Db,
  user: User,
  query: IndexQuery,
  options: { rateLimitPerMinute: number },
): Promise<PublicRecordsSearchResponse> {
  await spendEntitlements(db, user, query, options.rateLimitPerMinute)
  const found = await findFilings(db, query)
  const { visible, trial } = await visibleCount(db, user, found)

  const saved = await saveSearch(db, { userId: user.id, query, found, visible })

  return {
    search: {
      id: saved.id,
      state: query.state,
      zipCode: query.zipCode,
      city: query.city ?? null,
      county: query.county ?? null,
      searchStatus: 'completed',
      resultsCount: found.length,
      createdAt: saved.createdAt.toISOString(),
    },
    results: found.map((filing, index) => presentResult(filing, index < visible)),
    isTrialUser: trial,
    trialLimitReached: trial && found.length > visible,
    totalFound: found.length,
    accessibleInTrial: trial ? visible : found.length,
    monthlyViewLimitReached: !trial && visible < found.length,
  }
}
