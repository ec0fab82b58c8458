/**
 * A line's text runs as phrases: the pieces of text a person sees as one (a cell's value, a
 * label and its value), with each word's position. A text layer cuts text anywhere: one item a
 * cell, one a word, a word in pieces, or one item for a whole printed line with the columns
 * padded by runs of spaces. Runs that continue each other (the next drawn right after the last,
 * starting where it ended, a space apart at most) join into one phrase; a run of two or more
 * spaces, or a wider gap, ends one. Where runs overlap (a cell's text clipped on the page but whole in the layer,
 * running under the next column's text), the order in which the file draws them decides which
 * phrase a run continues.
 */
import type { PositionedText } from './layout-types'

interface Word {
  text: string
  x0: number
  x1: number
}

export interface Phrase {
  text: string
  x0: number
  x1: number
  words: Word[]
  /** Where its last run is in the file's drawing order (for runs that overlap). */
  order: number
}

/**
 * A gap wider than this many of the font's spaces between two runs ends a phrase (inside one
 * run, a run of two spaces ends one).
 */
const PHRASE_GAP = 1.6
/** A space, in font sizes: Helvetica's and Courier's. */
const SPACE = 0.278
const MONOSPACED_SPACE = 0.6
/**
 * Runs overlapping more than this, in font sizes, are not one phrase: pieces of a kerned word
 * may overlap a little (and a text layer's widths be a little off), a clipped cell's text runs
 * far under the next cell's.
 */
const OVERLAP = 0.5
/** How far off a text layer's widths can be, as a share of a run's width. */
const WIDTH_ERROR = 0.05
/** Runs of one phrase are drawn one after the other, no visible run between them. */
const ORDER_STEP = 1

