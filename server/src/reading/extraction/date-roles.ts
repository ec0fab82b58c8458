/**
 * What a printed date is, read only from the words the document puts around it (issue 34,
 * item 4): the clerk's filing of this document ('FILED: KINGS COUNTY CLERK 10/18/2022', a
 * 'Filing Date:' label, an e-filing header stamp), the day its author dated or signed it
 * ('Dated:', 'WITNESS my hand this', 'Executed on'), the judgment the sale follows ('judgment
 * of foreclosure entered on'), or none of these. A date with no role cue is no role's date:
 * the filing date is never a guess. Sale dates are read by dates.ts, which asks here first.
 */

/** The roles a date can be given here; null: no cue, or a date of something else. */
export type DateRole = 'filed' | 'dated' | 'judgment'

/**
 * Cue words in the cases documents print them ('filed', 'Filed', 'Deed of Trust', 'FILED'):
 * each word's first letter either case, the rest all small or all capitals. The patterns stay
 * case-sensitive otherwise, so that 'the Dutchess County Clerk' can be told from 'the clerk on'.
 */
function anyCase(phrases: string): string {
  const word = (text: string) =>
    /^[a-z]/.test(text)
      ? `[${text[0]}${text[0]!.toUpperCase()}](?:${text.slice(1)}|${text.slice(1).toUpperCase()})`
      : text
  return `(?:${phrases
    .split('|')
    .map((phrase) => phrase.split(' ').map(word).join('\\s+'))
    .join('|')})`
}

/**
 * The start of a cue word: a word boundary, or a capital glued to the word before it, as a
 * web page's table cells flatten ('Case Type:ForeclosureFiling Date:').
 */
const CUE = String.raw`(?:\b|(?<=[a-z])(?=[A-Z]))`
/** Up to `n` capitalised words (a clerk's office, a city and state) between a cue and its date. */
const NAMES = (n: number) => String.raw`(?:(?:the\s+)?[A-Z][A-Za-z'.]*,?\s+){0,${n}}`

/** Another instrument's date: the mortgage's, the deed of trust's, a birth, a recording of them. */
const OTHER_INSTRUMENT = new RegExp(
  String.raw`${CUE}${anyCase('deed of trust|security deed|deed|trust|mortgage|note|security instrument|instrument|assignment|affidavit of correction|affidavit|plat|map|born|birth|tax certificate sale|tax certificate|add|added')}\b(?!\s+${anyCase('foreclosure')})[^.;]{0,40}?\b${anyCase('date|dated|dates|recorded|executed|on')}\s*:?\s*(?:on\s+)?$`,
)

/** A clerk's or court's filing cue right before the date ('FILED: KINGS COUNTY CLERK'). */
const FILED_BEFORE = new RegExp(
  String.raw`${CUE}${anyCase('e-filed|efiled|filed|filing date|date filed|received|received nyscef|recorded|date recorded|recording date')}\b(?:\s+(?:on|with|in|by|at))?\s*:?\s*${NAMES(5)}$`,
)

/** The author's own date ('Dated:', 'Dated at Milwaukee, Wisconsin, this', 'Executed on'). */
const DATED_BEFORE = new RegExp(
  String.raw`${CUE}(?:${anyCase('dated|dated this|dated on|date issued|issued|issued on|executed on|signed|signed on|signed this|date of notice|date of this notice')}|${anyCase('witness')},? my hand(?: and (?:official )?seal)?(?: this| on)?|${anyCase('dated at')}\s+${NAMES(4)}this)\b[\s:,]*${NAMES(4)}(?:this\s+)?$`,
)

/** An instrument named in running text: its 'dated' or 'recorded' is its own date, not the notice's. */
const INSTRUMENT_WORD =
  /\b(?:deed|mortgage|note|assignment|security instrument|instrument|lien|affidavit|plat)\b(?!\s+foreclosure)/i
/** A cue printed in small letters, as running text has it ('..., dated February 16, 2007'). */
const RUNNING_CUE = /\b(?:dated|recorded|filed|executed|signed)\b[^A-Z]{0,12}$/

