/**
 * The signature of a document's layout (docs/decisions/0055): the words of its first page that
 * can be template text (letters only, two or more) with where they stand, on a grid of GRID
 * points. Two documents of one layout share their labels at the same places and differ in their
 * values (names, streets), which are a minority of the words; documents of other layouts share
 * next to nothing at the same places. So two signatures are the same layout when most words of
 * the smaller one stand in the other at the same place (one grid cell either way, so a word on a
 * cell's edge and a scan's skew still match).
 */
import { fold, type PageWords } from '../../../reading'

/** Points a grid cell spans, across and down. */
const GRID = 12

/** Shared words below this many say nothing (a near-empty page matches everything). */
const MIN_SHARED = 8

/** The share of the smaller signature found in the other at which two are one layout. */
export const SAME_LAYOUT = 0.6

/** 'word@x,y' per template-like word of `page` (its first reading), sorted, without repeats. */
export function layoutSignature(page: PageWords | undefined): string[] {
  const tokens = new Set<string>()
  for (const word of page?.words ?? []) {
    const text = fold(word.text)
    if (text.length < 2 || /\d/.test(text)) continue
    const [x0, y0] = word.box
    tokens.add(`${text}@${Math.round(x0 / GRID)},${Math.round(y0 / GRID)}`)
  }
  return [...tokens].sort()
}

interface Placed {
  word: string
  x: number
  y: number
}

function parse(token: string): Placed | null {
  const match = /^(.+)@(-?\d+),(-?\d+)$/.exec(token)
  return match ? { word: match[1]!, x: Number(match[2]), y: Number(match[3]) } : null
}

/** How many of `tokens` stand in `other` at the same place, one cell either way. */
function shared(tokens: readonly string[], other: readonly string[]): number {
  const byWord = new Map<string, Placed[]>()
  for (const token of other) {
    const placed = parse(token)
    if (!placed) continue
    const list = byWord.get(placed.word)
    if (list) list.push(placed)
    else byWord.set(placed.word, [placed])
  }
  let count = 0
  for (const token of tokens) {
    const placed = parse(token)
    const near = placed ? byWord.get(placed.word) : undefined
    if (
      placed &&
      near?.some((p) => Math.abs(p.x - placed.x) <= 1 && Math.abs(p.y - placed.y) <= 1)
    ) {
      count++
    }
  }
  return count
}

/** 0..1: the share of the smaller signature that stands in the other (0 below MIN_SHARED). */
export function layoutSimilarity(a: readonly string[], b: readonly string[]): number {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a]
  if (small.length === 0) return 0
  const count = shared(small, large)
  return count < MIN_SHARED ? 0 : count / small.length
}
