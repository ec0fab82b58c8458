/**
 * Splits a multi-record document (a sheriff-sale list, a legal-journal page of notices) into
 * its records, so each becomes a lead of its own. A document is multi-record when its text
 * falls into blocks of which at least two carry distinct case numbers and each of those names a
 * defendant or a property address. Blocks are tried three ways, the one finding most records wins:
 * paragraphs (blank lines, page breaks), numbered items ('1.', '2.', ... at line starts, in
 * sequence), and a heading line that repeats ('NOTICE OF SHERIFF SALE' before every notice).
 */
import { type ExtractionResult, extractFields } from '../extraction'

/** One record's text and what the extractor read from it. */
export interface DocumentRecord {
  text: string
  found: ExtractionResult
}

/** More records than this in one upload are not kept (a 40-page journal holds far fewer). */
export const MAX_RECORDS = 500

/** The records of `text` in document order, or [] when it holds one record (or none). */
export function splitRecords(text: string): DocumentRecord[] {
  const normalized = text.replace(/\r\n?/g, '\n')
  let best: DocumentRecord[] = []
  for (const split of [byParagraph, byNumberedItem, byRepeatedHeading]) {
    const blocks = split(normalized)
    if (blocks.length < 2) continue
    // The finest split wins: a page of three notices is one paragraph but three headings.
    const records = recordsOf(blocks)
    if (records.length > best.length) best = records
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

const caseKey = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '')

/** Who and what a record is about: its street, else its defendants. */
const subjectKey = (found: ExtractionResult) =>
  caseKey(found.propertyAddress?.value.street ?? found.defendants?.value.join(' ') ?? '')

/**
 * Groups blocks into records: a block with a case number other than the current record's starts
 * a new record; a block without one continues the current record. Records that name neither a defendant nor an address
 * are left out; fewer than two distinct case numbers means a single-record document.
 */
function recordsOf(blocks: string[]): DocumentRecord[] {
  const groups: Array<{ parts: string[]; caseNumber: string }> = []
  for (const block of blocks) {
    const caseNumber = extractFields(block).caseNumber?.value
    const current = groups.at(-1)
    if (caseNumber && (!current || caseKey(current.caseNumber) !== caseKey(caseNumber))) {
      groups.push({ parts: [block], caseNumber })
    } else if (current) {
      current.parts.push(block)
    }
    // Text before the first case number is the document's header (a list's title): the
    // whole-document extraction reads it; no record gets it.
  }
  const records = groups
    .map((group) => {
      const text = group.parts.join('\n\n')
      return { text, found: extractFields(text) }
    })
    .filter(
      ({ found }) => found.caseNumber && (found.defendants?.value.length || found.propertyAddress),
    )
  // Two case numbers over one property and one defendant are one notice citing another case.
  const cases = new Set(records.map(({ found }) => caseKey(found.caseNumber?.value ?? '')))
  const subjects = new Set(records.map(({ found }) => subjectKey(found)))
  return cases.size >= 2 && subjects.size >= 2 ? records : []
}