/** Helvetica's advance widths (thousandths of an em) for the characters lists are printed in. */
const NARROW = /[ il.,:;'!|I]/
const SLIM = /[jtfr()[\]/-]/
const WIDE = /[mwMW@%]/

function relativeWidth(char: string): number {
  if (NARROW.test(char)) return 0.278
  if (SLIM.test(char)) return 0.333
  if (WIDE.test(char)) return 0.85
  if (/[A-Z&]/.test(char)) return 0.69
  return 0.556
}

/**
 * The x where each character of a run starts, and its end: a monospaced run (0.6 em a
 * character, as Courier prints) shares its width evenly, other runs by Helvetica's widths
 * scaled to the run's own width.
 */
/** True when the run's characters are 0.6 em each, as Courier's are. */
const isMonospaced = (run: PositionedText) => {
  const length = [...run.str].length
  return length > 0 && Math.abs(run.width / length - 0.6 * run.height) < 0.02 * run.height
}
/** Fewest characters of a line that tell a monospaced font from a proportional one. */
const TELLING_LENGTH = 8

/** True when every run of the line is monospaced (one short word of another font may seem so). */
function monospacedLine(runs: readonly PositionedText[]): boolean {
  const visible = runs.filter((run) => run.str.trim() !== '')
  const length = visible.reduce((sum, run) => sum + [...run.str].length, 0)
  return length >= TELLING_LENGTH && visible.every(isMonospaced)
}

function characterStarts(run: PositionedText): number[] {
  const chars = [...run.str]
  const monospaced = chars.length >= TELLING_LENGTH && isMonospaced(run)
  const weights = chars.map((char) => (monospaced ? 1 : relativeWidth(char)))
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1
  const starts: number[] = [run.x]
  for (const weight of weights) starts.push(starts.at(-1)! + (weight / total) * run.width)
  return starts
}

/**
 * A run's pieces: its words with their estimated boxes, cut where the run has two or more
 * spaces (a line-printer export pads its columns with them).
 */
function runPieces(run: PositionedText): Word[][] {
  const starts = characterStarts(run)
  const pieces: Word[][] = []
  let previousEnd = -1
  for (const match of run.str.matchAll(/\S+/g)) {
    const from = match.index
    const to = from + match[0].length
    const word = { text: match[0], x0: starts[from]!, x1: starts[to]! }
    const wide = previousEnd < 0 || /\s{2,}|\t/.test(run.str.slice(previousEnd, from))
    if (wide) pieces.push([word])
    else pieces.at(-1)!.push(word)
    previousEnd = to
  }
  return pieces
}

const phraseText = (words: readonly Word[], em: number) =>
  words
    .map((word, i) => {
      const previous = words[i - 1]
      // Pieces of one word (a kerned run cut in two) join without a space.
      return previous && word.x0 - previous.x1 < 0.1 * em ? word.text : ` ${word.text}`
    })
    .join('')
    .trim()

/** The phrases of one printed line, left to right. */
export function linePhrases(runs: readonly PositionedText[]): Phrase[] {
  const space = (monospacedLine(runs) ? MONOSPACED_SPACE : SPACE) * PHRASE_GAP
  const pieces = runs
    .flatMap((run, index) =>
      runPieces(run).map((words) => ({
        words,
        x0: words[0]!.x0,
        x1: words.at(-1)!.x1,
        em: run.height,
        order: run.order ?? index,
      })),
    )
    .sort((a, b) => a.x0 - b.x0 || a.order - b.order)
  const open: Array<Phrase & { em: number }> = []
  for (const piece of pieces) {
    // A piece continues a phrase that ends where it starts and was drawn just before it.
    const phrase = open
      .filter((candidate) => {
        const gap = piece.x0 - candidate.x1
        // A text layer's widths may be off by a few per cent of what came before.
        const overlap = Math.max(OVERLAP * piece.em, WIDTH_ERROR * (candidate.x1 - candidate.x0))
        return (
          gap > -overlap &&
          gap <= space * piece.em &&
          Math.abs(piece.order - candidate.order) <= ORDER_STEP
        )
      })
      .sort((a, b) => Math.abs(piece.order - a.order) - Math.abs(piece.order - b.order))[0]
    if (phrase) {
      phrase.words.push(...piece.words)
      phrase.x1 = Math.max(phrase.x1, piece.x1)
      phrase.order = piece.order
    } else open.push({ ...piece, text: '', words: [...piece.words] })
  }
  return open
    .map(({ em, ...phrase }) => ({ ...phrase, text: phraseText(phrase.words, em) }))
    .sort((a, b) => a.x0 - b.x0)
}

/** A phrase cut before its word `at` (a value run into the next column's). */
export function splitPhrase(phrase: Phrase, at: number, em: number): [Phrase, Phrase] {
  const head = phrase.words.slice(0, at)
  const tail = phrase.words.slice(at)
  const part = (words: Word[]): Phrase => ({
    text: phraseText(words, em),
    x0: words[0]!.x0,
    x1: Math.max(...words.map((word) => word.x1)),
    words,
    order: phrase.order,
  })
  return [part(head), part(tail)]
}

/**
 * `phrase` with the word that straddles `x` cut in two at the character boundary nearest `x`
 * (within `slack`), and the index of the second piece; null when no boundary is that close.
 * The text layer glues a clipped value to the next cell's text when one ends where the other
 * starts ('DOROTHY U KOWALSKIPENNYMAC LOAN').
 */
export function cutWordAt(
  phrase: Phrase,
  x: number,
  slack: number,
): { phrase: Phrase; at: number } | null {
  const index = phrase.words.findIndex((word) => word.x0 < x - slack && word.x1 > x + slack)
  if (index < 0) return null
  const word = phrase.words[index]!
  const weights = [...word.text].map(relativeWidth)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  let edge = word.x0
  let best: { chars: number; at: number } | null = null
  weights.forEach((weight, i) => {
    if (
      i > 0 &&
      Math.abs(edge - x) <= slack &&
      (!best || Math.abs(edge - x) < Math.abs(best.at - x))
    )
      best = { chars: i, at: edge }
    edge += (weight / total) * (word.x1 - word.x0)
  })
  if (!best) return null
  const { chars, at } = best as { chars: number; at: number }
  const words = [
    ...phrase.words.slice(0, index),
    { text: word.text.slice(0, chars), x0: word.x0, x1: at },
    { text: word.text.slice(chars), x0: at, x1: word.x1 },
    ...phrase.words.slice(index + 1),
  ]
  return { phrase: { ...phrase, words }, at: index + 1 }
}
