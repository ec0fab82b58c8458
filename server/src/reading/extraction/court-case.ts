/**
 * The court from a caption ('IN THE CIRCUIT COURT OF THE ... COUNTY, FLORIDA', 'SUPERIOR COURT
 * OF NEW JERSEY, CHANCERY DIVISION ...', 'COURT OF COMMON PLEAS ...') and the candidates for the
 * case number: the values of its labels ('Case No.', 'Docket No.', 'Index No.', 'TS No.', 'File
 * No.', 'Reference:') and the numbers of its shape ('2024-CA-001234', 'GD-12-001234'), among
 * which case-candidates.ts chooses.
 */
import { normalizeCaseNumber } from '../../text/case-numbers'
import { STATE_NAME_PATTERN } from '../../text/us-states'
import { type CaseLabelKind, type CaseOccurrence, chooseCaseNumber } from './case-candidates'
import type { LabelRole, RoleValue } from './labels'
import { snippetAt } from './prepare'
import type { Found, ScoredCaseNumber } from './types'

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
  const value = resolveSaidCounty(segment.slice(0, end).replace(/[\s,]+$/, ''), flat, from)
  return {
    value,
    confidence: start.index < 600 ? 0.9 : 0.7,
    snippet: snippetAt(flat, start.index, from + end, 0),
  }
}

