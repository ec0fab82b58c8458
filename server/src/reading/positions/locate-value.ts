/**
 * Where a value is printed on a document's pages, found the way locate-evidence.ts finds the
 * extracted fields (folded word streams, an amount or a date as documents print them, a name's
 * words in any order): a text the user selected in the viewer, or a value they typed, is mapped
 * to its page, its words and their boxes. With `near` (the boxes of the user's selection), the
 * place closest to them wins where the value is printed more than once.
 */
import { amountNeedles, dateNeedles } from './locate-evidence'
import type { Box, PageWords } from './page-words'
import {
  findInStream,
  findTokensNear,
  fold,
  matchBoxes,
  type StreamMatch,
  type WordStream,
  wordStream,
} from './word-stream'

/** How the value is printed: as a name, an amount ('87500.00'), a date ('YYYY-MM-DD') or text. */
export type ValueKind = 'name' | 'amount' | 'date' | 'text'

/** A value found on a page: the reading it is in, its words (inclusive) and their boxes. */
export interface ValueMatch {
  reading: PageWords
  first: number
  last: number
  boxes: Box[]
}

const centre = (box: Box) => [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2] as const

function distance(match: StreamMatch, near: readonly Box[]): number {
  const [mine] = matchBoxes(match)
  const [target] = near
  if (!mine || !target) return 0
  const [ax, ay] = centre(mine)
  const [bx, by] = centre(target)
  return Math.hypot(ax - bx, ay - by)
}

function closest(matches: StreamMatch[], near: readonly Box[]): StreamMatch | null {
  let chosen: StreamMatch | null = null
  let best = Number.POSITIVE_INFINITY
  for (const match of matches) {
    const gap = distance(match, near)
    if (gap < best) {
      chosen = match
      best = gap
    }
  }
  return chosen
}

function needlesOf(value: string, kind: ValueKind): string[] {
  if (kind === 'amount') return amountNeedles(value)
  if (kind === 'date') return [...dateNeedles(value), fold(value)]
  return [fold(value)]
}

/**
 * The place `value` is printed on `readings` (only page `page` when given), or null. Needles are
 * tried in order (an amount with its cents first); a name is also found with its words in
 * another order ('SMITH, JOHN' for 'John Smith').
 */
export function locateValue(
  readings: readonly PageWords[],
  value: string,
  options: { kind: ValueKind; page?: number; near?: readonly Box[] },
): ValueMatch | null {
  const streams: WordStream[] = readings
    .filter((reading) => options.page === undefined || reading.page === options.page)
    .filter((reading) => reading.words.length > 0)
    .map(wordStream)
  const near = options.near ?? []
  let match: StreamMatch | null = null
  for (const needle of needlesOf(value, options.kind)) {
    if (needle.length < 2) continue
    match = closest(
      streams.flatMap((stream) => findInStream(stream, needle)),
      near,
    )
    if (match) break
  }
  if (!match && options.kind === 'name') {
    const tokens = value.split(/[\s,;]+/).map(fold)
    match = closest(
      streams.flatMap((stream) => findTokensNear(stream, tokens)),
      near,
    )
  }
  if (!match) return null
  const reading = readings.find(
    (candidate) => candidate.page === match.stream.page && candidate.words === match.stream.words,
  )
  if (!reading) return null
  return { reading, first: match.first, last: match.last, boxes: matchBoxes(match) }
}
