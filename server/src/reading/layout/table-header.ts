/**
 * The header row of a fixed-width list ('Docket | Attorney | Plaintiff | Defendant | Sale Type |
 * Sale Date | Status | Cost/Tax | Cost'): a line of short capitalised labels, two or more of
 * them words a lead is made of, over lines whose text falls under three or more of them. A
 * header may take two lines ('Cost/Tax' over 'Bid'); its labels are then joined by the column
 * they stand over. A label the text layer merged with its neighbour ('Sale Date Status' as one
 * run) is cut where the rows below it start a value in (nearly) every record. The column whose
 * values open a record (the docket, case or file number) is the anchor.
 */
import type { LayoutLine } from './layout-types'
import { type Column, columnAt } from './table-columns'
import { linePhrases, type Phrase, splitPhrase } from './text-phrases'

export interface TableHeader {
  /** The index of the header's first line in the region, and how many lines it takes. */
  at: number
  lines: number
  columns: Column[]
  /** The column whose values open a record. */
  anchor: number
}

const HEADER_CELL = /^[A-Za-z][A-Za-z/#&.' ()-]{0,29}$/
const FIELD_WORDS =
  /\b(?:case|docket|index|file|defendants?|plaintiffs?|owners?|names?|address|property|street|city|zip|status|sale|date|amount|judgment|bid|tax|cost|parcel|attorney|debt|writ)\b/i
const ANCHOR_WORDS = /\b(?:docket|case|file|index|cause|writ|suit)\b|(?:\bno\.?|number|#)$/i
/** Share of records that must start a value at a word of a merged label for it to be cut there. */
const CUT_SUPPORT = 0.7
/** How far apart, in font sizes, the starts of one column's values may be. */
const ALIGNED = 0.12
/** A gap wider than a space, in font sizes (a proportional font's space is about 0.28). */
const GUTTER = 0.45

const lineRuns = (line: LayoutLine) => line.cells.flatMap((cell) => cell.runs)

const headerLike = (phrase: Phrase) =>
  HEADER_CELL.test(phrase.text) && /^[A-Z]/.test(phrase.text) && phrase.text.split(' ').length <= 4

const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)

/** A header's lines joined into columns: each lower label under the label it overlaps. */
function joinLabels(lines: Phrase[][]): Array<Column & { words: Phrase['words'] }> {
  const widest = lines.reduce((a, b) => (b.length > a.length ? b : a))
  const columns = widest.map((phrase) => ({
    label: [phrase.text],
    x0: phrase.x0,
    x1: phrase.x1,
    words: phrase.words,
  }))
  for (const line of lines) {
    if (line === widest) continue
    const used = new Set<number>()
    for (const phrase of line) {
      let best = -1
      columns.forEach((column, i) => {
        if (used.has(i) || overlap(phrase, column) <= 0) return
        if (best < 0 || overlap(phrase, column) > overlap(phrase, columns[best]!)) best = i
      })
      if (best < 0) {
        columns.push({ label: [phrase.text], x0: phrase.x0, x1: phrase.x1, words: phrase.words })
        continue
      }
      used.add(best)
      const column = columns[best]!
      const above = lines.indexOf(line) < lines.indexOf(widest)
      column.label = above ? [phrase.text, ...column.label] : [...column.label, phrase.text]
      column.x0 = Math.min(column.x0, phrase.x0)
      column.x1 = Math.max(column.x1, phrase.x1)
    }
  }
  return columns
    .sort((a, b) => a.x0 - b.x0)
    .map((column) => ({ ...column, label: column.label.join(' ') }))
}

/** The lines of `region` after the header that open a record: a number under the anchor. */
function anchorLines(
  region: readonly LayoutLine[],
  columns: readonly Column[],
  anchor: number,
): Phrase[][] {
  return region
    .map((line) => ({ line, phrases: linePhrases(lineRuns(line)) }))
    .filter(({ line, phrases }) =>
      phrases.some(
        (phrase) =>
          columnAt(columns, phrase.x0, phrase.x1, line.height) === anchor &&
          /\d/.test(phrase.words[0]!.text),
      ),
    )
    .map(({ phrases }) => phrases)
}

/**
 * Labels cut where the records' values say two columns start: a word of a label near which
 * (nearly) every record that has text under the label starts a word, all on one x.
 */
function cutMergedLabels(
  columns: Array<Column & { words: Phrase['words'] }>,
  rows: Phrase[][],
  em: number,
): Column[] {
  if (rows.length < 3) return columns
  return columns.flatMap((column) => {
    if (column.words.length < 2 || column.label !== column.words.map((w) => w.text).join(' '))
      return [column]
    const under = rows.filter((row) =>
      row.some((phrase) => phrase.words.some((word) => overlap(word, column) > 0)),
    )
    const cuts = column.words
      .map((word, i) => ({ word, i }))
      .filter(({ word, i }) => {
        if (i === 0) return false
        // A column's values start on one x, apart from the text before them by more than a
        // space; the second words of names ('DOROTHY X JONES') only start near one x.
        const starts = under.map((row) =>
          row.flatMap((phrase) =>
            phrase.words
              .filter((w, j) => j === 0 || w.x0 - phrase.words[j - 1]!.x1 >= GUTTER * em)
              .map((w) => w.x0),
          ),
        )
        const near = starts.flat().filter((x) => Math.abs(x - word.x0) <= 0.6 * em)
        if (near.length < 3) return false
        const center = near.sort((a, b) => a - b)[Math.floor(near.length / 2)]!
        const aligned = starts.filter((row) =>
          row.some((x) => Math.abs(x - center) <= ALIGNED * em),
        ).length
        return aligned >= 3 && aligned >= CUT_SUPPORT * under.length
      })
      .map(({ i }) => i)
    if (cuts.length === 0) return [column]
    const parts: Column[] = []
    let rest: Phrase = {
      text: column.label,
      x0: column.x0,
      x1: column.x1,
      words: column.words,
      order: 0,
    }
    let taken = 0
    for (const cut of cuts) {
      const [head, tail] = splitPhrase(rest, cut - taken, em)
      parts.push({ label: head.text, x0: head.x0, x1: head.x1 })
      rest = tail
      taken = cut
    }
    parts.push({ label: rest.text, x0: rest.x0, x1: rest.x1 })
    return parts
  })
}

/** The middle of `values`' spread: half of them lie within this of their median. */
function spread(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted[Math.floor(sorted.length / 2)] ?? 0
  const deviations = sorted.map((value) => Math.abs(value - middle)).sort((a, b) => a - b)
  return deviations[Math.floor(deviations.length / 2)] ?? 0
}

/**
 * Each column's alignment, from the records' values under it: amounts end on one x and start
 * wherever their width puts them; other values start on one x.
 */
function withAlignment(columns: Column[], rows: Phrase[][], em: number): Column[] {
  const under = columns.map(() => [] as Phrase[])
  for (const row of rows) {
    for (const phrase of row) {
      const column = columnAt(columns, phrase.x0, phrase.x1, em)
      if (column >= 0 && phrase.x1 <= (columns[column + 1]?.x0 ?? Number.POSITIVE_INFINITY))
        under[column]!.push(phrase)
    }
  }
  return columns.map((column, i) => {
    const values = under[i]!
    if (values.length < 3) return column
    const starts = spread(values.map((phrase) => phrase.x0))
    const ends = spread(values.map((phrase) => phrase.x1))
    return { ...column, align: ends < 0.5 * starts && starts > 0.5 * em ? 'right' : 'left' }
  })
}

/** The header block starting at line `at`, or null: its lines, columns and anchor. */
function headerAt(region: readonly LayoutLine[], at: number): TableHeader | null {
  // Labels hold no digits: most lines of a page are ruled out before they are measured.
  if (region[at]!.cells.some((cell) => /\d/.test(cell.text))) return null
  const first = linePhrases(lineRuns(region[at]!))
  if (first.length < 3 || !first.every(headerLike)) return null
  const lines = [first]
  let end = at + 1
  // A second (or third) line of labels right under the first.
  while (end < region.length && end - at < 3) {
    const line = region[end]!
    const phrases = linePhrases(lineRuns(line))
    const close = line.y - region[end - 1]!.y <= 1.8 * line.height
    if (!close || phrases.length === 0 || !phrases.every(headerLike)) break
    lines.push(phrases)
    end++
  }
  const joined = joinLabels(lines)
  const em = region[at]!.height
  const anchorOf = (columns: readonly Column[]) =>
    Math.max(
      0,
      columns.findIndex((column) => ANCHOR_WORDS.test(column.label)),
    )
  const rows = anchorLines(region.slice(end), joined, anchorOf(joined))
  const columns = withAlignment(cutMergedLabels(joined, rows, em), rows, em)
  const known = columns.filter((column) => FIELD_WORDS.test(column.label)).length
  if (columns.length < 4 || known < 2) return null
  // The header is real when lines under it fill three or more of its columns.
  const aligned = region.slice(end, end + 8).some((line) => {
    const phrases = linePhrases(lineRuns(line))
    return new Set(phrases.map((p) => columnAt(columns, p.x0, p.x1, line.height))).size >= 3
  })
  if (!aligned) return null
  return { at, lines: end - at, columns, anchor: anchorOf(columns) }
}

/** Where the header row is in `region` and its columns, or null when it has none. */
export function findTableHeader(region: readonly LayoutLine[]): TableHeader | null {
  for (let i = 0; i < region.length - 1; i++) {
    const header = headerAt(region, i)
    if (header) return header
  }
  return null
}
