/**
 * Party names as the index stores them: people in 'First M Last Jr' order with sensible
 * capitalisation, organisations exactly as written, several parties joined with '; '.
 */
import { capitalizeName, NAME_SUFFIXES } from './name-case'
import { isOrganizationName } from './organization-names'
import { splitParties } from './party-split'
import { cleanText, collapseWhitespace, isAllCaps } from './text'

/**
 * How a source orders a person's name: 'first-last' ('Jane Q. Doe'), 'last-first' ('DOE, JANE
 * Q'), 'last-first-no-comma' ('DOE JR JANE', as in some sheriff exports) or 'auto' (a lone
 * 'Doe, Jane' is read as last-first, anything else as first-last).
 */
export type NameOrder = 'auto' | 'first-last' | 'last-first' | 'last-first-no-comma'

/** Lower-case words that may join ALL-CAPS names ('JANE DOE and JOHN DOE'). */
const JOINING_WORDS = /\b(?:and|or|of|the|et al|vs?)\b\.?/g
const ALIAS = /\s*\b(?:a\/k\/a|aka|f\/k\/a|fka|n\/k\/a|nka)\b.*$/i
const ROLE =
  /^(?:trustee|executor|executrix|exec|administrat\w*|deceased|now|heir|estate|individually)$/i
const PARTICLES = new Set([
  'st',
  'st.',
  'de',
  'del',
  'della',
  'di',
  'da',
  'van',
  'von',
  'la',
  'le',
  'mc',
  'mac',
  'o',
])

/**
 * All the parties in `value`, each normalized, joined with '; ' (null when nothing is left).
 * 'DOE, JANE Q, AKA JANE DOE' with order 'last-first' gives 'Jane Q Doe'; 'Jane Doe and John
 * Roe, Jr.' gives 'Jane Doe; John Roe Jr.'; 'ACME HOLDINGS, LLC' stays 'ACME HOLDINGS, LLC'.
 */
export function normalizeParties(value: unknown, order: NameOrder = 'auto'): string | null {
  const text = cleanText(value)
  if (!text) return null
  const caps = isAllCaps(text.replace(JOINING_WORDS, ''))
  const names = partiesInOrder(text, order)
    .map((name) => finishName(name, caps))
    .filter((name) => name !== '')
  const unique = [...new Set(names)]
  return unique.length > 0 ? unique.join('; ') : null
}

function partiesInOrder(text: string, order: NameOrder): string[] {
  const cleaned = text.replace(/;\s*,/g, ',').replace(/\s+,/g, ',')
  if (order === 'last-first-no-comma') return [lastFirstWithoutComma(cleaned)]
  if (order === 'last-first') return cleaned.split(/\s*;\s*/).map(lastFirstWithComma)
  if (order === 'auto' && looksLastFirst(cleaned)) return [lastFirstWithComma(cleaned)]
  return splitParties(cleaned)
}

/** 'Doe, Jane' alone: one comma-separated surname (particles allowed) before given names. */
function looksLastFirst(text: string): boolean {
  if (/;|\band\b|&/i.test(text) || isOrganizationName(text)) return false
  const [surname, given] = text.replace(ALIAS, '').split(/\s*,\s*/)
  if (!surname || !given || NAME_SUFFIXES.has(given.replace(/\.$/, '').toUpperCase())) return false
  const words = surname.split(' ')
  return words.length === 1 || (words.length === 2 && PARTICLES.has(words[0]!.toLowerCase()))
}

/** 'ROE, III, JOHN P, AKA ROE J' -> 'JOHN P ROE III'; organisations as written. */
function lastFirstWithComma(party: string): string {
  if (!party.includes(',') || isOrganizationName(party)) {
    return splitParties(party)[0] ?? ''
  }
  const [surnamePart = '', ...rest] = party.split(/\s*,\s*/)
  const surname = surnamePart.replace(ALIAS, '')
  let suffix = ''
  let given = ''
  let estate = false
  for (const piece of rest) {
    const bare = piece.replace(/\.$/, '').toUpperCase()
    if (bare === 'ESTATE' || bare === 'EST') estate = true
    else if (NAME_SUFFIXES.has(bare) && !suffix && (!given || bare !== 'V')) suffix = piece
    else if (!given && !/^(?:a\/k\/a|aka|f\/k\/a|n\/k\/a)\b/i.test(piece)) {
      given = splitParties(piece)[0] ?? ''
    } else break
  }
  // 'Bagley, Ronald Lynn Sr': the suffix printed after the given names is the surname's.
  const givenTokens = given.split(' ')
  if (
    !suffix &&
    givenTokens.length > 1 &&
    NAME_SUFFIXES.has(givenTokens.at(-1)!.replace(/\.$/, '').toUpperCase()) &&
    givenTokens.at(-1)!.toUpperCase() !== 'V'
  ) {
    suffix = givenTokens.pop()!
    given = givenTokens.join(' ')
  }
  const name = [given, surname, suffix].filter(Boolean).join(' ')
  return estate ? `Estate of ${name}` : name
}

