/**
 * The court from a caption ('IN THE CIRCUIT COURT OF THE ... COUNTY, FLORIDA', 'SUPERIOR COURT
 * OF NEW JERSEY, CHANCERY DIVISION ...', 'COURT OF COMMON PLEAS ...') and the case number from
 * its label ('Case No.', 'Docket No.', 'Index No.') or its shape ('2024-CA-001234', 'GD-12-001234').
 */
import { normalizeCaseNumber } from '../../text/case-numbers'
import { STATE_NAME_PATTERN } from '../../text/us-states'
import type { LabelRole, RoleValue } from './labels'
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

/** A case number's own text, read from just after its label. */
const CASE_VALUE =
  /^(?:\d{2,4} [A-Z]{1,3} \d{3,7}(?![\w-])|[A-Z0-9][A-Z0-9\-/.:]*\d[A-Z0-9\-/]*|\d{1,6}(?![\w-]))/i

/**
 * Labels without a colon ('Case No. 2024-CA-1', 'T.S. No. 24-1', 'Our file no. 55 - FT17') and
 * how highly each ranks: a court's case or docket number first, then a trustee's sale number,
 * then the foreclosing firm's file number (what a notice of a non-judicial sale is known by).
 */
const LABELLED_CASE: Array<{ pattern: RegExp; rank: number }> = [
  {
    pattern:
      /\b(?:case|docket|index|cause|suit|civil action|(?:writ of )?execution)\s*(?:no|number|num|#)\.?\s*[:.#]?\s*/gi,
    rank: 0,
  },
  {
    pattern: /\b(?:t\.?\s?s\.?|trustee'?s? sale)\s*(?:no|number|#)\.?\s*[:.#]?\s*/gi,
    rank: 1,
  },
  {
    pattern:
      /\b(?:(?:our|firm|attorney|mh|mtg|[A-Z]&[A-Z])\s+)?file\s*(?:no|number|#)\.?\s*[:.#]?\s*|\b[A-Z]&[A-Z]\s+(?:file\s+(?=\d)|(?:no|#)\.?\s*)/gi,
    rank: 2,
  },
  // A notice of a non-judicial sale known only by its firm's reference.
  { pattern: /\b(?:our\s+)?reference\s*(?:no\.?|number|#)?\s*:\s*(?=[A-Z0-9-]*\d)/gi, rank: 3 },
]
const LABEL_RANK: Partial<Record<LabelRole, number>> = { case: 0, 'trustee-sale': 1, file: 2 }
/** Case numbers with a court's own shape, found without a label. */
const SHAPED_CASE =
  /(?<![\w-])(?:[A-Z]{2,3}-\d{4}-\d{2}-\d{3,6}|\d{2}-\d{4}-[A-Z]{2}-\d{4,7}(?:-[A-Z0-9]+)*|\d{2,4}-?[A-Z]{2}-?\d{4,7}(?:-[A-Z0-9]+)?|[A-Z]{1,3}-\d{2}-\d{3,7}|[A-Z]-\d{5,7}-\d{2}|\d{5,6}\/\d{4})(?!\w|-\w)/g
/** Numbers that are labelled but are not the case (loan, parcel, tax key, instrument numbers). */
const NOT_A_CASE =
  /\b(?:loan|parcel|apn|tax(?: key)?|account|order|bar|property|certificate|pin|instrument|document|code|deed|book|page|plat|auction|opa|clerk'?s(?: file)?|recording|recorder'?s)\s*(?:no|number|#|id)?\.?\s*[:.#]?\s*$/i

interface CaseCandidate {
  value: string
  rank: number
  at: number
  end: number
}

function caseValue(text: string): string | null {
  const match = CASE_VALUE.exec(text)
  if (!match) return null
  const value = normalizeCaseNumber(match[0].replace(/[.:/-]+$/, ''))
  return value && /\d/.test(value) ? value : null
}

/**
 * The case or docket number: a labelled one (court case, then trustee's sale number, then the
 * firm's file number, each the earliest printed), else one with a court's shape.
 */
export function findCaseNumber(
  flat: string,
  labels: readonly RoleValue[] = [],
): Found<string> | null {
  const candidates: CaseCandidate[] = []
  for (const label of labels) {
    const rank = label.role ? LABEL_RANK[label.role] : undefined
    if (rank === undefined) continue
    if (NOT_A_CASE.test(flat.slice(Math.max(0, label.start - 20), label.start))) continue
    const value = caseValue(label.value)
    if (value)
      candidates.push({ value, rank, at: label.start, end: label.valueStart + value.length })
  }
  for (const { pattern, rank } of LABELLED_CASE) {
    for (const match of flat.matchAll(pattern)) {
      const before = flat.slice(Math.max(0, match.index - 20), match.index)
      if (NOT_A_CASE.test(before)) continue
      const start = match.index + match[0].length
      const value = caseValue(flat.slice(start, start + 60))
      if (!value) continue
      candidates.push({ value, rank, at: match.index, end: start + value.length })
    }
  }
  candidates.sort((a, b) => a.rank - b.rank || a.at - b.at)
  const best = candidates[0]
  if (best) {
    return {
      value: best.value,
      confidence: best.rank === 0 ? 0.9 : best.rank === 3 ? 0.7 : 0.85,
      snippet: snippetAt(flat, best.at, best.end, 10),
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
