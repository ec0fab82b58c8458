/**
 * Names end where names end: a party's name is a run of name tokens (given names and surnames
 * the Census lists, initials, generational suffixes, particles, capitalised words it does not
 * list) or an organisation's name; a label word ('File No.', 'Current', 'Location'), a place or
 * document word ('County', 'Sheriff', 'Department'), a lower-case word of a sentence or a number
 * opening a street address is where it stops. `trimName` cuts a read name to that run;
 * `nameShape` says how much a string looks like a name; `partyRole` classes a party.
 */
import { NAME_SUFFIXES } from '../../text/name-case'
import { isOrganizationName } from '../../text/organization-names'
import { isGivenName, surnameRank } from './name-lexicon'

/** Words a document prints beside names that are never part of one (upper-cased keys). */
const NOT_NAME_WORDS = new Set(
  (
    'ADDRESS AFORESAID AGAINST ALLEGED AMOUNT APN ATTORNEY AUCTION BALANCE BEING BLOCK BOOK CASE ' +
    'CAUSE CERTIFICATE CITY CIVIL CLERK CODE COMMONLY COMPLAINT COUNTY COURT COURTHOUSE CURRENT DATE DATED ' +
    'DEED DEFENDANT DEFENDANTS DEPARTMENT DESCRIBED DESCRIPTION DISTRICT DIVISION DOCKET ' +
    'DOCUMENT EXHIBIT FILE FILED FORECLOSURE FROM GRANTEE GRANTOR HEREBY HEREIN INDEX ' +
    'INSTRUMENT JUDGMENT KNOWN LEGAL LIEN LOAN LOCATED LOCATION LOT MORTGAGE MORTGAGEE ' +
    'MORTGAGOR NO NOTICE NUMBER OWNER OWNERS PAGE PARCEL PLAINTIFF PLAINTIFFS PLAT PREMISES ' +
    'PROPERTY PUBLIC RECORDED RECORDING RECORDS REFERENCE SALE SECTION SHERIFF SITUATED STATE ' +
    'STATUS STREET SUBJECT SUMMONS TAX TAXES TIME TITLE TOWNSHIP TRUSTEE TRUSTOR UNDER VOLUME ' +
    'WHEREAS WITH ZIP ALS ET AL UX VIR'
  ).split(' '),
)

/** Public bodies the organisation list does not name ('Environmental Control Board'). */
const PUBLIC_BODY = /\b(?:board|commission|bureau|agency|administration|council)\b/i

/** An organisation's name: a company, association or public body. */
const isOrganisation = (text: string) => isOrganizationName(text) || PUBLIC_BODY.test(text)

/** Lower-case words allowed inside a name ('Estate of', 'van der', 'and'). */
const PARTICLES = new Set([
  'of',
  'the',
  'and',
  'de',
  'del',
  'della',
  'der',
  'di',
  'da',
  'van',
  'von',
  'la',
  'le',
  'du',
  'dos',
  'das',
  'st',
  'y',
  'bin',
  'al',
])

/** What opens an estate's or heirs' name: kept whole before the person's name. */
const ESTATE_OPENING =
  /^(?:the\s+)?(?:unknown\s+)?(?:estate|heirs|spouse|successors|devisees|heirs and devisees|heirs at law)(?:\s+(?:and|&)\s+\w+)*\s+of\s+(?:the\s+)?(?:late\s+)?/i

/** How one token reads inside a person's name. */
type TokenKind = 'lexical' | 'initial' | 'suffix' | 'particle' | 'capitalised' | 'stop'

