/**
 * Reading a social search: the location the user typed ('Cincinnati, OH', '45202', 'Ohio') as
 * the provider's locality, region and postal code, and which of the search's facts the person the
 * provider matched shares (name, location, age), shown beside the match badge. The confidence is
 * the provider's likelihood (1-10) over 10, as a decimal string: '0.80' is High.
 */
import type { MatchEvidence } from '@common/contracts/social-profiles'
import type { SocialPlatform } from '@common/enums'
import { normalizeStateCode } from '../../../text/us-states'
import type { SocialPersonMatch } from '../providers/contact-providers'
import { nameTokens } from '../trace/defendants'

export interface LocationParts {
  locality?: string
  region?: string
  postalCode?: string
}

/** 'Cincinnati, OH 45202' -> { locality: 'Cincinnati', region: 'OH', postalCode: '45202' }. */
export function parseLocation(location: string | undefined): LocationParts {
  if (!location) return {}
  let rest = location.trim()
  const parts: LocationParts = {}
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(rest)
  if (zip) {
    parts.postalCode = zip[1]
    rest = rest.replace(zip[0], ' ')
  }
  rest = rest
    .replace(/\s+/g, ' ')
    .replace(/[\s,]+$/, '')
    .replace(/^[\s,]+/, '')
  const pieces = rest
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)
  const last = pieces.at(-1)
  let state = last ? normalizeStateCode(last) : null
  if (state) pieces.pop()
  else if (last) {
    // 'Cincinnati OH': a state code or name at the end of the only piece.
    const words = last.split(' ')
    for (let take = Math.min(2, words.length - 1); take >= 1 && !state; take--) {
      const code = normalizeStateCode(words.slice(-take).join(' '))
      if (code) {
        state = code
        pieces[pieces.length - 1] = words.slice(0, -take).join(' ')
      }
    }
  }
  if (state) parts.region = state
  const locality = pieces.join(', ').trim()
  if (locality) parts.locality = locality
  return parts
}

/** The likelihood 1-10 as the spec's confidence string '0.10'..'1.00'. */
export function confidenceOf(likelihood: number): string {
  return (Math.min(10, Math.max(0, likelihood)) / 10).toFixed(2)
}

const NETWORKS: Record<string, SocialPlatform> = {
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'twitter',
  x: 'twitter',
  linkedin: 'linkedin',
}

export function platformOf(network: string): SocialPlatform {
  return NETWORKS[network.toLowerCase()] ?? 'other'
}

export function matchEvidence(
  query: { name: string; location: LocationParts; age?: number },
  match: SocialPersonMatch,
  now = new Date(),
): MatchEvidence {
  const asked = nameTokens(query.name)
  const found = nameTokens(match.fullName ?? '')
  const first = (a?: string, b?: string) =>
    !!a &&
    !!b &&
    (a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b)))
  const name = found.length > 0 && asked.at(-1) === found.at(-1) && first(asked[0], found[0])

  const { locality, region, postalCode } = query.location
  let location: boolean | null = null
  if (locality || region || postalCode) {
    const checks: boolean[] = []
    if (postalCode) checks.push(match.postalCode?.slice(0, 5) === postalCode)
    if (region) checks.push(normalizeStateCode(match.region ?? '') === region)
    if (locality) checks.push((match.locality ?? '').toLowerCase() === locality.toLowerCase())
    location = checks.every(Boolean)
  }

  let age: boolean | null = null
  if (query.age !== undefined && match.birthYear) {
    age = Math.abs(now.getUTCFullYear() - match.birthYear - query.age) <= 2
  }
  return { name, location, age }
}
