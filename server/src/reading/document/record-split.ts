/**
 * Splits a multi-record document (a sheriff-sale list, a tax-sale list, a newspaper page of
 * notices, a listing export) into its records, so each becomes a lead of its own. Blocks are cut
 * several ways and the way that finds most records wins: paragraphs (blank lines, page breaks,
 * the hanging indents the page layout marks), numbered items ('1.', '2.', ... at line starts),
 * a heading line that repeats ('NOTICE OF SHERIFF SALE'), and the label a record opens with
 * ('Sale Date:' or 'File #:' each time a record starts, on its own line or inside running
 * text). A block is a record when it names two of: a party or case number, a property, an
 * amount; or, in a plain list of addresses, when it is a short line holding one. Other blocks
 * continue the record before them (or, before the first, are the document's heading).
 */
import { type DocumentType, type ExtractionResult, extractFields } from '../extraction'

/** One record's text and what the extractor read from it. */
export interface DocumentRecord {
  text: string
  found: ExtractionResult
}

/**
 * More records than this in one upload are not kept. A county's whole tax-sale list holds
 * about 25,000 (Baltimore's, 100 pages); more than that is not one document's worth of leads.
 */
const MAX_RECORDS = 30_000

/** The records of `text` in document order, or [] when it holds one record (or none). */
export function splitRecords(text: string, listType?: DocumentType): DocumentRecord[] {
  const normalized = text.replace(/\r\n?/g, '\n')
  const cache = new Map<string, ExtractionResult>()
  const read = (block: string) => {
    let found = cache.get(block)
    if (!found) {
      found = extractFields(block, { record: true, listType })
      cache.set(block, found)
    }
    return found
  }
  // The split whose records are most often complete wins; then the one with more records.
  let best: DocumentRecord[] = []
  let bestScore = 0
  for (const split of [byParagraph, byNumberedItem, byRepeatedHeading, byRecordLabel]) {
    const blocks = split(normalized)
    if (blocks.length < 2) continue
    const { records, complete } = recordsOf(blocks, read)
    // Complete records count, partial ones count against: a split that cuts records in the
    // wrong place leaves fragments.
    // Then the split whose records say most (one that cuts a record's fields apart loses).
    const fields = records.reduce((sum, { found }) => sum + completeness(found), 0)
    const score =
      (complete - 0.5 * (records.length - complete)) * 1_000_000 + fields * 1_000 + records.length
    if (score > bestScore) {
      best = records
      bestScore = score
    }
  }
  return best.slice(0, MAX_RECORDS)
}

function byParagraph(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
}

const NUMBERED = /^\s*(\d{1,4})[.)]\s+\S/

/** Blocks starting at '1.', '2.', '3.' ... (numbers in sequence, so '123 Main St' cannot start one). */
function byNumberedItem(text: string): string[] {
  const lines = text.split('\n')
  const starts: number[] = []
  let expected: number | null = null
  lines.forEach((line, index) => {
    const match = NUMBERED.exec(line)
    if (!match) return
    const number = Number(match[1])
    if (expected === null || number === expected) {
      starts.push(index)
      expected = number + 1
    }
  })
  return starts.length >= 2 ? cut(lines, starts) : []
}

/** Blocks starting at each occurrence of the earliest all-capitals line that occurs twice or more. */
function byRepeatedHeading(text: string): string[] {
  const lines = text.split('\n')
  const seen = new Map<string, number[]>()
  lines.forEach((line, index) => {
    const key = line.trim().replace(/\s+/g, ' ')
    const letters = key.replace(/[^A-Za-z]/g, '')
    if (key.length > 80 || letters.length < 6 || letters !== letters.toUpperCase()) return
    seen.set(key, [...(seen.get(key) ?? []), index])
  })
  const heading = [...seen.values()]
    .filter((indexes) => indexes.length >= 2)
    .sort((a, b) => a[0]! - b[0]!)[0]
  return heading ? cut(lines, heading) : []
}

