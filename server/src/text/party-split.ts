/**
 * Splits a free-text list of parties ('Jane Doe a/k/a Jane Q. Doe and John Doe, Jr.; Acme
 * Bank, N.A.; Unknown Heirs, Successors ... under Mary Roe, Deceased') into one entry per
 * party, in the order the source gives them. Aliases, capacities ('as Executrix of ...'),
 * boilerplate ('with Notice to Heirs and Assigns') and descriptions ('his wife', 'Tenant') are
 * left out: the index wants names a person can search for; the source text stays in `raw`.
 */
import { isOrganizationName } from './organization-names'
import { collapseWhitespace, stripParentheticals } from './text'

/** Phrases that introduce an alias: everything from them to the end of the part is dropped. */
const INLINE_ALIAS =
  /\s*\b(?:a\/k\/a|aka|f\/k\/a|fka|n\/k\/a|nka|also known as|formerly known as)\b.*$/i

/** A capacity or description after a name inside one part: 'Jane Roe as Executrix of ...'. */
const INLINE_CAPACITY =
  /\s+(?:as|individually|solely|in (?:his|her|their|its) (?:capacity|individual)|(?:his|her|their|its)\s+(?:unknown\s+)?heirs)\b.*$/i

/** 'Jane Roe Executrix of the Estate of ...' (but not 'Unknown Successor Trustee of ...'). */
const INLINE_ROLE_OF =
  /\s+(?:exec|executor|executrix|administrat\w*|adminis\w*|trustees?|heirs?|devisees?|assignee|husband|wife|spouse)\s+(?:of|for|to)\b.*$/i

/** A role word left at the end of a name: 'Jane Q. Roe Trustee', 'JOHN DOE INDIVIDUALLY'. */
const TRAILING_ROLE =
  /\s+(?:trustees?|(?:now\s+)?deceased|executor|executrix|exec|administrat\w*|individually|tenant)$/i

/** Parts that are not a party: capacities, descriptions and legal boilerplate. */
const NOT_A_PARTY =
  /^(?:as\b|in (?:his|her|their|its) (?:capacity|individual)|solely\b|individually\b|(?:now )?deceased\b|adminis|administrat|executor|executrix|exec\b|personal representatives?\b|trustees?\b|heirs?\b|devisees?\b|known (?:surviving )?heirs?\b|beneficiar|mortgagor|(?:last )?real owner|record owner|(?:reputed )?owners?\b|current occupants?|occupants?\b|tenants?\b|under\b|dated\b|(?:any )?amendments\b|his\b|her\b|hers\b|their\b|its\b|or any\b|any of\b|successors?\b|assigns?\b|title\b|interest\b|right\b|husband\b|wife\b|(?:unknown )?spouse\b|guardian\b|on behalf\b|not in its\b|by\b|assignee\b|unknown (?:tenants?|occupants?)\b|et (?:al|ux|vir)\b|with notice\b|\d)/i

const ORGANIZATION_END =
  /\b(?:company|co\.?|corporation|bank|trust|development|associates|sons|services)$/i
const INLINE_ALIAS_START =
  /^(?:a\/k\/a|aka|f\/k\/a|fka|n\/k\/a|nka|also known as|formerly known as)\b/i
const PERSON_SUFFIX = /^(?:jr|sr|ii|iii|iv|v|esq|m\.?d|d\.?d\.?s|ph\.?d|cpa)\.?$/i
const ORGANIZATION_SUFFIX =
  /^(?:llc|l\.l\.c\.?|llp|pllc|inc|incorporated|corp|corporation|co|company|ltd|limited|l\.?p|p\.?c|n\.?a|fsb|plc|national association|limited (?:liability company|partnership))\.?$/i

/**
 * The 'Unknown Heirs, Successors, Assigns, and All Persons ... Claiming ... from or under X'
 * family of phrases, rewritten as 'Unknown Heirs of X'.
 */
const UNKNOWN_HEIRS =
  /(?<!\b(?:his|her|their|its)\s+)\b(?:any and all\s+|all\s+|the\s+)?(?:unknown|unk\.?)\s+(?:surviving\s+)?heirs\b[^;]{0,200}?\b(?:from or under|of the estate of|of)\s+/gi

const BOILERPLATE = [
  /,?\s*with notice to heirs and assigns,?\s*owners,?\s*and reputed owners/gi,
  // 'Jane Doe, et al Kim Doe, et al': between two names 'et al' parts them.
  /,?\s*\bet\s+(?:al|ux|vir)\b\.?,?(?=\s+[A-Z][a-z]*\.?\s+[A-Z])/g,
  /,?\s*\bet\s+(?:al|ux|vir)\b\.?/gi,
  // Marital and tenancy descriptions: 'a single woman', 'husband and wife', 'as joint tenants'.
  /,?\s*\b(?:an?\s+)?(?:single|unmarried|married|widowed|divorced)\s+(?:wo)?(?:man|person)\b,?/gi,
  /,?\s*\b(?:his|her)\s+(?:wife|husband)\b,?/gi,
  /,?\s*\b(?:husband and wife|wife and husband|husband & wife|a married couple|spouses)\b,?/gi,
  /,?\s*\bas\s+(?:joint tenants|tenants by the entirety|tenants in common|community property)\b[^,;]*/gi,
  // 'The Example Revocable Trust dated the 2nd day of February 2009'.
  /\s+(?:u\/a\s+)?dated\s+(?:the\s+)?(?:\d|[A-Z][a-z]+\s+\d)[^,;]*/g,
  // 'hereinafter referred to as Grantor'.
  /,?\s*\bhereinafter\b[^;]*/gi,
]

