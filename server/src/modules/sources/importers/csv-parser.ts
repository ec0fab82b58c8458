/**
 * CSV exports read with csv-parse (RFC 4180: quoted fields with embedded delimiters, doubled
 * quotes and line breaks). Kept lenient the way county exports need: CRLF, LF or CR line ends
 * (mixed in one file too), a UTF-8 byte-order mark, blank lines skipped, rows of any length,
 * a stray quote inside an unquoted field kept as written. County exports are at most a few
 * megabytes, so the whole file is read into memory. What stays ours: header names, padding,
 * the line each row starts on, and error messages a person can act on.
 */
import { CsvError, type Info, parse } from 'csv-parse/sync'

interface CsvTable {
  /** Header names, trimmed; duplicates get a ' (2)' suffix so no column is lost. */
  headers: string[]
  /** One object per data row, keyed by header; missing trailing cells are ''. */
  rows: Record<string, string>[]
  /** The 1-based line on which each row starts, for error messages. */
  lines: number[]
}

export type CsvResult = { ok: true; table: CsvTable } | { ok: false; error: string }

/**
 * The line of the quote left open at the end of the text. Inside a quoted field every quote
 * is doubled (a lone one would close it), so the opening quote starts the last run of an odd
 * number of quotes.
 */
function openQuoteLine(text: string): number {
  let opening = -1
  for (const run of text.matchAll(/"+/g)) {
    if (run[0].length % 2 === 1) opening = run.index
  }
  return (text.slice(0, Math.max(opening, 0)).match(/\r\n|\r|\n/g)?.length ?? 0) + 1
}

/** Splits CSV text into records of raw cells; an unterminated quote is an error. */
export function parseCsvRecords(
  text: string,
  delimiter = ',',
): { ok: true; records: string[][]; lines: number[] } | { ok: false; error: string } {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  let parsed: { record: string[]; info: Info }[]
  try {
    // With `info`, each record comes as { record, info }; the typings only know plain arrays.
    parsed = parse(input, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof parsed
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return {
        ok: false,
        error: `Unterminated quoted field starting on line ${openQuoteLine(input)}`,
      }
    }
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
  return {
    ok: true,
    records: parsed.map(({ record }) => record),
    lines: startLines(
      input,
      parsed.map(({ info }) => info.bytes_records),
    ),
  }
}

/**
 * The 1-based line each record starts on, from the byte offsets where csv-parse finished each
 * record (its own line count takes a CRLF inside a quoted cell for two lines). A record starts
 * after the previous one's end and the empty lines csv-parse skipped.
 */
function startLines(input: string, recordEnds: number[]): number[] {
  const bytes = Buffer.from(input, 'utf8')
  const isBreak = (at: number) => bytes[at] === 0x0a || bytes[at] === 0x0d
  let position = 0
  let line = 1
  const lineAt = (target: number) => {
    for (; position < target; position++) {
      if (bytes[position] === 0x0a || (bytes[position] === 0x0d && bytes[position + 1] !== 0x0a))
        line++
    }
    return line
  }
  let previousEnd = 0
  return recordEnds.map((end) => {
    let start = previousEnd
    while (start < end && isBreak(start)) start++
    previousEnd = end
    return lineAt(start)
  })
}

/**
 * Parses CSV text with a header row into objects keyed by header. An empty file, a file with no
 * header, or a broken quote gives `{ ok: false, error }` with a message a person can act on.
 */
export function parseCsv(text: string, delimiter = ','): CsvResult {
  const parsed = parseCsvRecords(text, delimiter)
  if (!parsed.ok) return parsed
  const [headerRow, ...dataRows] = parsed.records
  if (!headerRow || headerRow.every((cell) => cell.trim() === '')) {
    return { ok: false, error: 'The CSV file is empty: expected a header row' }
  }
  const headers = uniqueHeaders(headerRow.map((cell) => cell.trim()))
  const dataLines = parsed.lines.slice(1)
  const kept = dataRows
    .map((cells, index) => ({ cells, line: dataLines[index]! }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
  const rows = kept.map(({ cells }) => {
    const row: Record<string, string> = {}
    headers.forEach((header, index) => {
      row[header] = cells[index] ?? ''
    })
    if (cells.length > headers.length) row._extraCells = cells.slice(headers.length).join(delimiter)
    return row
  })
  return { ok: true, table: { headers, rows, lines: kept.map(({ line }) => line) } }
}

function uniqueHeaders(names: string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((name, index) => {
    const base = name === '' ? `column_${index + 1}` : name
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base} (${count})`
  })
}
