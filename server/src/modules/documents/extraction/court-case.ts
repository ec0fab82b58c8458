/**
 * The court from a caption ('IN THE CIRCUIT COURT OF THE ... COUNTY, FLORIDA', 'SUPERIOR COURT
 * OF NEW JERSEY, CHANCERY DIVISION ...', 'COURT OF COMMON PLEAS ...') and the case number from
 * its label ('Case No.', 'Docket No.', 'Index No.') or its shape ('2024-CA-001234', 'GD-12-001234').
 */
import { normalizeCaseNumber } from '../../../text/case-numbers'
import { STATE_NAME_PATTERN } from '../../../text/us-states'
import { snippetAt } from './prepare'
import type { Found } from './types'

const COURT_START =
  /\b(?:in the\s+)?(?:(?:circuit|superior|district|county|supreme|municipal|chancery|probate|civil|justice)\s+court\s+(?:of|for|in)\b|court of common pleas\b|common pleas court\b)/i
/** Where a caption's court part stops: the case number, the parties, or a sentence. */
const COURT_STOP =
  /\b(?:case|docket|index|file|cause|civil action|civ\.?|action)\s*(?:no|number|#)|\bplaintiffs?\b|\bpetitioners?\b|\s(?:v|vs)\.?\s|\bversus\b|\bin re\b|\.\s[A-Z][a-z]|[:;]/i
const COURT_END = new RegExp(
  `\\b(?:county(?:\\s+of\\s+[a-z]+)?|parish|division|circuit|district|pleas|part|${STATE_NAME_PATTERN})\\b`,
  'gi',
)

/** The court named in the document's caption, as written. */
export function findCourt(flat: string): Found<string> | null {
  const start = COURT_START.exec(flat)
  if (!start) return null
  const from = start.index + (start[0].match(/^in the\s+/i)?.[0].length ?? 0)
  let segment = flat.slice(from, from + 240)
  const stop = COURT_STOP.exec(segment.slice(start[0].length))
  if (stop) segment = segment.slice(0, start[0].length + stop.index)
  let end = 0
  for (const match of segment.matchAll(COURT_END)) end = match.index + match[0].length
  if (end === 0) return null
  const value = segment.slice(0, end).replace(/[\s,]+$/, '')
  return {
    value,
    confidence: start.index < 600 ? 0.9 : 0.7,
    snippet: snippetAt(flat, start.index, from + end, 0),
  }
}

const LABELLED_CASE =
  /\b(?:case|docket|index|cause|suit|civil action|(?:writ of )?execution)\s*(?:no|number|num|#)\.?\s*[:.#]?\s*(\d{2,4} [A-Z]{1,3} \d{3,7}(?![\w-])|[A-Z0-9][A-Z0-9\-/.:]*\d[A-Z0-9\-/]*)/gi
/** Case numbers with a court's own shape, found without a label. */
const SHAPED_CASE =
  /(?<![\w-])(?:\d{2}-\d{4}-[A-Z]{2}-\d{4,7}(?:-[A-Z0-9]+)*|\d{2,4}-?[A-Z]{2}-?\d{4,7}(?:-[A-Z0-9]+)?|[A-Z]{1,3}-\d{2}-\d{3,7}|[A-Z]-\d{5,7}-\d{2}|\d{5,6}\/\d{4})(?!\w|-\w)/g
/** Numbers that are labelled but are not the court case (trustee sale, loan, parcel numbers). */
const NOT_A_CASE =
  /\b(?:t\.?s\.?|trustee sale|loan|parcel|apn|tax|account|order|bar|sheriff'?s?|property|certificate|pin)\s*(?:no|number|#)?\.?\s*[:.#]?\s*$/i

/** The case or docket number: a labelled one first, else one with a court's shape. */
export function findCaseNumber(flat: string): Found<string> | null {
  for (const match of flat.matchAll(LABELLED_CASE)) {
    const before = flat.slice(Math.max(0, match.index - 20), match.index)
    if (NOT_A_CASE.test(before)) continue
    const value = normalizeCaseNumber(match[1]!.replace(/[.:/-]+$/, ''))
    if (!value || !/\d{2}/.test(value)) continue
    return {
      value,
      confidence: 0.9,
      snippet: snippetAt(flat, match.index, match.index + match[0].length, 10),
    }
  }
  for (const match of flat.matchAll(SHAPED_CASE)) {
    const before = flat.slice(Math.max(0, match.index - 25), match.index)
    if (NOT_A_CASE.test(before) || /\b(?:book|page|lot|block)\s*$/i.test(before)) continue
    const value = normalizeCaseNumber(match[0])
    if (!value) continue
    return {
      value,
      confidence: 0.7,
      snippet: snippetAt(flat, match.index, match.index + match[0].length),
    }
  }
  return null
}
