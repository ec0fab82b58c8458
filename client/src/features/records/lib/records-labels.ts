import type { TrialStatusResponse, UserResponse } from '@common/contracts/accounts'
import { TRIAL } from '@common/limits'

type TrialFields = Pick<
  TrialStatusResponse,
  'isExpired' | 'startedAt' | 'searchesRemaining' | 'downloadsRemaining' | 'hoursRemaining'
>

/**
 * The header's trial badge (spec section 2): 'Trial Expired'; for a running trial the searches
 * and downloads left out of 2 and the hours left, rounded up; else 'Free Trial Available'.
 */
export function trialBadgeLabel(status: TrialFields): string {
  if (status.isExpired) return 'Trial Expired'
  if (!status.startedAt) return 'Free Trial Available'
  const searches = status.searchesRemaining ?? 0
  const downloads = status.downloadsRemaining ?? 0
  const hours = Math.ceil(status.hoursRemaining ?? 0)
  return `Trial: ${searches}/${TRIAL.searches} searches · ${downloads}/${TRIAL.downloads} downloads · ${hours}h left`
}

/**
 * The header's plan badge: the tier of an active subscription, else 'Free' (the tier the
 * server applies to anyone without one), followed by 'Plan'.
 */
export function planBadgeLabel(
  user: Pick<UserResponse, 'subscriptionTier' | 'subscriptionStatus'>,
) {
  const tier = user.subscriptionStatus === 'active' ? user.subscriptionTier : 'free'
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)} Plan`
}

export type DocumentTypeTone = 'lis-pendens' | 'verified-complaint' | 'neutral'

/** The result card's colour: Lis Pendens orange, Verified Complaint red, any other neutral. */
export function documentTypeTone(documentType: string): DocumentTypeTone {
  const normalised = documentType.trim().toLowerCase()
  if (normalised === 'lis pendens') return 'lis-pendens'
  if (normalised === 'verified complaint') return 'verified-complaint'
  return 'neutral'
}

export type DocumentActionKind = 'upgrade' | 'view' | 'kept' | 'unavailable'

/**
 * What a result's document control offers: a trial user without trial access to it is sent to
 * upgrade; a document that is available and has a URL opens; anything else is 'Not Available'.
 */
export function documentActionKind(options: {
  documentUrl: string | null
  isDocumentAvailable: boolean
  isAccessibleInTrial: boolean
  isTrialUser: boolean
}): DocumentActionKind {
  if (options.isTrialUser && !options.isAccessibleInTrial) return 'upgrade'
  if (options.isDocumentAvailable && options.documentUrl) return 'view'
  // Available with no link: a notice whose source serves it only in its own session, kept in
  // our storage (0043); it is downloaded from the dashboard once kept as a lead.
  if (options.isDocumentAvailable) return 'kept'
  return 'unavailable'
}

const COUNTY_WORDS = /\b(county|parish|borough|city|municipality)\b/i

/** The card's place line, 'Cincinnati, Hamilton County, OH', leaving out what is missing. */
export function placeLine(result: { city: string | null; county: string | null; state: string }) {
  const county = result.county?.trim()
  const countyLabel = county && !COUNTY_WORDS.test(county) ? `${county} County` : county
  return [result.city?.trim(), countyLabel, result.state.trim()].filter(Boolean).join(', ')
}

/** A saved search's equity criteria in a few words (0039), '' when it has none. */
export function equityCriteriaLabel(search: {
  minEquity: number | null
  minEquityPercent: number | null
  absenteeOnly: boolean
  sort: 'filingDate' | 'equity'
}): string {
  const parts: string[] = []
  if (search.minEquity !== null) parts.push(`equity ≥ $${search.minEquity.toLocaleString('en-US')}`)
  if (search.minEquityPercent !== null) parts.push(`equity ≥ ${search.minEquityPercent}%`)
  if (search.absenteeOnly) parts.push('absentee owners')
  if (search.sort === 'equity') parts.push('by equity')
  return parts.join(', ')
}
