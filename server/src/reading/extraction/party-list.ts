/** A run of party names turned into a clean list: normalized, de-duplicated, no labels or parcel ids. */
import { normalizeParties } from '../../text/names'
import { isOrganizationName } from '../../text/organization-names'
import { splitParties } from '../../text/party-split'
import { partyRole, trimName } from '../names/name-grammar'
import type { NamedParty } from './types'

const UNKNOWN_SPOUSE = /\bunknown spouses? of\s+([^;,]+)/gi
const NOT_A_PERSON =
  /^(?:defendants?|plaintiffs?)\.?$|\b(?:john|jane|richard|mary) doe\b|\bfictitious\b|^(?:unknown (?:tenants?|occupants?|owners?|parties|persons?|claimants|heirs?(?! of))\b.*|non-?record claimants|john doe|jane doe|all other|any and all|the unknown|tenants?\b|occupants?\b|parties in possession|husband|wife|a single|his wife|her husband)\b/i

/** An occupant placeholder as a caption names it ('Unknown Tenants', 'John Doe'). */
const PLACEHOLDER =
  /^(?:unknown (?:tenants?|occupants?|owners?|parties|persons?|claimants)\b.*|(?:john|jane) doe\b.*|parties in possession|tenants?|occupants?)$/i

/**
 * A run of parties read whole: the names the lead is about (owners and lienholders, unknown
 * spouses kept), and the others it names with their roles (a government named as a junior
 * lienholder, an occupant placeholder), kept as parties, never as the defendant.
 */
export function readPartyList(raw: string): { names: string[]; others: NamedParty[] } {
  const spouses = [...raw.matchAll(UNKNOWN_SPOUSE)].map(
    (match) => `Unknown Spouse of ${normalizeParties(match[1]) ?? match[1]}`,
  )
  const rest = raw.replace(UNKNOWN_SPOUSE, '; ').replace(/["\u201c\u201d]/g, '')
  const names = rest
    .split(/\s*;\s*/)
    .filter((chunk) => !parcelLike(chunk))
    .flatMap((chunk) =>
      LAST_FIRST.test(chunk) ? [normalizeParties(chunk) ?? chunk] : splitParties(chunk),
    )
    .map(withoutStrayMarks)
    .map((name) => (NOT_A_PERSON.test(name.trim()) ? name : (trimName(name) ?? '')))
    .filter((name) => !NOT_A_PERSON.test(name.trim()) && /[A-Za-z]{2}/.test(name))
    .map((name) => normalizeParties(name) ?? name)
    .flatMap((name) => name.split('; '))
    .filter((name) => name.split(' ').length <= 8 && !LABEL_WORDS.test(name))
  const all = [...new Set([...names, ...spouses])]
  const about = all.filter((name) => {
    const role = partyRole(name)
    return role === 'owner' || role === 'lienholder'
  })
  const others = [
    ...all.filter((name) => !about.includes(name)).map((name) => ({ name, role: partyRole(name) })),
    ...placeholdersIn(rest).map((name) => ({ name, role: 'occupant' as const })),
  ]
  return { names: about, others: unique(others) }
}

/** The occupant placeholders a run of parties names ('Unknown Tenants in Possession'). */
function placeholdersIn(raw: string): string[] {
  return raw
    .split(/\s*[;,]\s*|\s+and\s+/i)
    .map((chunk) => chunk.trim().replace(/[.\s]+$/, ''))
    .filter((chunk) => PLACEHOLDER.test(chunk))
    .map((chunk) => normalizeParties(chunk) ?? chunk)
}

function unique(parties: NamedParty[]): NamedParty[] {
  const seen = new Set<string>()
  return parties.filter((party) => {
    const key = party.name.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** 'Bagley, Ronald Lynn Sr' / 'Dye, George C, Estate' / 'Phipps, Lisa M aka Phipps, Lisa': a surname first. */
const LAST_FIRST =
  /^[A-Z][A-Za-z'-]+(?:\s+(?:Jr|Sr|II|III|IV)\.?)?,\s*[A-Z][A-Za-z.]*(?:\s+[A-Z][A-Za-z.]*){0,3}(?:,\s*(?:Jr|Sr|II|III|IV|Estate)\.?)?(?:\s+(?:aka|a\/k\/a)\s+.*)?$/

/** A parcel or map reference printed after a name ('0059B 0001 012 / LL 95 LD 5'): digits in many words. */
function parcelLike(chunk: string): boolean {
  const tokens = chunk.trim().split(/\s+/).filter(Boolean)
  const numeric = tokens.filter((token) => /\d/.test(token)).length
  return (
    tokens.length > 0 &&
    numeric / tokens.length >= 0.3 &&
    !/\b(?:llc|inc|corp|company|trust)\b/i.test(chunk)
  )
}

/** Words that make a 'name' a label or a sentence, not a party. */
const LABEL_WORDS =
  /\b(?:plaintiffs?|defendants?|case|docket|property address|address|situs|parcel|amount|judgment|notice|hereby|owner\/record|record title holder|parties of interest|bid|delta|status)\b/i

/**
 * A name without the marks OCR leaves around it: a lone symbol, a one- or two-letter
 * lower-case fragment ('ow', '='), or a token with no letters, at either end.
 */
function withoutStrayMarks(name: string): string {
  const tokens = name.trim().split(/\s+/)
  const stray = (token: string) =>
    !/[A-Za-z]/.test(token) ||
    /^[a-z]{1,2}[^A-Za-z]*$/.test(token) ||
    /^[^A-Za-z0-9]+\w?$/.test(token)
  while (tokens.length > 1 && stray(tokens.at(-1)!)) tokens.pop()
  // A number opens some company names ('316 Capital Properties, LLC').
  const numbered = /^\d+$/.test(tokens[0] ?? '') && isOrganizationName(name)
  while (!numbered && tokens.length > 1 && stray(tokens[0]!)) tokens.shift()
  return tokens.join(' ')
}