/** 'DOE JR JOHN' -> 'JOHN DOE JR'; 'ROE TRUSTEE JANE' -> 'JANE ROE'. */
function lastFirstWithoutComma(party: string): string {
  if (isOrganizationName(party) || /\bof\b/i.test(party) || /^(?:unk|unknown|the)\b/i.test(party)) {
    return splitParties(party)[0] ?? ''
  }
  const tokens = party
    .replace(ALIAS, '')
    .replace(/-\s+/g, '-')
    .split(' ')
    .map((token) => token.replace(/^['"`]+|['"`,]+$/g, ''))
    .filter((token) => token !== '' && !ROLE.test(token))
  const suffixes = tokens.filter((token) =>
    NAME_SUFFIXES.has(token.replace(/\.$/, '').toUpperCase()),
  )
  const names = tokens.filter((token) => !suffixes.includes(token))
  if (names.length < 2) return [...names, ...suffixes].join(' ')
  // 'PHAM-TO JEANNIE T' (an assessor's owner name): a trailing initial goes with the given name.
  const givenCount = names.length >= 3 && /^[A-Za-z]\.?$/.test(names.at(-1)!) ? 2 : 1
  const given = names.slice(-givenCount)
  return [...given, ...names.slice(0, -givenCount), ...suffixes].join(' ')
}

const SUFFIX_TOKEN = /^(?:jr|sr|ii|iii|iv|v|vi)\.?,?$/i

/**
 * Owners printed one after another as 'LAST, FIRST M' without a separator, as tax-sale lists
 * print them: 'HILL, ETHEL PAYNE, MAMIE E DIAS, RICHARD' -> 'Ethel Hill; Mamie E Payne; Richard
 * Dias'. The word before each comma (with a suffix such as 'Jr.') is a surname; the words after
 * it, up to the next surname, are the given names. An organisation is kept whole. Null when the
 * text is not such a run (no comma, or an empty part).
 */
export function splitLastFirstRun(value: string): string | null {
  const text = cleanText(stripParentheticalsOf(value))
  if (!text?.includes(',')) return null
  if (isOrganizationName(text)) return normalizeParties(text, 'first-last')
  const segments = text.split(/\s*,\s*/).map((segment) => segment.split(' ').filter(Boolean))
  if (segments.some((tokens) => tokens.length === 0)) return null
  const names: string[] = []
  let surname = segments[0]!
  for (let i = 1; i < segments.length; i++) {
    const tokens = segments[i]!
    const last = i === segments.length - 1
    // The next surname: the last word, or the last two when the last is a suffix ('Scebor Jr.').
    let cut = last ? tokens.length : tokens.length - 1
    if (!last && cut > 0 && SUFFIX_TOKEN.test(tokens[cut]!) && cut - 1 > 0) cut -= 1
    const given = tokens.slice(0, cut)
    if (given.length === 0) return null
    const [plain, suffix] = SUFFIX_TOKEN.test(surname.at(-1) ?? '')
      ? [surname.slice(0, -1), surname.at(-1)!.replace(/,$/, '')]
      : [surname, '']
    names.push([...given, ...plain, suffix].filter(Boolean).join(' '))
    surname = tokens.slice(cut)
  }
  return normalizeParties(names.join('; '), 'first-last')
}

function stripParentheticalsOf(value: string): string {
  return value.replace(/\s*\([^()]*\)/g, ' ')
}

/** Capitalises people from ALL-CAPS sources; organisations keep the source's spelling. */
function finishName(name: string, sourceWasAllCaps: boolean): string {
  const text = collapseWhitespace(name).replace(/^[\s,;:]+|[\s,;:]+$/g, '')
  if (text === '' || isOrganizationName(text)) return text
  const allCaps = sourceWasAllCaps || isAllCaps(text.replace(/^(?:Unknown Heirs|Estate) of /, ''))
  return allCaps ? capitalizeName(text, true) : text
}