/** 'Dye, George C, Estate' / 'GEORGE DYE ESTATE': a name followed by the word Estate. */
const NAME_ESTATE = /^(.+?),?\s+(?:estate|est\.?)$/i

/**
 * The parties named in `text`, each as written (case untouched), without aliases, capacities
 * or boilerplate. 'Unknown heirs of X' phrases are kept, shortened to 'Unknown Heirs of X'.
 */
export function splitParties(text: string): string[] {
  let value = collapseWhitespace(text).replace(/;\s*,/g, ',')
  value = stripParentheticals(value)
  value = value.replace(BOILERPLATE[1]!, '; ')
  for (const pattern of BOILERPLATE) value = value.replace(pattern, '')
  value = value.replace(UNKNOWN_HEIRS, 'Unknown Heirs of ')
  // An estate named inside a capacity ('as Executrix of the Estate of Ann Roe') is kept as a
  // party of its own, right after the representative, before the capacity is cut away.
  value = value.replace(
    /(\b(?:as|in (?:his|her|their) capacity as)\b[^;]*?)\b(?:the\s+)?estate\s+of\s+(?:the\s+)?(?:late\s+)?([A-Z][^,;()]*?)(?=\s*(?:,|;|\)|$|\s+(?:deceased|who|and\s+(?:as|any|all))\b))(?:,?\s*deceased\b)?/gi,
    (_match, capacity: string, name: string) =>
      `${capacity.replace(/\s+of\s+(?:the\s+)?$/i, '')}; Estate of ${name.trim()};`,
  )

  const parties: string[] = []
  let previousWasCut = false
  let pendingPrefix = ''
  for (const piece of splitPieces(value)) {
    const part = pendingPrefix ? `${pendingPrefix} and ${piece}` : piece
    pendingPrefix = ''
    if (part === '') continue
    if (/\bof$/i.test(part)) {
      pendingPrefix = part
      continue
    }
    const last = parties.length - 1
    const numberedOrganization = /^\d/.test(part) && isOrganizationName(part)
    if (INLINE_ALIAS_START.test(part) || (NOT_A_PARTY.test(part) && !numberedOrganization)) {
      previousWasCut = true
      continue
    }
    const estate = NAME_ESTATE.exec(part)
    const name = (estate ? `Estate of ${estate[1]}` : stripDescriptions(part))
      .replace(/[\s,;:]+$/, '')
      .trim()
    const wasCut = name !== part
    if (PERSON_SUFFIX.test(name) || ORGANIZATION_SUFFIX.test(name)) {
      if (last >= 0 && !previousWasCut) {
        const joiner = PERSON_SUFFIX.test(name) ? ' ' : ', '
        parties[last] += joiner + name
      }
      previousWasCut = previousWasCut || wasCut
      continue
    }
    if (last >= 0 && /^an?\s+(?!&)/i.test(name)) {
      if (last >= 0 && isOrganizationName(parties[last]!)) parties[last] += `, ${name}`
      previousWasCut = true
      continue
    }
    previousWasCut = wasCut
    if (name !== '') parties.push(name)
  }
  if (pendingPrefix) parties.push(pendingPrefix)
  return [...new Set(parties)]
}

/** The name at the start of a part, without alias, capacity or a trailing role word. */
function stripDescriptions(part: string): string {
  let name = part.replace(INLINE_ALIAS, '').replace(INLINE_CAPACITY, '')
  if (!/\bunk(?:nown)?\b/i.test(name)) name = name.replace(INLINE_ROLE_OF, '')
  return name.replace(TRAILING_ROLE, '')
}

/** Splits on ';' and ',' and then on ' and ' where that joins two names, not one name. */
function splitPieces(value: string): string[] {
  const pieces: string[] = []
  for (const raw of value.split(/\s*[;,]\s*/)) {
    const piece = raw.replace(/^(?:and|&)\s+/i, '').trim()
    const halves = piece.split(/\s+and\s+/i)
    let current = halves[0] ?? ''
    for (const next of halves.slice(1)) {
      if (joinsOneName(current, next)) current = `${current} and ${next}`
      else {
        pieces.push(current)
        current = next
      }
    }
    pieces.push(current)
  }
  return pieces.map((piece) => piece.trim())
}

/**
 * 'Johnson and Johnson', 'Housing and Urban Development', 'Branch Banking and Trust Company' are
 * one name: the right side is a single word, or two words ending like an organisation.
 */
function joinsOneName(left: string, right: string): boolean {
  const words = right.trim().split(/\s+/)
  if (words.length === 1) return true
  return words.length === 2 && left.trim() !== '' && ORGANIZATION_END.test(right)
}
