/**
 * Where each extracted field's value was found on the document's pages: a page number and the
 * boxes of its words (PDF points), kept in the extraction JSON as `positions` and shown by the
 * in-app viewer as highlights. The extractor reads flattened text, so the value is looked for
 * again on the positioned words of each page; where it is printed more than once, the place
 * whose surroundings share most words with the field's snippet wins.
 */
import type { EvidenceField, EvidenceLocation } from '@common/contracts/documents'
import { MONTH_NAMES } from '../../text/dates'
import { filingFoundOf } from '../extraction/dates'
import type { ExtractionResult } from '../extraction/types'
import type { PageWords } from './page-words'
import {
  findInStream,
  findTokensNear,
  fold,
  matchBoxes,
  type StreamMatch,
  type WordStream,
  wordStream,
} from './word-stream'

export type EvidencePositions = Partial<Record<EvidenceField, EvidenceLocation>>

const ordinal = (day: number) =>
  day % 10 === 1 && day !== 11
    ? 'st'
    : day % 10 === 2 && day !== 12
      ? 'nd'
      : day % 10 === 3 && day !== 13
        ? 'rd'
        : 'th'

/** The ways a document prints the date `iso` (YYYY-MM-DD), folded. */
export function dateNeedles(iso: string): string[] {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!parts) return []
  const [, yyyy = '', mm = '', dd = ''] = parts
  const month = MONTH_NAMES[Number(mm) - 1] ?? ''
  const d = String(Number(dd))
  const m = String(Number(mm))
  const th = ordinal(Number(dd))
  const yy = yyyy.slice(2)
  return [
    ...[month, month.slice(0, 3), month.slice(0, 4)].flatMap((name) => [
      `${name}${d}${yyyy}`,
      `${name}${d}${th}${yyyy}`,
      `${d}${name}${yyyy}`,
      `${d}${th}dayof${name}${yyyy}`,
    ]),
    `${mm}${dd}${yyyy}`,
    `${m}${d}${yyyy}`,
    `${yyyy}${mm}${dd}`,
    `${mm}${dd}${yy}`,
    `${m}${d}${yy}`,
  ]
}

/** '245000.00' as printed: '$245,000.00' folds to '24500000', '$245,000' to '245000'. */
export function amountNeedles(value: string): string[] {
  const [whole = '', cents = ''] = value.split('.')
  return cents && /^0+$/.test(cents) ? [fold(value), whole] : [fold(value)]
}

/** The snippet's distinctive words, to tell apart two places a value is printed. */
function snippetWords(snippet: string): Set<string> {
  return new Set(
    snippet
      .split(/\s+/)
      .map(fold)
      .filter((word) => word.length >= 3),
  )
}

const WINDOW = 40

/** How many of the snippet's words stand within WINDOW words of the match. */
function agreement(match: StreamMatch, words: Set<string>): number {
  const from = Math.max(0, match.first - WINDOW)
  const to = Math.min(match.stream.words.length, match.last + WINDOW + 1)
  const seen = new Set<string>()
  for (let index = from; index < to; index++) {
    const word = fold(match.stream.words[index]?.text ?? '')
    if (words.has(word)) seen.add(word)
  }
  return seen.size
}

/** The best place among `matches` (most snippet words around it, then the earliest). */
function best(matches: StreamMatch[], snippet: string): StreamMatch | null {
  if (matches.length <= 1) return matches[0] ?? null
  const words = snippetWords(snippet)
  let chosen: StreamMatch | null = null
  let score = -1
  for (const match of matches) {
    const own = agreement(match, words)
    if (own > score) {
      chosen = match
      score = own
    }
  }
  return chosen
}

/** The first needle found anywhere (each needle tried on every page before the next one). */
function locate(streams: WordStream[], needles: string[], snippet: string): StreamMatch | null {
  for (const needle of needles) {
    if (needle.length < 2) continue
    const matches = streams.flatMap((stream) => findInStream(stream, needle))
    const found = best(matches, snippet)
    if (found) return found
  }
  return null
}

/** A person's or company's name: as printed, or its words close together in another order. */
function locateName(streams: WordStream[], name: string, snippet: string): StreamMatch | null {
  const exact = locate(streams, [fold(name)], snippet)
  if (exact) return exact
  const tokens = name.split(/[\s,]+/).map(fold)
  return best(
    streams.flatMap((stream) => findTokensNear(stream, tokens)),
    snippet,
  )
}

const toLocation = (match: StreamMatch | null): EvidenceLocation | null =>
  match ? { page: match.stream.page, boxes: matchBoxes(match) } : null

/** A short snippet (a heading) is itself where the value was read. */
const snippetNeedle = (snippet: string) => {
  const folded = fold(snippet)
  return folded.length > 0 && folded.length <= 80 ? [folded] : []
}

/**
 * The page and boxes of each evidence field of `found` on `readings` (each page's words; a page
 * read twice, by its text layer and by OCR, may appear twice, the reading kept first). Fields
 * whose value is not found on any page are left out.
 */
export function locateEvidence(
  found: ExtractionResult,
  readings: readonly PageWords[],
): EvidencePositions {
  const streams = readings.filter((reading) => reading.words.length > 0).map(wordStream)
  const positions: EvidencePositions = {}
  const put = (field: EvidenceField, match: StreamMatch | null) => {
    const location = toLocation(match)
    if (location && location.boxes.length > 0) positions[field] = location
  }
  if (streams.length === 0) return positions

  put(
    'documentTypeCategory',
    locate(
      streams,
      [fold(found.documentType.value), ...snippetNeedle(found.documentType.snippet)],
      found.documentType.snippet,
    ),
  )
  if (found.caseNumber) {
    put('caseNumber', locate(streams, [fold(found.caseNumber.value)], found.caseNumber.snippet))
  }
  if (found.court) put('court', locate(streams, [fold(found.court.value)], found.court.snippet))
  if (found.plaintiff) {
    put('plaintiff', locateName(streams, found.plaintiff.value, found.plaintiff.snippet))
  }
  if (found.defendants && found.defendants.value.length > 0) {
    const snippet = found.defendants.snippet
    const names = found.defendants.value
      .map((name) => locateName(streams, name, snippet))
      .filter((match): match is StreamMatch => match !== null)
    const first = names[0]
    if (first) {
      positions.defendantName = {
        page: first.stream.page,
        boxes: names.filter((match) => match.stream.page === first.stream.page).flatMap(matchBoxes),
      }
    }
  }
  const address = found.propertyAddress?.value
  if (address && found.propertyAddress) {
    const needles = [address.street, address.zip].filter((part): part is string => Boolean(part))
    put('propertyAddress', locate(streams, needles.map(fold), found.propertyAddress.snippet))
  }
  if (found.amount) {
    put(
      'loanAmount',
      locate(streams, amountNeedles(found.amount.value.value), found.amount.snippet),
    )
  }
  const filing = filingFoundOf(found)
  if (filing) {
    put('filingDate', locate(streams, dateNeedles(filing.value), filing.snippet))
  }
  if (found.judgmentDate) {
    const judgment = found.judgmentDate
    put('judgmentDate', locate(streams, dateNeedles(judgment.value), judgment.snippet))
  }
  return positions
}