/** A label: one to four capitalised words (or '#') ending in a colon. */
const LABEL =
  /(?:^|(?<=\s))((?:[A-Z][\w#/()'&.-]*[ \t]+){0,3}[A-Z][\w#/()'&.-]*(?:\s*#)?)\s*:(?=\s)/gm

/**
 * Blocks starting where the label that opens every record appears ('Sale Date:' in a county's
 * listing, 'File #:' in a newspaper's tax-sale run-on text): of the labels printed three times
 * or more, the one whose first use comes first, among those printed about as often as the
 * most frequent.
 */
function byRecordLabel(text: string): string[] {
  const uses = new Map<string, number[]>()
  for (const match of text.matchAll(LABEL)) {
    const key = match[1]!.toLowerCase().replace(/\s+/g, ' ')
    const at = match.index + (match[0].length - match[0].trimStart().length)
    uses.set(key, [...(uses.get(key) ?? []), at])
  }
  const frequent = [...uses.values()].filter((at) => at.length >= 3)
  if (frequent.length === 0) return []
  const most = Math.max(...frequent.map((at) => at.length))
  const opening = frequent.filter((at) => at.length >= 0.8 * most).sort((a, b) => a[0]! - b[0]!)[0]!
  const blocks: string[] = []
  const starts = opening[0]! > 0 ? [0, ...opening] : opening
  starts.forEach((start, i) => {
    const block = text.slice(start, starts[i + 1] ?? text.length).trim()
    if (block) blocks.push(block)
  })
  return blocks
}

/** The lines cut at `starts`; lines before the first start form a block of their own. */
function cut(lines: string[], starts: number[]): string[] {
  const bounds = starts[0] === 0 ? starts : [0, ...starts]
  return bounds
    .map((start, i) =>
      lines
        .slice(start, bounds[i + 1] ?? lines.length)
        .join('\n')
        .trim(),
    )
    .filter(Boolean)
}

const key = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '')

/** How many of the three things a record names: a party or case, a property, an amount. */
function completeness(found: ExtractionResult): number {
  const party = Boolean(found.caseNumber || found.defendants?.value.length)
  const property = Boolean(found.propertyAddress?.value.street)
  return Number(party) + Number(property) + Number(Boolean(found.amount))
}

/** A short block that is little more than an address: one entry of a plain list of addresses. */
function addressOnly(block: string, found: ExtractionResult): boolean {
  return Boolean(found.propertyAddress?.value.street) && block.split(/\s+/).length <= 14
}

/** Who and what a record is about: its street, else its defendants, else its case. */
const subjectKey = (found: ExtractionResult) =>
  key(
    found.propertyAddress?.value.street ??
      found.defendants?.value.join(' ') ??
      found.caseNumber?.value ??
      '',
  )

const hasParty = (found: ExtractionResult) =>
  Boolean(found.caseNumber || found.defendants?.value.length)
const hasProperty = (found: ExtractionResult) => Boolean(found.propertyAddress?.value.street)

/**
 * Groups blocks into records: a complete block, or a block with a case number other than the
 * current record's, starts a record; other blocks continue the current one. Records printed
 * twice (a notice run again in the same issue) are kept once. Fewer than two records about
 * different subjects means a single-record document.
 */
function recordsOf(
  blocks: string[],
  read: (block: string) => ExtractionResult,
): { records: DocumentRecord[]; complete: number } {
  const found = blocks.map(read)
  // A plain list of addresses: several short address blocks, and no block naming a party.
  const addressList =
    blocks.filter((block, i) => addressOnly(block, found[i]!)).length >= 3 &&
    !found.some((result) => hasParty(result))
  const groups: Array<{
    parts: string[]
    caseNumber: string | null
    first: ExtractionResult
    property: boolean
  }> = []
  // A block printed the same way three times or more that names nothing (a list's page title
  // on every page) is page furniture: no record takes it.
  const printed = new Map<string, number>()
  for (const block of blocks) printed.set(key(block), (printed.get(key(block)) ?? 0) + 1)
  blocks.forEach((block, i) => {
    const result = found[i]!
    if ((printed.get(key(block)) ?? 0) >= 3 && completeness(result) === 0) return
    const current = groups.at(-1)
    const caseNumber = result.caseNumber?.value ?? null
    const sameCase = Boolean(
      current?.caseNumber && caseNumber && key(current.caseNumber) === key(caseNumber),
    )
    // A second listing of one case (another parcel, another sale) differs in street or amount.
    const sameSubject =
      sameCase &&
      current !== undefined &&
      (result.propertyAddress?.value.street ?? null) ===
        (current.first.propertyAddress?.value.street ?? null) &&
      (result.amount?.value.value ?? null) === (current.first.amount?.value.value ?? null)
    // A block about a property but naming no party completes a record that lacks its property.
    const complete = completeness(result) >= 2 && (hasParty(result) || !current || current.property)
    const starts =
      (complete && !sameSubject) ||
      (addressList && addressOnly(block, result)) ||
      Boolean(caseNumber && current?.caseNumber && !sameCase)
    if (starts) {
      groups.push({ parts: [block], caseNumber, first: result, property: hasProperty(result) })
    } else if (current) {
      current.parts.push(block)
      current.caseNumber ??= caseNumber
      current.property ||= hasProperty(result)
    }
    // Text before the first record is the document's heading: no record gets it.
  })
  const seen = new Set<string>()
  const records: DocumentRecord[] = []
  let complete = 0
  for (const group of groups) {
    const text = group.parts.join('\n\n')
    const dedupe = key(text)
    if (seen.has(dedupe)) continue
    seen.add(dedupe)
    const result = read(text)
    records.push({ text, found: result })
    if (completeness(result) >= 2 || (addressList && addressOnly(text, result))) complete++
  }
  const subjects = new Set(records.map(({ found }) => subjectKey(found)))
  return records.length >= 2 && subjects.size >= 2
    ? { records, complete }
    : { records: [], complete: 0 }
}
