/**
 * The amounts a document states. Every money figure is a candidate: a labelled value
 * ('Final Judgment: 4183.40', 'Assessed Value: $90,000') or a printed '$' figure with the words
 * before it. Each keeps what the scorer needs to judge it (its cue, where it stands, whether a
 * percentage is printed beside it); amount-candidates.ts chooses the lead's amount among them.
 */
import { parseMoney } from '../../text/money'
import { type AmountCandidate, chooseAmount } from './amount-candidates'
import { cueBefore, cueOfLabel } from './amount-cues'
import type { RoleValue } from './labels'
import { snippetAt } from './prepare'
import type { Amount, Found, ScoredAmount } from './types'

const MONEY = /\$\s*(\d{1,3}(?:,\s?\d{3})+|\d+)(?:\.\d{1,2})?(?!\d)/g
/** A labelled figure may be printed without '$' ('Final Judgment: 4183.40', 'Debt Amount: 274634'). */
const LABELLED_MONEY = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?![\d,]*\s*%)/
/** An amount printed right after a docket number, as sale lists print the judgment. */
const AFTER_CASE_NUMBER = /(?:[A-Z]{1,3}-\d{2}-\d{3,}|\d{2,4}-?[A-Z]{2}-?\d{4,})[\s:,-]*$/
/** A percentage printed around a figure ('10% of', 'a deposit of 5 percent'). */
const PERCENTAGE = /\d\s?%|\bpercent\b/i
/** A line that heads an exhibit ('EXHIBIT A', 'Exhibit "B" - Note'). */
const EXHIBIT_HEADING =
  /^(?:EXHIBIT|Exhibit)\s*["'\u201c\u201d]?[A-Z0-9]{0,3}["'\u201c\u201d]?(?:\s*[-:.]\s*[A-Za-z ]{0,30})?$/
/** Figures below this are never a lead's amount (a page number with '$', a $0 line). */
const LEAST = 100
/** How far before a figure its cue words are looked for. */
const CONTEXT = 130

/** The lead's amount, the best of each kind, and every candidate scored. */
export function findAmounts(
  flat: string,
  labels: readonly RoleValue[] = [],
  lineStarts: readonly number[] = [],
  options: { taxDocument?: boolean } = {},
): {
  amount: Found<Amount> | null
  amounts: Array<Found<Amount>>
  candidates: ScoredAmount[]
} {
  const exhibit = exhibitStart(flat, lineStarts)
  const labelled = labelledAmounts(labels)
  const printed = printedAmounts(flat, options.taxDocument ?? false).filter(
    (figure) => !labelled.some((label) => figure.at >= label.at && figure.at < label.end),
  )
  const candidates = [...labelled, ...printed]
    .sort((a, b) => a.at - b.at)
    .map((candidate) => ({ ...candidate, inExhibit: candidate.at >= exhibit }))
  return chooseAmount(candidates, flat.length)
}

/** Where the first exhibit heading opens a line (the text's end when none does). */
function exhibitStart(flat: string, lineStarts: readonly number[]): number {
  for (const match of flat.matchAll(/\b(?:EXHIBIT|Exhibit)\b/g)) {
    const line = lineIndex(lineStarts, match.index)
    if (line < 0 || lineStarts[line] !== match.index) continue
    const end = lineStarts[line + 1] ?? flat.length
    if (EXHIBIT_HEADING.test(flat.slice(match.index, end).trim())) return match.index
  }
  return flat.length
}

/** The index of the last line start at or before `at` (-1 when none). */
function lineIndex(lineStarts: readonly number[], at: number): number {
  let low = 0
  let high = lineStarts.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (lineStarts[middle]! <= at) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

type Read = Omit<AmountCandidate, 'inExhibit'> & { end: number }

function labelledAmounts(labels: readonly RoleValue[]): Read[] {
  const found: Read[] = []
  for (const label of labels) {
    const cue = cueOfLabel(label.role, label.key)
    if (!cue) continue
    const match = LABELLED_MONEY.exec(label.value)
    const value = match ? parseMoney(match[0].replace(/\s/g, '')) : null
    if (!value || Number(value) < LEAST) continue
    found.push({
      value,
      cue,
      labelled: true,
      afterCaseNumber: false,
      percentage: PERCENTAGE.test(label.value.slice(match![0].length, match![0].length + 12)),
      at: label.start,
      end: label.end,
      snippet: `${label.label}: ${label.value}`.slice(0, 200),
    })
  }
  return found
}

function printedAmounts(flat: string, taxDocument: boolean): Read[] {
  const found: Read[] = []
  let previousEnd = 0
  for (const match of flat.matchAll(MONEY)) {
    const value = parseMoney(match[0].replace(/\s/g, ''))
    const start = match.index
    const end = start + match[0].length
    const context = flat.slice(Math.max(previousEnd, start - CONTEXT), start)
    previousEnd = end
    if (!value || Number(value) < LEAST) continue
    const said = cueBefore(context)
    const afterCaseNumber = AFTER_CASE_NUMBER.test(flat.slice(Math.max(0, start - 25), start))
    // What a figure printed without a word for it is, the layout says: a tax sale's list prints
    // each record's tax owed, a sheriff's sale list the judgment right after the docket number.
    const cue = said !== 'other' ? said : taxDocument ? 'tax' : afterCaseNumber ? 'judgment' : said
    found.push({
      value,
      cue,
      labelled: false,
      afterCaseNumber,
      percentage: PERCENTAGE.test(context.slice(-40)) || PERCENTAGE.test(flat.slice(end, end + 12)),
      at: start,
      end,
      snippet: snippetAt(flat, Math.max(start - 60, 0), end, 0),
    })
  }
  return found
}
