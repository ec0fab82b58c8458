/**
 * Which column a piece of a table's text belongs to, from the header's labels: a phrase belongs
 * to the column under whose label it starts. A phrase starting in the gap between two labels
 * (an amount right-aligned under a shorter label, a value under a centred label) belongs to the
 * column on its right when it reaches under that column's label, else to the one on its left.
 * A phrase that runs on under later labels keeps its whole text when the later column has text
 * of its own on the line (the text was clipped by its cell on the page, and is whole in the
 * text layer); when the later column has none, the phrase is two cells the text layer merged,
 * cut at the word that starts where the later column starts, or inside a word when the layer
 * glued the two cells' texts together (not in a column whose values the page clips elsewhere:
 * its text may run on under an empty cell).
 */
import { cutWordAt, type Phrase, splitPhrase } from './text-phrases'

export interface Column {
  label: string
  /** Where the header's label starts and ends. */
  x0: number
  x1: number
  /** How the column's values line up (amounts line up on their right edge). */
  align?: 'left' | 'right'
}

/** How far, in font sizes, a value may start left of its label and still be under it. */
const LEFT_SLACK = 0.5
/** How close, in font sizes, a word must start to a column's start to be cut there. */
const CUT_SLACK = 0.6
/** How close, in font sizes, a character of a word glued across a column's start must be. */
const GLUE_SLACK = 0.35

/** The column a phrase starting at `x0` and ending at `x1` belongs to; -1 left of the table. */
export function columnAt(columns: readonly Column[], x0: number, x1: number, em: number): number {
  for (let i = columns.length - 1; i >= 0; i--) {
    const column = columns[i]!
    if (x0 >= column.x0 - LEFT_SLACK * em) return i
    const previous = columns[i - 1]
    const inGap = previous ? x0 > previous.x1 : true
    if (inGap && x1 > column.x0 + LEFT_SLACK * em) return i
  }
  return -1
}

/** Where the column after `index` starts: values of `index` end before it. */
export const columnEnd = (columns: readonly Column[], index: number) =>
  columns[index + 1]?.x0 ?? Number.POSITIVE_INFINITY

/** The index of the word of `phrase` that starts where `column` starts, or -1. */
function wordAtColumn(phrase: Phrase, columns: readonly Column[], index: number, em: number) {
  const column = columns[index]!
  const previousEnd = columns[index - 1]?.x1 ?? Number.NEGATIVE_INFINITY
  let best = -1
  phrase.words.forEach((word, i) => {
    if (i === 0) return
    const near = Math.abs(word.x0 - column.x0) <= CUT_SLACK * em
    // A right-aligned value starts before its label, after the previous label's end.
    const before =
      column.align === 'right' &&
      word.x0 < column.x0 &&
      word.x0 > previousEnd &&
      word.x1 > column.x0
    if (!(near || before)) return
    if (best < 0 || Math.abs(word.x0 - column.x0) < Math.abs(phrase.words[best]!.x0 - column.x0))
      best = i
  })
  return best
}

export interface PlacedPhrase {
  phrase: Phrase
  column: number
}

/**
 * A table line's phrases with their columns: each by where it starts, a phrase running under
 * later, empty columns cut where they start (two cells the text layer merged), and a phrase
 * running under a column that has text of its own kept whole (clipped on the page).
 */
export function placeLine(
  phrases: readonly Phrase[],
  columns: readonly Column[],
  em: number,
  clipping: ReadonlySet<number> = new Set(),
): PlacedPhrase[] {
  const placed = phrases.map((phrase) => ({
    phrase,
    column: columnAt(columns, phrase.x0, phrase.x1, em),
  }))
  const taken = new Set(placed.map(({ column }) => column))
  const out: PlacedPhrase[] = []
  for (const item of placed) {
    let { phrase, column } = item
    // A clipped column's text may run on under an empty cell: cut it only between words.
    const clipped = clipping.has(column)
    for (let next = column + 1; column >= 0 && next < columns.length; next++) {
      if (phrase.x1 <= columns[next]!.x0 + LEFT_SLACK * em) break
      if (taken.has(next)) break
      let at = wordAtColumn(phrase, columns, next, em)
      if (at < 0 && !clipped && columns[next]!.align !== 'right') {
        const cut = cutWordAt(phrase, columns[next]!.x0, GLUE_SLACK * em)
        if (cut) {
          phrase = cut.phrase
          at = cut.at
        }
      }
      if (at < 0) continue
      const [head, tail] = splitPhrase(phrase, at, em)
      out.push({ phrase: head, column })
      taken.add(next)
      phrase = tail
      column = next
    }
    out.push({ phrase, column })
  }
  return out
}

/**
 * The columns whose values the page clips: on some line (placed without knowing it) a value of
 * the column runs on under text of a later column. Their values are never cut where a later
 * column starts, also on a line where that column is empty (the text ran on under nothing).
 */
export function clippingColumns(
  lines: readonly (readonly PlacedPhrase[])[],
  em: number,
): Set<number> {
  const clipping = new Set<number>()
  for (const placed of lines) {
    for (const { phrase, column } of placed) {
      if (column < 0) continue
      const under = placed.some(
        (other) =>
          other.column > column &&
          other.phrase.x0 > phrase.x0 &&
          other.phrase.x0 < phrase.x1 - LEFT_SLACK * em,
      )
      if (under) clipping.add(column)
    }
  }
  return clipping
}
