/**
 * A small RFC 4180 CSV reader: quoted fields with embedded commas, quotes ("") and line breaks,
 * CRLF or LF line ends, a UTF-8 byte-order mark, blank lines skipped. County exports are at most
 * a few megabytes, so the whole file is read into memory. Rows whose cells are all blank are
 * skipped.
 */

export interface CsvTable {
  /** Header names, trimmed; duplicates get a ' (2)' suffix so no column is lost. */
  headers: string[]
  /** One object per data row, keyed by header; missing trailing cells are ''. */
  rows: Record<string, string>[]
  /** The 1-based line on which each row starts, for error messages. */
  lines: number[]
}

export type CsvResult = { ok: true; table: CsvTable } | { ok: false; error: string }

/** Splits CSV text into records of raw cells; an unterminated quote is an error. */
export function parseCsvRecords(
  text: string,
  delimiter = ',',
): { ok: true; records: string[][]; lines: number[] } | { ok: false; error: string } {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: string[][] = []
  const lines: number[] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  let fieldWasQuoted = false
  let line = 1
  let recordLine = 1
  let quoteLine = 1
  const endRecord = () => {
    record.push(field)
    if (!(record.length === 1 && record[0] === '' && !fieldWasQuoted)) {
      records.push(record)
      lines.push(recordLine)
    }
    record = []
    field = ''
    fieldWasQuoted = false
  }
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (char === '\n') line++
        field += char
      }
      continue
    }
    if (char === '"' && field.trim() === '') {
      quoted = true
      fieldWasQuoted = true
      quoteLine = line
      field = ''
    } else if (char === delimiter) {
      record.push(field)
      field = ''
      fieldWasQuoted = false
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else field += char
  }
  if (quoted) return { ok: false, error: `Unterminated quoted field starting on line ${quoteLine}` }
  if (field !== '' || record.length > 0 || fieldWasQuoted) endRecord()
  return { ok: true, records, lines }
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
