/**
 * Fixed-width lists with a header row (a sheriff's master bid list: 'Docket | Attorney |
 * Plaintiff | Defendant | Sale Type | Sale Date | Status | Cost/Tax | Cost'), rebuilt from the
 * text's x positions rather than the text stream (stream-mode table reading). The header gives
 * the columns (table-header.ts); a record opens at each line with a number under the anchor
 * column (the docket), and the lines after it belong to it: a value wrapped onto the next lines
 * inside its column joins the value above, and anything else (the property line, 'Municipality:',
 * 'Comments:') is the record's free text. Each record comes out as 'Label: value' lines, the
 * anchor first and the property line right after it, a blank line between records: what the
 * labelled-field reader and the record splitter read. Lines at the top of a page before its
 * first record end the last record of the page before: they come out after
 * {@link TABLE_CONTINUED}, which joinPageTexts (document/page-texts.ts) uses to put them back.
 */
import type { LayoutLine } from './layout-types'
import { isPageChrome } from './page-chrome'
import { clippingColumns, columnAt, columnEnd, type PlacedPhrase, placeLine } from './table-columns'
import type { TableHeader } from './table-header'
import { linePhrases, type Phrase } from './text-phrases'

export { findTableHeader, type TableHeader } from './table-header'

/** The line a table page's first lines come after when they end the page before's record. */
export const TABLE_CONTINUED = '(continued from the page before)'

/** A value that is a label of its own ('Municipality: 934 PENN HILLS', 'Comments:'). */
const LABELLED = /^[A-Z][A-Za-z#/&.' ()-]{0,30}:(?:\s|$)/
/** The end of an address line: a state and ZIP, or a ZIP. */
const ADDRESS_END = /(?:,\s*|\s)\d{5}(?:-\d{4})?$/
/** A street address line: a house number, words, and a ZIP or ', ST' at its end. */
const ADDRESS_LINE =
  /^\d+[A-Z]?(?:-\d+)?\s+[A-Z0-9].*(?:(?:,\s*|\s)\d{5}(?:-\d{4})?|,\s*[A-Z]{2})$/i
/** The label the record's address line takes: the list prints it under no header. */
export const ADDRESS_LABEL = 'Address'

interface TableRecord {
  /** Each column's values, top to bottom (a wrapped value's lines). */
  values: string[][]
  /** Text under no column: the property line, 'Municipality:', 'Comments:'. */
  free: string[]
  /** False for the lines a page opens with, before its first record. */
  anchored: boolean
}

const lineRuns = (line: LayoutLine) => line.cells.flatMap((cell) => cell.runs)

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * True when a line opens a record: a number under the anchor column that ends inside it (or
 * whose next word starts the next column: two cells the text layer merged), beside values of
 * other columns. A property line starting under the docket runs on past it.
 */
function opensRecord(
  phrases: readonly Phrase[],
  placed: readonly PlacedPhrase[],
  header: TableHeader,
  em: number,
): boolean {
  const { columns, anchor } = header
  const end = columnEnd(columns, anchor)
  const anchored = phrases.some((phrase) => {
    if (columnAt(columns, phrase.x0, phrase.x1, em) !== anchor) return false
    const [first, second] = phrase.words
    if (!/\d/.test(first!.text) || first!.text.includes(',') || LABELLED.test(phrase.text))
      return false
    if (phrase.x1 <= end + 0.5 * em) return !phrase.text.includes(',')
    return second !== undefined && first!.x1 <= end + 0.5 * em && second.x0 >= end - 0.6 * em
  })
  const filled = new Set(
    placed
      .filter(({ phrase, column }) => column >= 0 && !LABELLED.test(phrase.text))
      .map(({ column }) => column),
  )
  return anchored && filled.size >= 2
}

/** True when a phrase on a record's later line is its column's value wrapped onto that line. */
function wrapsInColumn(
  phrase: Phrase,
  column: number,
  record: TableRecord,
  header: TableHeader,
  em: number,
): boolean {
  if (column < 0 || column === header.anchor) return false
  if (LABELLED.test(phrase.text) || ADDRESS_END.test(phrase.text)) return false
  // A value wraps inside its column's width, under a value of its own.
  if (phrase.x1 > columnEnd(header.columns, column) + 0.5 * em) return false
  return !record.anchored || record.values[column]!.length > 0
}

/**
 * The record's text: the anchor's value (which opens every record), its unlabelled free lines
 * (the property line, labelled 'Address:' when it reads as one: the header names it not, and
 * unlabelled text between labelled values reads as part of the value before it once the lines
 * are joined), the other columns in order, then its labelled free lines ('Municipality:',
 * 'Comments:').
 */
function recordText(record: TableRecord, header: TableHeader): string {
  const order = [
    header.anchor,
    ...header.columns.map((_, i) => i).filter((i) => i !== header.anchor),
  ]
  const lines = order
    .map((i) => [header.columns[i]!.label, record.values[i]!.join(' ')] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
  const labelled = record.free.filter((line) => LABELLED.test(line))
  const unlabelled = record.free
    .filter((line) => !LABELLED.test(line))
    .map((line) => (ADDRESS_LINE.test(line) ? `${ADDRESS_LABEL}: ${line}` : line))
  const text = [...lines.slice(0, 1), ...unlabelled, ...lines.slice(1), ...labelled].join('\n')
  return record.anchored ? text : `${TABLE_CONTINUED}\n${text}`
}

/**
 * The region as records of labelled values: lines before the header as they are, then one
 * block per record. Repeated header rows and page chrome (page numbers, print stamps) are left
 * out.
 */
export function tableText(
  region: readonly LayoutLine[],
  header: TableHeader,
  lineText: (line: LayoutLine) => string,
): string {
  const { columns } = header
  const headerKey = region
    .slice(header.at, header.at + header.lines)
    .map(lineText)
    .join('\n')
  const before = region.slice(0, header.at).map(lineText)
  const records: TableRecord[] = []
  const body = region.slice(header.at + header.lines)
  const em = median(body.map((line) => line.height))
  const clipping = clippingColumns(
    body.map((line) => placeLine(linePhrases(lineRuns(line)), columns, em)),
    em,
  )
  for (let i = 0; i < body.length; i++) {
    const line = body[i]!
    if (
      body
        .slice(i, i + header.lines)
        .map(lineText)
        .join('\n') === headerKey
    ) {
      i += header.lines - 1
      continue
    }
    const phrases = linePhrases(lineRuns(line))
    if (phrases.every((phrase) => isPageChrome(phrase.text))) continue
    const split = placeLine(phrases, columns, em, clipping)
    const opens = opensRecord(phrases, split, header, em)
    if (opens || records.length === 0)
      records.push({ values: columns.map(() => []), free: [], anchored: opens })
    const record = records.at(-1)!
    if (opens) {
      for (const { phrase, column } of split) {
        if (column < 0 || LABELLED.test(phrase.text)) record.free.push(phrase.text)
        else record.values[column]!.push(phrase.text)
      }
      continue
    }
    for (const phrase of phrases) {
      const column = columnAt(columns, phrase.x0, phrase.x1, em)
      if (wrapsInColumn(phrase, column, record, header, em))
        record.values[column]!.push(phrase.text)
      else record.free.push(phrase.text)
    }
  }
  return [before.join('\n'), ...records.map((record) => recordText(record, header))]
    .filter(Boolean)
    .join('\n\n')
}