/** A judgment's date as a label ('Judgment Date:', a case page's 'Disposition Date:'). */
const JUDGMENT_LABEL = new RegExp(
  String.raw`${CUE}${anyCase('judgment date|date of judgment|decree date|date of decree')}\s*:?\s*$`,
)
/** A judgment or decree named in the sentence before the date. */
const JUDGMENT_WORD = /\b(?:judgment|decree|order of (?:foreclosure|sale))\b/gi
/** The judgment's verb right before its date ('entered on', 'duly dated', 'granted herein on or about'). */
const JUDGMENT_VERB =
  /\b(?:entered|dated|granted|signed|executed|rendered|filed|issued|made)\b[^;:]{0,70}?(?:\bon|\bdated)?(?:\s+or\s+about)?\s*,?\s*$/i
/** Sale words: in 'a judgment ... dated January 10, 2014 I, the Referee will sell ... on March 31', the later date is the sale's. */
const SALE_WORDS =
  /\b(?:will (?:be )?(?:sell|sold|offered)|shall (?:sell|be sold)|public (?:auction|sale|outcry|vendue)|to be sold|date of sale|sale date)\b/gi

/** A time of day and a page count after a date: an e-filing stamp's header line. */
const STAMP_AFTER = /^\s*\d{1,2}:\d{2}(?::\d{2})?\s*[AP]\.?M\.?\b[^.]{0,40}?\bPage \d+ of \d+/i
const CLERK_NEAR = /\bclerk\b/i

/**
 * The clause a date at `start` ends, up to the date: since the last sentence end (a period
 * after a word of two or more small letters or digits, so 'A. Sproat' and 'J.S.C.' do not end
 * it) or semicolon.
 */
function clauseBefore(flat: string, start: number): string {
  const before = flat.slice(Math.max(0, start - 320), start)
  let boundary = -1
  for (const match of before.matchAll(/[a-z0-9]{2}\.\s|;\s/g)) boundary = match.index + 3
  return boundary >= 0 ? before.slice(boundary) : before
}

function lastMatch(text: string, pattern: RegExp): number {
  let last = -1
  for (const match of text.matchAll(pattern)) last = match.index
  return last
}

/** True when the clause names a judgment whose verb leads to the date, with no sale words after it. */
function isJudgmentDate(clause: string, near: string): boolean {
  const judgmentAt = lastMatch(clause, JUDGMENT_WORD)
  if (judgmentAt < 0 || lastMatch(clause, SALE_WORDS) > judgmentAt) return false
  // 'Dated:' after a judgment's sentence is the signature's date, not the judgment's.
  if (/\b(?:Dated|DATED)\s*:\s*$/.test(near)) return false
  return JUDGMENT_VERB.test(clause.slice(judgmentAt))
}

/** The role of the date printed at `start..end` of `flat`, or null. */
export function dateRole(flat: string, start: number, end: number): DateRole | null {
  const near = flat.slice(Math.max(0, start - 90), start)
  if (JUDGMENT_LABEL.test(near)) return 'judgment'
  if (OTHER_INSTRUMENT.test(near)) return null
  // 'judgment ... executed on November 1, 2013, and filed with the Clerk on November 8': both
  // are the judgment's dates, never this document's filing.
  const clause = clauseBefore(flat, start)
  if (isJudgmentDate(clause, near)) return 'judgment'
  // 'that Security Deed given by Kiki A Hogan to SunTrust Mortgage, Inc., dated February 16,
  // 2007': the deed's date, however far its name is from the cue.
  if (RUNNING_CUE.test(near) && INSTRUMENT_WORD.test(clause)) return null
  if (FILED_BEFORE.test(near)) return 'filed'
  if (STAMP_AFTER.test(flat.slice(end, end + 80)) && CLERK_NEAR.test(near)) return 'filed'
  if (DATED_BEFORE.test(near)) return 'dated'
  return null
}
