/**
 * Social discovery (spec sections 2, 6, 7, 8): a name search, with an optional location, for the
 * person's social profiles. Pro has 5 searches a month, Elite and Premium no limit, Basic none;
 * a search is taken from the allowance in one conditional upsert before the provider is asked
 * (10 parallel searches of a Pro user with 5 left: exactly 5 go through) and given back when the
 * provider finds nobody (it bills per match) or fails. A refusal by plan or allowance is the
 * spec's `success: false` ('Search Restricted'), not an HTTP error.
 */

import { CONTACT_MESSAGES } from '@common/contracts/contacts'
import type {
  ListSocialProfilesResponse,
  SearchSocialProfilesResponse,
  SocialUsage,
  searchSocialProfilesRequest,
} from '@common/contracts/social-profiles'
import type { z } from 'zod'
import type { SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { US_STATE_NAMES } from '../../../text/us-states'
import { consumeMonthlyUsage, limitsFor, monthlyUsageOf, releaseMonthlyUsage } from '../../billing'
import type { ContactsDeps } from '../contacts.deps'
import { ContactProviderError } from '../providers/contact-providers'
import { ownLead } from '../trace/lead-contacts.service'
import { confidenceOf, matchEvidence, parseLocation, platformOf } from './match-evidence'
import { deleteProfile, listProfiles, saveProfiles, toProfileView } from './social-profiles.queries'

/** The provider's lowest likelihood a match may have (Low badges start here). */
const MIN_LIKELIHOOD = 2

function usageOf(used: number, limit: number | null): SocialUsage {
  return {
    searchesUsed: used,
    searchesRemaining: limit === null ? null : Math.max(0, limit - used),
    tierLimit: limit,
  }
}

async function socialUsage(db: ContactsDeps['db'], user: SessionUser): Promise<SocialUsage> {
  const limit = limitsFor(user).socialSearchesPerMonth
  return usageOf(await monthlyUsageOf(db, { userId: user.id, counter: 'socialSearches' }), limit)
}

export async function searchSocialProfiles(
  deps: ContactsDeps,
  options: { user: SessionUser; request: z.output<typeof searchSocialProfilesRequest> },
): Promise<SearchSocialProfilesResponse> {
  const { db, providers } = deps
  const { user, request } = options
  const provider = providers.socialProfiles
  const limit = limitsFor(user).socialSearchesPerMonth
  const refused = (message: string, usage: SocialUsage): SearchSocialProfilesResponse => ({
    success: false,
    message,
    usage,
    profiles: [],
    simulated: provider.simulated,
  })
  if (limit === 0) return refused(CONTACT_MESSAGES.socialNotInPlan, usageOf(0, 0))
  if (request.leadId) await ownLead(db, user.id, request.leadId)

  const now = new Date()
  const quota = await consumeMonthlyUsage(db, {
    userId: user.id,
    counter: 'socialSearches',
    limit,
    now,
  })
  if (!quota.ok)
    return refused(CONTACT_MESSAGES.socialLimit(quota.limit), usageOf(quota.used, limit))

  const location = parseLocation(request.location)
  let match: Awaited<ReturnType<typeof provider.findPerson>>
  try {
    match = await provider.findPerson({
      name: request.name,
      locality: location.locality,
      // PDL's examples name the state ('idaho'); the code is kept for the evidence check.
      region: location.region ? (US_STATE_NAMES[location.region] ?? location.region) : undefined,
      postalCode: location.postalCode,
      minLikelihood: MIN_LIKELIHOOD,
    })
  } catch (error) {
    await releaseMonthlyUsage(db, { userId: user.id, counter: 'socialSearches', now })
    if (error instanceof ContactProviderError) {
      deps.log?.warn({ err: error }, 'social profile provider failed')
      throw new AppError('CONTACT_PROVIDER_ERROR', CONTACT_MESSAGES.providerFailed, 502)
    }
    throw error
  }
  if (!match || match.profiles.length === 0) {
    await releaseMonthlyUsage(db, { userId: user.id, counter: 'socialSearches', now })
    return {
      success: true,
      message: CONTACT_MESSAGES.socialFound(0),
      usage: usageOf(quota.used - 1, limit),
      profiles: [],
      simulated: provider.simulated,
    }
  }
  const evidence = matchEvidence({ name: request.name, location, age: request.age }, match, now)
  const seen = new Set<string>()
  const rows = match.profiles
    .filter((profile) => !seen.has(profile.url) && seen.add(profile.url))
    .map((profile) => ({
      userId: user.id,
      defendantName: request.name,
      platform: platformOf(profile.network),
      profileUrl: profile.url,
      confidence: confidenceOf(match.likelihood),
      username: profile.username,
      matchEvidence: evidence,
      leadId: request.leadId ?? null,
      source: provider.kind,
      simulated: provider.simulated,
    }))
  const saved = await saveProfiles(db, rows)
  return {
    success: true,
    message: CONTACT_MESSAGES.socialFound(saved.length),
    usage: usageOf(quota.used, limit),
    profiles: saved.map(toProfileView),
    simulated: provider.simulated,
  }
}

export async function listSocialProfiles(
  deps: ContactsDeps,
  user: SessionUser,
): Promise<ListSocialProfilesResponse> {
  const rows = await listProfiles(deps.db, user.id)
  return { profiles: rows.map(toProfileView), usage: await socialUsage(deps.db, user) }
}

/** DELETE /api/social-profiles/:id: another user's profile is 404, as one that is not there. */
export async function removeSocialProfile(deps: ContactsDeps, user: SessionUser, id: string) {
  if (!(await deleteProfile(deps.db, user.id, id))) {
    throw AppError.notFound('SOCIAL_PROFILE_NOT_FOUND', CONTACT_MESSAGES.profileNotFound)
  }
  return { success: true as const }
}
