/**
 * Rebuilds a page's reading order from positioned text (pdfjs text items of a PDF's text layer,
 * or OCR words) instead of trusting the order the file stores it in. Lines are grouped by
 * baseline and split into cells at wide gaps; the page is cut recursively into bands (at wide
 * horizontal gaps) and columns (at vertical gutters), and a column cut is kept only where both
 * sides are dense, as newspaper columns are: a caption's case number or a form's label column
 * stays on its row. Inside a column, a hanging indent (a list whose records start flush left
 * and continue indented, as tax-sale lists print them) and wide line gaps become blank lines,
 * which is where the record splitter cuts.
 */

import type { Cell, LayoutLine, PositionedText } from './layout-types'
import { findTableHeader, tableText } from './table-layout'

export type { PositionedText } from './layout-types'

/** Gap between two runs on a line, in font sizes, above which they are separate cells. */
const CELL_GAP = 1.5
/** Gap in font sizes above which a space is put between two runs. */
const SPACE_GAP = 0.12
/** A vertical gutter must be at least this wide, in font sizes. */
const GUTTER = 0.9
/** A column cut is kept only when each side has text on this share of the band's lines. */
const COLUMN_DENSITY = 0.5
/** A column must hold at least this many lines. */
const COLUMN_LINES = 3

