/**
 * Fixed-width lists with a header row (a sheriff's master bid list: 'Docket | Attorney |
 * Plaintiff | Defendant | Sale Type | Sale Date | Status | Cost/Tax | Cost'), rebuilt from the
 * cells' x positions rather than the text stream. Every cell under a header takes the header as
 * its label; a record starts at each line whose first column holds a value, and the lines
 * after it (wrapped names, the property line, 'Municipality:' and 'Comments:') stay with it.
 * Each record comes out as 'Label: value' lines, a blank line between records, which is what
 * the labelled-field reader and the record splitter read.
 */
import type { Cell, LayoutLine } from './layout-types'

interface Column {
  label: string
  x0: number
  x1: number
}

const HEADER_CELL = /^[A-Za-z][A-Za-z/#&.' ()-]{0,29}$/
const FIELD_WORDS =
  /\b(?:case|docket|index|file|defendants?|plaintiffs?|owners?|names?|address|property|street|city|zip|status|sale|date|amount|judgment|bid|tax|cost|parcel|attorney|debt|writ)\b/i

/** The header's columns when `line` is a header row that the next lines' cells line up under. */
function headerColumns(line: LayoutLine, following: readonly LayoutLine[]): Column[] | null {
  const cells = line.cells
  if (cells.length < 4) return null
  const headerLike = cells.every(
    (cell) =>
      HEADER_CELL.test(cell.text) &&
      !cell.text.includes(':') &&
      cell.text.split(' ').length <= 4 &&
      /^[A-Z]/.test(cell.text),
  )
  // Two or more headers a lead is made of: a table we can read, not a row of short words.
  const known = cells.filter((cell) => FIELD_WORDS.test(cell.text)).length
  if (!headerLike || known < 2) return null
  const columns = cells.map((cell, i) => ({
    label: cell.text.replace(/\s+/g, ' '),
    x0: cell.x0,
    x1: cells[i + 1]?.x0 ?? Number.POSITIVE_INFINITY,
  }))
  // The header is real when a following line fills three or more of its columns.
  const aligned = following
    .slice(0, 6)
    .some(
      (next) => new Set(next.cells.map((cell) => columnOf(columns, cell, line.height))).size >= 3,
    )
  return aligned ? columns : null
}

/** The index of the column a cell sits under, or -1 when it spans several (a free line). */
function columnOf(
  columns: readonly Column[],
  cell: { x0: number; x1: number },
  em: number,
): number {
  const index = columns.findIndex(
    (column) => cell.x0 >= column.x0 - em && cell.x0 < column.x1 - 0.5 * em,
  )
  if (index < 0) return -1
  const next = columns[index + 1]
  // A cell running into the next column is a line of its own (the property line): a table's
  // values wrap inside their column.
  if (next && cell.x1 > next.x0 + em) return -1
  return index
}

/**
 * A cell made of runs that sit under different columns, split between them: 'Mortgage
 * Foreclosure' and '05/01/2024' under 'Sale Type' and 'Sale Date', closer together than a cell
 * gap. One run is never split (the property line runs across columns as one piece of text).
 */
function splitAtColumns(cell: Cell, columns: readonly Column[], em: number): Cell[] {
  if (cell.runs.length < 2) return [cell]
  const columnAt = (x: number) => columns.findIndex((c) => x >= c.x0 - em && x < c.x1 - 0.5 * em)
  const parts: Cell[] = []
  for (const run of cell.runs) {
    const last = parts.at(-1)
    if (last && columnAt(run.x) === columnAt(last.x0)) {
      last.text = `${last.text} ${run.str}`.replace(/\s+/g, ' ').trim()
      last.x1 = Math.max(last.x1, run.x + run.width)
      last.runs.push(run)
    } else {
      parts.push({ x0: run.x, x1: run.x + run.width, text: run.str.trim(), runs: [run] })
    }
  }
  return parts.filter((part) => part.text !== '')
}

/** Where the header row is in `region` and its columns, or null when it has none. */
export function findTableHeader(
  region: readonly LayoutLine[],
): { at: number; columns: Column[] } | null {
  for (let i = 0; i < region.length - 1; i++) {
    const columns = headerColumns(region[i]!, region.slice(i + 1))
    if (columns) return { at: i, columns }
  }
  return null
}

/**
 * The region as records of labelled values: lines before the header as they are, then one
 * block per record, with the header row (repeated on every page) left out.
 */
export function tableText(
  region: readonly LayoutLine[],
  header: { at: number; columns: Column[] },
  lineText: (line: LayoutLine) => string,
): string {
  const { columns } = header
  const headerKey = lineText(region[header.at]!)
  const before = region.slice(0, header.at).map(lineText)
  const records: Array<{ values: string[][]; free: string[] }> = []
  for (const line of region.slice(header.at + 1)) {
    if (lineText(line) === headerKey) continue
    const placed = line.cells
      .flatMap((cell) => splitAtColumns(cell, columns, line.height))
      .map((cell) => ({ cell, column: columnOf(columns, cell, line.height) }))
    const opensRecord = placed.some(({ cell, column }) => column === 0 && !cell.text.includes(':'))
    if (opensRecord || records.length === 0)
      records.push({ values: columns.map(() => []), free: [] })
    const record = records.at(-1)!
    const free: string[] = []
    for (const { cell, column } of placed) {
      if (column < 0 || cell.text.includes(':')) free.push(cell.text)
      else record.values[column]!.push(cell.text)
    }
    if (free.length > 0) record.free.push(free.join('  '))
  }
  const blocks = records.map((record) =>
    [
      ...columns
        .map((column, i) => [column.label, record.values[i]!.join(' ')] as const)
        .filter(([, value]) => value !== '')
        .map(([label, value]) => `${label}: ${value}`),
      ...record.free,
    ].join('\n'),
  )
  return [before.join('\n'), ...blocks].filter(Boolean).join('\n\n')
}