/** 'of said county' (or parish), which points back to a county the document named before. */
const SAID_COUNTY = /\s*\b(?:of|for|in)\s+(?:the\s+)?(?:said|such|same|that)\s+(county|parish)\b/i
/** A county the document names: 'Cobb County', 'St. Lucie County', 'ORANGE COUNTY'. */
const NAMED_COUNTY =
  /\b((?:St\.\s+)?[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)\s+(County|Parish|COUNTY|PARISH)\b/g
/** Words before 'County' that are not its name ('said County', 'for ORANGE COUNTY'). */
const NOT_A_NAME = /^(?:said|such|same|that|the|this|of|in|and|for|any|each|every|a)$/i

/** The county's name as written, without the words before it that are not part of it. */
function countyName(match: RegExpMatchArray): string | null {
  const words = match[1]!.split(/\s+/)
  while (words.length > 0 && NOT_A_NAME.test(words[0]!)) words.shift()
  return words.length > 0 ? `${words.join(' ')} ${match[2]}` : null
}

/**
 * A court 'of said county' named for the county the document named last before it (or first
 * after it): 'Superior Court of Cobb County'; with no county named, the court alone.
 */
function resolveSaidCounty(court: string, flat: string, at: number): string {
  const said = SAID_COUNTY.exec(court)
  if (!said) return court
  const kind = said[1]!.toLowerCase()
  const named = [...flat.matchAll(NAMED_COUNTY)]
    .filter((match) => match[2]!.toLowerCase() === kind)
    .map((match) => ({ at: match.index, name: countyName(match) }))
    .filter((county) => county.name !== null)
  const county = named.filter((c) => c.at < at).at(-1) ?? named.find((c) => c.at > at)
  const head = court.slice(0, said.index)
  const tail = court.slice(said.index + said[0].length)
  return county ? `${head} of ${county.name}${tail}` : `${head}${tail}`.trim()
}

/** A case number's own text, read from just after its label. */
const CASE_VALUE =
  /^(?:\d{2,4} [A-Z]{1,3} \d{3,7}(?![\w-])|[A-Z0-9][A-Z0-9\-/.:]*\d[A-Z0-9\-/]*|\d{1,6}(?![\w-]))/i

/**
 * Labels without a colon ('Case No. 2024-CA-1', 'T.S. No. 24-1', 'Our file no. 55 - FT17') and
 * the kind of number each introduces: a court's case or docket number, a trustee's sale number,
 * the foreclosing firm's file number (what a notice of a non-judicial sale is known by), or a
 * notice's reference.
 */
const LABELLED_CASE: Array<{ pattern: RegExp; kind: CaseLabelKind }> = [
  {
    pattern:
      /\b(?:case|docket|index|cause|suit|civil action|(?:writ of )?execution)\s*(?:no|number|num|#)\.?\s*[:.#]?\s*/gi,
    kind: 'case',
  },
  {
    pattern: /\b(?:t\.?\s?s\.?|trustee'?s? sale)\s*(?:no|number|#)\.?\s*[:.#]?\s*/gi,
    kind: 'trustee sale',
  },
  {
    pattern:
      /\b(?:(?:our|firm|attorney|mh|mtg|[A-Z]&[A-Z])\s+)?file\s*(?:no|number|#)\.?\s*[:.#]?\s*|\b[A-Z]&[A-Z]\s+(?:file\s+(?=\d)|(?:no|#)\.?\s*)/gi,
    kind: 'file',
  },
  {
    pattern: /\b(?:our\s+)?reference\s*(?:no\.?|number|#)?\s*:\s*(?=[A-Z0-9-]*\d)/gi,
    kind: 'reference',
  },
  // Any other number label ('Loan No.', 'Instrument Number', 'SBOT No.'): its value is offered
  // too, so the scorer learns from the numbers that are not the case.
  {
    pattern:
      /\b[A-Z][A-Z'&]*\.?\s+(?:no\b\.?|number\b|num\b\.?|#)\s*[:.#]?\s*(?=[A-Z0-9][\w\-/]*\d)/gi,
    kind: 'other',
  },
]
const LABEL_KIND: Partial<Record<LabelRole, CaseLabelKind>> = {
  case: 'case',
  'trustee-sale': 'trustee sale',
  file: 'file',
  ignore: 'other',
}
/** Case numbers with a court's own shape, found without a label. */
const SHAPED_CASE =
  /(?<![\w-])(?:[A-Z]{2,3}-\d{4}-\d{2}-\d{3,6}|\d{2}-\d{4}-[A-Z]{2}-\d{4,7}(?:-[A-Z0-9]+)*|\d{2,4}-?[A-Z]{2}-?\d{4,7}(?:-[A-Z0-9]+)?|[A-Z]{1,3}-\d{2}-\d{3,7}|[A-Z]-\d{5,7}-\d{2}|\d{5,6}\/\d{4})(?!\w|-\w)/g
/**
 * Another number's words just before a case-like label make it that number's label: 'Clerk's
 * File No.' and 'Auditor's File No.' (where a deed is recorded), 'Loan Account No.'.
 */
const OTHER_NUMBER_LABEL =
  /\b(?:loan|parcel|apn|tax(?: key)?|account|order|bar|property|certificate|pin|instrument|document|code|deed|book|page|plat|auction|opa|(?:clerk|auditor)'?s(?: file)?|recording|recorder'?s)\s*(?:no|number|#|id)?\.?\s*[:.#]?\s*$/i

/**
 * Words that mark a number near them as another kind: a recording's, an instrument's, a deed's
 * book and page, a parcel's, a loan's, a clerk's file (where a deed is recorded, not the case).
 */
const OTHER_NUMBER_CUE =
  /\b(?:record(?:ed|ing|er'?s)|instrument|document|parcel|apn|loan|account|certificate|(?:clerk|auditor)'?s file|book|volume|plat|lot|block|tax (?:map|key|id)|pin|opa)\b|\bpage\s*(?:no\.?\s*)?$/i
const CUE_REACH = 40

function caseValue(text: string): string | null {
  const match = CASE_VALUE.exec(text)
  if (!match) return null
  const value = normalizeCaseNumber(match[0].replace(/[.:/-]+$/, ''))
  return value && /\d/.test(value) ? value : null
}

/** A label's kind outranks no label, and a case-like label outranks another number's label. */
const labelRank = (kind: CaseLabelKind | null) => (kind === null ? 0 : kind === 'other' ? 1 : 2)

/**
 * Every printing of a number the text offers as its case number: each value of a label (case,
 * docket, trustee's sale, file and reference labels, and other number labels to learn from),
 * with or without a colon, and each number with a court's shape. A printing read by several
 * rules is kept once, with its most telling label.
 */
function caseOccurrences(flat: string, labels: readonly RoleValue[]): CaseOccurrence[] {
  const byStart = new Map<number, CaseOccurrence>()
  const offer = (value: string | null, kind: CaseLabelKind | null, at: number, from: number) => {
    if (!value) return
    const label =
      kind && kind !== 'other' && OTHER_NUMBER_LABEL.test(flat.slice(Math.max(0, at - 20), at))
        ? 'other'
        : kind
    const valueStart = flat.indexOf(value, from)
    if (valueStart < 0) return
    const kept = byStart.get(valueStart)
    if (kept && labelRank(kept.label) >= labelRank(label)) return
    // The words before its label (a label's own words are its kind, not a cue: 'Book/Writ').
    const before = flat.slice(Math.max(0, at - CUE_REACH), at)
    byStart.set(valueStart, {
      value,
      label,
      at,
      end: valueStart + value.length,
      otherCue: OTHER_NUMBER_CUE.test(before),
    })
  }
  for (const label of labels) {
    const kind = label.role === null ? 'other' : LABEL_KIND[label.role]
    if (kind) offer(caseValue(label.value), kind, label.start, label.valueStart)
  }
  for (const { pattern, kind } of LABELLED_CASE) {
    for (const match of flat.matchAll(pattern)) {
      const start = match.index + match[0].length
      offer(caseValue(flat.slice(start, start + 60)), kind, match.index, start)
    }
  }
  for (const match of flat.matchAll(SHAPED_CASE)) {
    offer(normalizeCaseNumber(match[0]), null, match.index, match.index)
  }
  return [...byStart.values()]
}

/**
 * The case or docket number: the fitted scorer's choice among every number the text offers as
 * one (case-candidates.ts), with every candidate scored.
 */
export function findCaseNumber(
  flat: string,
  labels: readonly RoleValue[] = [],
  lineStarts: readonly number[] = [],
): { caseNumber: Found<string> | null; candidates: ScoredCaseNumber[] } {
  const { caseNumber, scored } = chooseCaseNumber(caseOccurrences(flat, labels), flat, lineStarts)
  // The most probable are kept with the result (it is stored as JSON; a list's whole text can
  // offer hundreds), as the amount's are.
  return { caseNumber, candidates: scored.slice(0, KEPT_CANDIDATES) }
}

/** How many scored case-number candidates the result keeps. */
const KEPT_CANDIDATES = 25
