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

/**
 * Every 'label: value' pair of `text`. `known` are label keys (as labelKey spells them);
 * `generic` also accepts labels of one to four capitalised words that no known label covers.
 */
export function labelledValues(
  text: string,
  known: readonly string[],
  options: { generic?: boolean } = {},
): LabelledValue[] {
  const knownLabel = knownLabelPattern(known)
  const genericLabel =
    /(?<![\w/])((?:[A-Z][\w#'/()&.-]*\s+){0,3}[A-Z][\w#'/()&.-]*(?:\s*#)?)\s*:(?=\s)/g
  const marks: Array<{ start: number; valueStart: number; label: string; known: boolean }> = []
  for (const match of text.matchAll(knownLabel)) {
    // Words that qualify a label belong to it: "Mortgage Servicer's Address", "Firm Address".
    const before =
      /(?:(?:[A-Z][a-z]*['\u2019]s|(?:Mortgage|Servicer|Firm|Mailing|Billing|Office|Trustee|Attorney|Lender|Beneficiary|Company|Business|Agent|Clerk|Sender|Return|Owner)s?)\s+)+$/.exec(
        text.slice(Math.max(0, match.index - 60), match.index),
      )
    const start = before ? match.index - before[0].length : match.index
    marks.push({
      start,
      valueStart: match.index + match[0].length,
      label: text.slice(start, match.index) + match[1]!,
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
      marks.push({ start, valueStart: end, label: match[1]!, known: false })
    }
  }
  marks.sort((a, b) => a.start - b.start)
  // Overlapping marks: the known one (or the earlier) stays.
  const kept: typeof marks = []
  for (const mark of marks) {
    const last = kept.at(-1)
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
    return {
      label: mark.label.trim(),
      key: labelKey(mark.label),
      value,
      start: mark.start,
      valueStart,
      end: valueStart + value.length,
    }
  })
}
