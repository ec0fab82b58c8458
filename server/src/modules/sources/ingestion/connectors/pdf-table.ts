/**
 * Reads a table out of a PDF's text layer (a county's sale list published as a PDF table): the
 * header row's labels give the columns' left edges, every text item goes to the column whose
 * edge is nearest at or left of it, a line whose key column matches `keyPattern` starts a row,
 * and the lines just below it without a key are its wrapped cells (joined with '\n', as a
 * table extractor writes them). The header may stand on the first page only: its columns carry
 * over to the pages after it. Text far from a row (page headers, footers) is left out.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'))

export interface PdfTableSpec {
  /** The header labels, left to right, as printed. */
  columns: readonly string[]
  /** The column whose value starts a row (a sale number). */
  keyColumn: string
  keyPattern: RegExp
  maxPages: number
}

interface TextItem {
  x: number
  /** From the top of the page, in points. */
  y: number
  height: number
  text: string
}

/** A page's text items grouped into lines (top to bottom, items left to right). */
function linesOf(items: TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x)
  const lines: TextItem[][] = []
  for (const item of sorted) {
    const line = lines.at(-1)
    if (line && Math.abs(line[0]!.y - item.y) <= Math.max(2, item.height * 0.3)) line.push(item)
    else lines.push([item])
  }
  return lines.map((line) => line.sort((a, b) => a.x - b.x))
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The columns' left edges, when this line is the header (every label found), else null. */
function headerEdges(line: TextItem[], columns: readonly string[]): number[] | null {
  const text = squash(line.map((item) => item.text).join(' '))
  if (!columns.every((label) => text.includes(label))) return null
  const edges: number[] = []
  for (const label of columns) {
    const first = label.split(' ')[0]!
    const item = line.find(
      (candidate) =>
        (squash(candidate.text).startsWith(label) || squash(candidate.text) === first) &&
        !edges.includes(candidate.x),
    )
    if (!item) return null
    edges.push(item.x)
  }
  return edges
}

/** The column of an item: the nearest edge at or left of it (a little slack for kerning). */
function columnOf(x: number, edges: number[]): number {
  let column = 0
  edges.forEach((edge, index) => {
    if (x >= edge - 2) column = index
  })
  return column
}

/** The rows of the table, each a record keyed by the header labels. */
export async function readPdfTable(
  bytes: Uint8Array,
  spec: PdfTableSpec,
): Promise<{ rows: Record<string, string>[]; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise
  const keyIndex = spec.columns.indexOf(spec.keyColumn)
  const rows: Record<string, string>[] = []
  let edges: number[] | null = null
  try {
    const pages = Math.min(document.numPages, spec.maxPages)
    for (let number = 1; number <= pages; number++) {
      const page = await document.getPage(number)
      const height = page.getViewport({ scale: 1 }).height
      const content = await page.getTextContent()
      const items: TextItem[] = []
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue
        items.push({
          x: item.transform[4],
          y: height - item.transform[5],
          height: item.height || 10,
          text: item.str,
        })
      }
      let current: { cells: string[][]; lastY: number; lineHeight: number } | null = null
      for (const line of linesOf(items)) {
        const header = headerEdges(line, spec.columns)
        if (header) {
          edges = header
          current = null
          continue
        }
        if (!edges) continue
        const cells: string[][] = spec.columns.map(() => [])
        for (const item of line) cells[columnOf(item.x, edges)]!.push(item.text.trim())
        const key = squash(cells[keyIndex]!.join(' '))
        const y = line[0]!.y
        if (spec.keyPattern.test(key)) {
          current = { cells: cells.map((parts) => [parts.join(' ')]), lastY: y, lineHeight: 0 }
          rows.push(toRecord(spec.columns, current.cells))
          continue
        }
        // A wrapped line of the row above: no key, within about a line of its last line.
        const gap = current ? y - current.lastY : Number.POSITIVE_INFINITY
        const lineHeight = current?.lineHeight || line[0]!.height * 1.6
        if (current && key === '' && gap <= lineHeight * 1.25) {
          cells.forEach((parts, index) => {
            if (parts.length) current!.cells[index]!.push(parts.join(' '))
          })
          current.lineHeight = current.lineHeight || gap
          current.lastY = y
          rows[rows.length - 1] = toRecord(spec.columns, current.cells)
        } else current = null
      }
      page.cleanup()
    }
    return { rows, pages: document.numPages }
  } finally {
    await document.destroy()
  }
}

function toRecord(columns: readonly string[], cells: string[][]): Record<string, string> {
  return Object.fromEntries(
    columns.map((label, index) => [label, cells[index]!.filter(Boolean).join('\n')]),
  )
}
