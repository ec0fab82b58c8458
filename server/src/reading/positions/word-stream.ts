/**
 * Finds a value's words on a page. A page's words are folded into one stream of lower-case
 * letters and digits, so the value is found however the page spaced or punctuated it
 * ('$245,000.00' is '24500000', 'No. 2023-CV-01234' holds '2023cv01234'); a match must start
 * and end at a word's edge or where letters turn into digits, so '12' is not found inside '3124'.
 */
import type { Box, PageWord, PageWords } from './page-words'

/** Lower-case letters and digits only (accents dropped). */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** A page's words as one folded stream, with where each word starts and ends in it. */
export interface WordStream {
  page: number
  words: PageWord[]
  text: string
  starts: number[]
  ends: number[]
}

/** One place a value was found: the stream and the words (inclusive) with the chars cut off. */
export interface StreamMatch {
  stream: WordStream
  first: number
  last: number
  /** Folded chars of the first word before the match, and of the last word after it. */
  headCut: number
  tailCut: number
}

export function wordStream(reading: PageWords): WordStream {
  const starts: number[] = []
  const ends: number[] = []
  let text = ''
  for (const word of reading.words) {
    starts.push(text.length)
    text += fold(word.text)
    ends.push(text.length)
  }
  return { page: reading.page, words: reading.words, text, starts, ends }
}

/** The word whose folded chars hold stream offset `offset` (the last word starting at or before it). */
function wordAt(stream: WordStream, offset: number): number {
  let low = 0
  let high = stream.starts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((stream.starts[mid] ?? 0) <= offset) low = mid
    else high = mid - 1
  }
  return low
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9'

/** Whether a match may start or end at `offset` of the stream. */
function isEdge(stream: WordStream, offset: number, edges: readonly number[]): boolean {
  if (offset <= 0 || offset >= stream.text.length) return true
  if (edges.includes(offset)) return true
  return isDigit(stream.text[offset - 1]) !== isDigit(stream.text[offset])
}

/** Every place the folded `needle` occurs in the stream, at word or letter/digit edges. */
export function findInStream(stream: WordStream, needle: string): StreamMatch[] {
  const matches: StreamMatch[] = []
  if (needle.length === 0) return matches
  for (let at = stream.text.indexOf(needle); at !== -1; at = stream.text.indexOf(needle, at + 1)) {
    const end = at + needle.length
    const first = wordAt(stream, at)
    const last = wordAt(stream, end - 1)
    const startsOk = isEdge(stream, at, [stream.starts[first] ?? -1])
    const endsOk = isEdge(stream, end, [stream.ends[last] ?? -1])
    if (!startsOk || !endsOk) continue
    matches.push({
      stream,
      first,
      last,
      headCut: at - (stream.starts[first] ?? at),
      tailCut: (stream.ends[last] ?? end) - end,
    })
  }
  return matches
}

/** A word's box with `head` and `tail` of its folded chars cut off (their share of its width). */
function cutBox(word: PageWord, head: number, tail: number): Box {
  const length = fold(word.text).length
  const [x0, y0, x1, y1] = word.box
  if (length === 0 || (head === 0 && tail === 0)) return word.box
  const per = (x1 - x0) / length
  return [x0 + head * per, y0, x1 - tail * per, y1]
}

const round = (n: number) => Math.round(n * 10) / 10

/** Two boxes on one line: their heights overlap by half the smaller one. */
function sameLine(a: Box, b: Box): boolean {
  const overlap = Math.min(a[3], b[3]) - Math.max(a[1], b[1])
  return overlap >= 0.5 * Math.min(a[3] - a[1], b[3] - b[1])
}

/** The match's boxes, one per line it spans (its words' boxes joined). */
export function matchBoxes(match: StreamMatch): Box[] {
  const boxes: Box[] = []
  for (let index = match.first; index <= match.last; index++) {
    const word = match.stream.words[index]
    if (!word) continue
    const box = cutBox(
      word,
      index === match.first ? match.headCut : 0,
      index === match.last ? match.tailCut : 0,
    )
    const line = boxes.at(-1)
    if (line && sameLine(line, box) && box[0] >= line[0] - 1) {
      boxes[boxes.length - 1] = [
        Math.min(line[0], box[0]),
        Math.min(line[1], box[1]),
        Math.max(line[2], box[2]),
        Math.max(line[3], box[3]),
      ]
    } else {
      boxes.push(box)
    }
  }
  return boxes.map((box) => box.map(round) as Box)
}

/**
 * The words of `tokens` (folded), each found within a window of the others, in any order: a
 * name printed 'SMITH, JOHN' for the value 'John Smith'. Every token must be found once.
 */
export function findTokensNear(stream: WordStream, tokens: readonly string[]): StreamMatch[] {
  const wanted = tokens.filter((token) => token.length >= 2)
  if (wanted.length === 0) return []
  const span = wanted.length + 4
  const folded = stream.words.map((word) => fold(word.text))
  const matches: StreamMatch[] = []
  for (let start = 0; start < folded.length; start++) {
    if (!wanted.includes(folded[start] ?? '')) continue
    const window = folded.slice(start, start + span)
    let last = start
    const all = wanted.every((token) => {
      const at = window.indexOf(token)
      if (at >= 0) last = Math.max(last, start + at)
      return at >= 0
    })
    if (all) matches.push({ stream, first: start, last, headCut: 0, tailCut: 0 })
  }
  return matches
}