function tokenKind(token: string): TokenKind {
  const bare = token.replace(/^[("'\u2018\u201c]+|[)"',.;:\u2019\u201d]+$/g, '')
  if (bare === '') return 'stop'
  if (/^[A-Za-z]\.?$/.test(bare)) return 'initial'
  if (NAME_SUFFIXES.has(bare.replace(/\.$/, '').toUpperCase())) return 'suffix'
  if (PARTICLES.has(bare.toLowerCase()) && bare === bare.toLowerCase()) return 'particle'
  if (!/^[A-Za-z][A-Za-z'\u2019.-]*[A-Za-z.]?$/.test(bare)) return 'stop'
  if (NOT_NAME_WORDS.has(bare.replace(/\./g, '').toUpperCase())) return 'stop'
  if (bare === bare.toLowerCase()) return 'stop'
  if (isGivenName(bare) || surnameRank(bare) !== null) return 'lexical'
  return 'capitalised'
}

/** Where an organisation's name stops: a label word after its last organisation word. */
function trimOrganization(name: string): string {
  const tokens = name.split(/\s+/)
  let last = 0
  // The last token that makes the name an organisation's ('LLC', the 'Union' of 'Credit Union').
  tokens.forEach((token, index) => {
    const ending = tokens.slice(Math.max(0, index - 1), index + 1).join(' ')
    const pair = isOrganisation(ending) && !isOrganisation(tokens[index - 1] ?? '')
    if (isOrganisation(token) || pair) last = index
  })
  let end = tokens.length
  for (let i = last + 1; i < tokens.length; i++) {
    const bare = tokens[i]!.replace(/[^A-Za-z]/g, '').toUpperCase()
    if (NOT_NAME_WORDS.has(bare) || /^\d/.test(tokens[i]!)) {
      end = i
      break
    }
  }
  return tokens
    .slice(0, end)
    .join(' ')
    .replace(/[\s,;:]+$/, '')
}

/** Every word that is not a particle starts with a capital or a digit, as names are printed. */
function capitalised(text: string): boolean {
  return text
    .split(' ')
    .filter((word) => !PARTICLES.has(word.toLowerCase()) && /[A-Za-z]/.test(word))
    .every((word) => /^[^a-z]/.test(word))
}

/**
 * The name in `raw` cut where it ends, or null when what is left is not a name (a lone word, a
 * sentence, a label). Organisations are cut only at a label word.
 */
export function trimName(raw: string): string | null {
  const text = raw.trim().replace(/\s+/g, ' ')
  if (text === '') return null
  if (isOrganisation(text) && capitalised(text)) {
    const org = trimOrganization(text)
    return /[A-Za-z]{2}/.test(org) ? org : null
  }
  const opening = ESTATE_OPENING.exec(text)?.[0] ?? ''
  const tokens = text.slice(opening.length).split(' ')
  const kinds = tokens.map(tokenKind)
  // A name starts at its first name token and ends before the first token that cannot be one.
  let start = 0
  while (start < tokens.length && (kinds[start] === 'stop' || kinds[start] === 'particle')) start++
  let end = start
  while (end < tokens.length && kinds[end] !== 'stop') end++
  while (end > start && kinds[end - 1] === 'particle') end--
  const kept = kinds.slice(start, end)
  const named = kept.filter((kind) => kind === 'lexical' || kind === 'capitalised').length
  const initials = kept.filter((kind) => kind === 'initial').length
  // A person has a given name (or initial) and a surname; an estate's opening may name one.
  if (named === 0 || (named + initials < 2 && !opening)) return null
  const name = tokens
    .slice(start, end)
    .join(' ')
    .replace(/[\s,;:]+$/, '')
  return `${opening}${name}`
}

/**
 * 0..1: how much `name` reads as a person's or an organisation's name. Organisations score by
 * their suffix; a person by the share of tokens the lexicons explain (a capitalised word they
 * do not list counts half).
 */
export function nameShape(name: string): number {
  if (isOrganizationName(name)) return 0.8
  const tokens = name.replace(ESTATE_OPENING, '').split(/\s+/).filter(Boolean)
  if (tokens.length < 2 || tokens.length > 6) return 0.1
  let points = 0
  for (const token of tokens) {
    const kind = tokenKind(token)
    if (kind === 'lexical' || kind === 'initial' || kind === 'suffix' || kind === 'particle')
      points += 1
    else if (kind === 'capitalised') points += 0.5
  }
  return points / tokens.length
}

/** Who a party is to the case: the owner (the lead), a lienholder, a government or an occupant. */
export type PartyRole = 'owner' | 'lienholder' | 'government' | 'occupant'

const GOVERNMENT =
  /^(?:the\s+)?(?:state|commonwealth|county|city|township|borough|village|town|people) of\b|\b(?:united states|internal revenue|department of|secretary of|housing and urban development|attorney general|treasurer|tax collector|sheriff)\b/i
const LIENHOLDER =
  /\b(?:bank|bancorp|mortgage|funding|credit|financial|finance|lending|loan|savings|servicing|acceptance|portfolio|recovery|receivables|capital one|electronic registration|n\.?a\.?|fsb|homeowners?|condominium|association|hoa)\b/i
const OCCUPANT =
  /\b(?:john|jane|richard|mary) doe\b|\b(?:unknown (?:tenants?|occupants?|parties|persons?)|tenants?|occupants?|parties in possession)\b/i

export function partyRole(name: string): PartyRole {
  if (OCCUPANT.test(name)) return 'occupant'
  if (GOVERNMENT.test(name)) return 'government'
  if (isOrganizationName(name) && LIENHOLDER.test(name)) return 'lienholder'
  return 'owner'
}