/** Groups runs into lines (by baseline) and each line's runs into cells (at wide gaps). */
function groupLines(items: readonly PositionedText[]): LayoutLine[] {
  const runs = items
    .filter((item) => item.str.trim() !== '' && item.height > 0)
    .sort((a, b) => a.y - b.y || a.x - b.x)
  const lines: Array<{ y: number; height: number; runs: PositionedText[] }> = []
  for (const run of runs) {
    const line = lines.at(-1)
    if (line && Math.abs(run.y - line.y) <= 0.4 * Math.min(line.height, run.height)) {
      line.runs.push(run)
      line.height = Math.max(line.height, run.height)
    } else {
      lines.push({ y: run.y, height: run.height, runs: [run] })
    }
  }
  return lines.map((line) => {
    const sorted = line.runs.sort((a, b) => a.x - b.x)
    const cells: Cell[] = []
    let previous: PositionedText | undefined
    for (const run of sorted) {
      // Fake bold: the same glyphs painted twice, a hair apart.
      const doubled = previous?.str === run.str && Math.abs(run.x - previous.x) < 0.25 * run.height
      previous = run
      if (doubled) continue
      const cell = cells.at(-1)
      const gap = cell ? run.x - cell.x1 : Number.POSITIVE_INFINITY
      if (cell && gap <= CELL_GAP * run.height) {
        const space = gap > SPACE_GAP * run.height && !/\s$/.test(cell.text) && !/^\s/.test(run.str)
        cell.text += (space ? ' ' : '') + run.str
        cell.x1 = Math.max(cell.x1, run.x + run.width)
        cell.runs.push(run)
      } else {
        cells.push({ x0: run.x, x1: run.x + run.width, text: run.str, runs: [run] })
      }
    }
    for (const cell of cells) cell.text = cell.text.replace(/\s+/g, ' ').trim()
    return {
      y: line.y,
      height: line.height,
      x0: cells[0]!.x0,
      x1: Math.max(...cells.map((cell) => cell.x1)),
      cells,
    }
  })
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** A part of the page: lines, each with only the cells that fall inside it. */
type Region = LayoutLine[]

function withCells(line: LayoutLine, cells: Cell[]): LayoutLine {
  return {
    ...line,
    cells,
    x0: Math.min(...cells.map((c) => c.x0)),
    x1: Math.max(...cells.map((c) => c.x1)),
  }
}

/** The widest dense-column cut of a region, or null: the x where the region splits. */
function columnCut(region: Region, fontSize: number): number | null {
  if (region.length < 2 * COLUMN_LINES) return null
  const cells = region.flatMap((line) => line.cells)
  const left = Math.min(...cells.map((c) => c.x0))
  const right = Math.max(...cells.map((c) => c.x1))
  // Intervals covered by some cell; the gaps between their union are the gutters.
  const spans = cells.map((c) => [c.x0, c.x1] as const).sort((a, b) => a[0] - b[0])
  const gutters: Array<{ from: number; to: number }> = []
  let reach = spans[0]![1]
  for (const [x0, x1] of spans.slice(1)) {
    if (x0 - reach >= GUTTER * fontSize) gutters.push({ from: reach, to: x0 })
    reach = Math.max(reach, x1)
  }
  let best: { at: number; width: number } | null = null
  for (const gutter of gutters) {
    const at = (gutter.from + gutter.to) / 2
    if (at <= left || at >= right) continue
    const leftLines = region.filter((line) => line.cells.some((c) => c.x1 <= at)).length
    const rightLines = region.filter((line) => line.cells.some((c) => c.x0 >= at)).length
    const dense =
      leftLines >= Math.max(COLUMN_LINES, COLUMN_DENSITY * region.length) &&
      rightLines >= Math.max(COLUMN_LINES, COLUMN_DENSITY * region.length)
    const width = gutter.to - gutter.from
    if (dense && (!best || width > best.width)) best = { at, width }
  }
  return best?.at ?? null
}

/** The region's lines split at the widest vertical gaps between consecutive lines. */
function bandCuts(region: Region): Region[] {
  if (region.length < 2) return [region]
  const gaps = region.slice(1).map((line, i) => line.y - line.height - region[i]!.y)
  const spacing = median(region.slice(1).map((line, i) => line.y - region[i]!.y))
  const bands: Region[] = [[region[0]!]]
  region.slice(1).forEach((line, i) => {
    if (gaps[i]! > Math.max(1.2 * spacing, 1.5 * line.height)) bands.push([])
    bands.at(-1)!.push(line)
  })
  return bands
}

/** True when no cell of `line` spans across `x`. */
const freeAt = (line: LayoutLine, x: number) => !line.cells.some((c) => c.x0 < x && c.x1 > x)

/**
 * The longest run of consecutive lines that a vertical gutter divides into two dense columns
 * (a box of two label/value columns between full-width paragraphs), or null.
 */
function columnRun(region: Region, fontSize: number): { from: number; to: number } | null {
  const candidates = new Set<number>()
  for (const line of region) {
    line.cells.slice(1).forEach((cell, i) => {
      const gap = cell.x0 - line.cells[i]!.x1
      if (gap >= GUTTER * fontSize)
        candidates.add(Math.round((cell.x0 + line.cells[i]!.x1) / 4) * 2)
    })
  }
  let best: { from: number; to: number } | null = null
  for (const x of candidates) {
    let from = 0
    for (let i = 0; i <= region.length; i++) {
      if (i < region.length && freeAt(region[i]!, x)) continue
      const length = i - from
      if (length >= 2 * COLUMN_LINES && (!best || length > best.to - best.from)) {
        if (columnCut(region.slice(from, i), fontSize) !== null) best = { from, to: i }
      }
      from = i + 1
    }
  }
  return best && best.to - best.from < region.length ? best : null
}

/** Reading order: bands top to bottom; in a band, dense columns left to right, recursively. */
function readingOrder(region: Region, fontSize: number, depth = 0): Region[] {
  if (depth > 12 || region.length === 0) return [region]
  // A table with a header row is read by its columns' labels (table-layout.ts), never cut.
  if (findTableHeader(region)) return [region]
  const at = columnCut(region, fontSize)
  const run = at === null ? columnRun(region, fontSize) : null
  if (run) {
    return [
      ...readingOrder(region.slice(0, run.from), fontSize, depth + 1),
      ...readingOrder(region.slice(run.from, run.to), fontSize, depth + 1),
      ...readingOrder(region.slice(run.to), fontSize, depth + 1),
    ]
  }
  if (at !== null) {
    const leftSide: Region = []
    const rightSide: Region = []
    for (const line of region) {
      const l = line.cells.filter((c) => c.x1 <= at)
      const r = line.cells.filter((c) => c.x0 >= at)
      const across = line.cells.filter((c) => c.x0 < at && c.x1 > at)
      if (l.length || across.length) leftSide.push(withCells(line, [...l, ...across]))
      if (r.length) rightSide.push(withCells(line, r))
    }
    return [
      ...readingOrder(leftSide, fontSize, depth + 1),
      ...readingOrder(rightSide, fontSize, depth + 1),
    ]
  }
  const bands = bandCuts(region)
  if (bands.length === 1) return [region]
  return bands.flatMap((band) => readingOrder(band, fontSize, depth + 1))
}

/** A line's cells, two spaces apart. */
const lineText = (line: LayoutLine) => line.cells.map((cell) => cell.text).join('  ')

/**
 * Blank lines where a record or paragraph starts: before a line back at the left edge of a
 * hanging-indent list, and at line gaps wider than the column's usual spacing.
 */
function columnText(region: Region): string {
  const header = findTableHeader(region)
  if (header) return tableText(region, header, lineText)
  const lefts = region.map((line) => line.x0)
  const edge = Math.min(...lefts)
  const em = median(region.map((line) => line.height))
  const indented = (line: LayoutLine) => line.x0 - edge > 0.35 * em && line.x0 - edge < 5 * em
  const flush = (line: LayoutLine) => line.x0 - edge <= 0.35 * em
  const indentCount = region.filter(indented).length
  const flushCount = region.filter(flush).length
  // A hanging indent: the column opens flush left, both kinds of line are common, and at
  // least three entries start flush after an indented line.
  const starts = region.filter((line, i) => i > 0 && flush(line) && indented(region[i - 1]!)).length
  const hanging =
    region.length >= 6 &&
    starts >= 3 &&
    flush(region[0]!) &&
    indentCount >= 0.25 * region.length &&
    flushCount >= 0.15 * region.length
  const spacing = median(region.slice(1).map((line, i) => line.y - region[i]!.y))
  const out: string[] = []
  region.forEach((line, i) => {
    const previous = region[i - 1]
    const text = lineText(line)
    if (previous) {
      const wideGap = line.y - previous.y > 1.4 * spacing && spacing > 0
      const recordStart = hanging && flush(line) && indented(previous)
      if (wideGap || recordStart) out.push('')
    }
    out.push(text)
  })
  return out.join('\n')
}

/** The page's text in reading order; records and paragraphs separated by blank lines. */
export function layoutText(items: readonly PositionedText[]): string {
  // The order the file draws its visible runs in tells overlapping runs apart (text-phrases.ts).
  let drawn = 0
  const lines = groupLines(
    items.map((item) => ({ order: item.str.trim() === '' ? drawn : drawn++, ...item })),
  )
  if (lines.length === 0) return ''
  const fontSize = median(lines.map((line) => line.height))
  return readingOrder(lines, fontSize)
    .filter((region) => region.length > 0)
    .map(columnText)
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
