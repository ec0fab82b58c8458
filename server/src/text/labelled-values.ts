/**
 * 'Label: value' pairs in running text, as detail pages, listing exports, tax rolls and form
 * boxes print them ('Case Number: 2023-CA-016789-O City: ORLANDO Zip: 32818', 'Taxpayer: SMITH
 * JOHN Owner/Record Title Holder/Other Parties of Interest: ...'). A value runs to the next
 * label: one of the caller's known labels wherever it stands, or a short run of capitalised
 * words ending in a colon. Known labels win over the generic shape, so a name that ends just
 * before a label ('... Janice A. Gould Original Mortgagee:') keeps its last word.
 */

export interface LabelledValue {
  /** The label as printed, without its colon. */
  label: string
  /** The label in one spelling: lower case, single spaces, no punctuation but '#' and '/'. */
  key: string
  value: string
  /** Offsets in the text: the label's start, the value's start and end. */
  start: number
  valueStart: number
  end: number
}

/** 'Case # :' / 'Name(s) of the mortgagor(s):' / 'FC #' -> 'case #' / 'names of the mortgagors' / 'fc #'. */
export function labelKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/\(s\)/g, 's')
    .replace(/\(if any\)/g, '')
    .replace(/[^a-z0-9#/ ]+/g, ' ')
    .replace(/\s*#\s*/g, ' # ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A known label as a pattern: any spacing, optional '(s)', '#'/'No.'/'Number' spelled freely. */
function labelPattern(known: string): string {
  return known
    .split(' ')
    .map((word) => {
      if (word === '#') return '#'
      if (word === 'no') return 'no\\.?'
      const base = escapeRegExp(word).replace(/\\\//g, '\\s*/\\s*')
      // 'defendants' also matches 'defendant(s)' and 'defendant'.
      return word.endsWith('s') && word.length > 3 ? `${base.slice(0, -1)}(?:s|\\(s\\))?` : base
    })
    .join('\\s*')
}

/** Compiled once per list of known labels (callers pass one constant list). */
const compiled = new WeakMap<readonly string[], RegExp>()

function knownLabelPattern(known: readonly string[]): RegExp {
  let pattern = compiled.get(known)
  if (!pattern) {
    const sorted = [...known].sort((a, b) => b.length - a.length)
    pattern = new RegExp(
      `(?<![\\w/#(])(${sorted.map(labelPattern).join('|')})(?:\\s*\\((?:if any|s)\\))?\\s*(?:#\\s*)?:(?!\\/)`,
      'gi',
    )
    compiled.set(known, pattern)
  }
  pattern.lastIndex = 0
  return pattern
}

/** Where a label starts and ends, the words it cannot lose, and where its value starts. */
interface Mark {
  start: number
  /** Where the label's own words start: the known label itself, or a generic label's last word. */
  firm: number
  /** The end of the label's words (before '(s)', '#' and the colon). */
  labelEnd: number
  valueStart: number
  known: boolean
}

/**
 * `mark` without the words that are the value of the label before it (`previous`). Words
 * before a line break belong to the value before them when that value would otherwise be empty
 * ('Status: POSTPONED' over 'Cost:', 'Defendant:' over 'JOHN DOE' over 'Atty:') or when they
 * do not open their line ('Notes: sold to ACME' over 'Bid:'); a label wrapped onto a second
 * line ('Original' over 'Mortgagee:') is kept whole. In one line of text, a generic label that
 * would leave the value before it empty loses its upper-case words to it when the label goes
 * on in mixed case ('WILLIAM DAVIS Atty:', 'POSTPONED Tax Bid:'); a lone short upper-case word
 * is an abbreviation and stays ('APN Number:', 'ZIP Code:').
 */
function leavingValue(
  text: string,
  mark: Mark,
  previous: Mark | undefined,
  lineStarts: readonly number[],
): Mark {
  // Overlapping labels are settled by the caller.
  if (previous && mark.start < previous.valueStart) return mark
  const empty = previous !== undefined && text.slice(previous.valueStart, mark.start).trim() === ''
  const lastBreak = lastAtOrBefore(lineStarts, mark.firm)
  if (lastBreak > mark.start) {
    const lineStart = Math.max(0, lastAtOrBefore(lineStarts, mark.start))
    const afterText = text.slice(lineStart, mark.start).trim() !== ''
    return empty || afterText ? { ...mark, start: lastBreak } : mark
  }
  if (!empty || mark.known) return mark
  const words = [...text.slice(mark.start, mark.labelEnd).matchAll(/\S+/g)]
  const mixed = words.findIndex((word) => /[a-z]/.test(word[0]))
  if (mixed <= 0 || (mixed === 1 && words[0]![0].length <= 3)) return mark
  return { ...mark, start: mark.start + words[mixed]!.index }
}

/** The last of the ascending `offsets` at or before `at` (-1 when none): a list's lines are many. */
function lastAtOrBefore(offsets: readonly number[], at: number): number {
  let low = 0
  let high = offsets.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (offsets[middle]! <= at) low = middle + 1
    else high = middle
  }
  return low > 0 ? offsets[low - 1]! : -1
}

/**
 * Every 'label: value' pair of `text`. `known` are label keys (as labelKey spells them);
 * `generic` also accepts labels of one to four capitalised words that no known label covers.
 */
export function labelledValues(
  text: string,
  known: readonly string[],
  options: { generic?: boolean; lineStarts?: readonly number[] } = {},
): LabelledValue[] {
  // An empty list would compile to a pattern that takes any '(s):' for a label.
  const knownMatches = known.length > 0 ? text.matchAll(knownLabelPattern(known)) : []
  const genericLabel =
    /(?<![\w/])((?:[A-Z][\w#'/()&.-]*\s+){0,3}[A-Z][\w#'/()&.-]*(?:\s*#)?)\s*:(?=\s)/g
  const marks: Mark[] = []
  for (const match of knownMatches) {
    // Words that qualify a label belong to it: "Mortgage Servicer's Address", "Firm Address".
    const before =
      /(?:(?:[A-Z][a-z]*['\u2019]s|(?:Mortgage|Servicer|Firm|Mailing|Billing|Office|Trustee|Attorney|Lender|Beneficiary|Company|Business|Agent|Clerk|Sender|Return|Owner)s?)\s+)+$/.exec(
        text.slice(Math.max(0, match.index - 60), match.index),
      )
    const start = before ? match.index - before[0].length : match.index
    marks.push({
      start,
      firm: match.index,
      labelEnd: match.index + match[1]!.length,
      valueStart: match.index + match[0].length,
      known: true,
    })
  }
  if (options.generic !== false) {
    for (const match of text.matchAll(genericLabel)) {
      const start = match.index + (match[0].length - match[0].trimStart().length)
      const end = match.index + match[0].length
      // A known label covering the same colon decides where the label starts.
      if (marks.some((mark) => mark.valueStart >= end - 1 && mark.valueStart <= end + 1)) continue
      if (/^\d/.test(match[1]!) || /\d{1,2}:\d{2}/.test(text.slice(end - 3, end + 3))) continue
      const labelEnd = start + match[1]!.length
      const lastWord = /\S+(?:\s*#)?$/.exec(match[1]!)!
      marks.push({ start, firm: start + lastWord.index, labelEnd, valueStart: end, known: false })
    }
  }
  marks.sort((a, b) => a.start - b.start)
  // Overlapping marks: the known one (or the earlier) stays.
  const kept: typeof marks = []
  const lineStarts = options.lineStarts ?? []
  for (const found of marks) {
    const last = kept.at(-1)
    const mark = leavingValue(text, found, last, lineStarts)
    if (last && mark.start < last.valueStart) {
      if (mark.known && !last.known) kept[kept.length - 1] = mark
      continue
    }
    kept.push(mark)
  }
  return kept.map((mark, index) => {
    const next = kept[index + 1]
    const rawEnd = next ? next.start : text.length
    const raw = text.slice(mark.valueStart, rawEnd)
    const value = raw.replace(/^[\s:]+/, '').replace(/[\s,;]+$/, '')
    const valueStart = mark.valueStart + (raw.length - raw.replace(/^[\s:]+/, '').length)
    const label = text.slice(mark.start, mark.labelEnd)
    return {
      label: label.trim(),
      key: labelKey(label),
      value,
      start: mark.start,
      valueStart,
      end: valueStart + value.length,
    }
  })
}
