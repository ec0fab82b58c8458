/**
 * The words of a page with their boxes in PDF user space (points, y growing upwards, the page's
 * own unrotated coordinates), whatever the page was read from: the text layer's items (pdfjs
 * transforms) or tesseract's word boxes on the rendered image (pixels mapped back through the
 * render's viewport transform). The in-app viewer maps these boxes onto its canvas with the same
 * pdf.js viewport, so a highlight sits where the text is at any zoom or page rotation.
 */
import { parse } from 'csv-parse/sync'
import type { PositionedText } from '../layout/layout-types'

/** [x0, y0, x1, y1] in PDF points, x0 < x1 and y0 < y1. */
export type Box = [number, number, number, number]

export interface PageWord {
  text: string
  box: Box
}

/** One reading of a page: its 1-based number and its words in reading order. */
export interface PageWords {
  page: number
  words: PageWord[]
}

/** Share of the font size below the baseline (descenders) and above it (ascenders). */
const DESCENT = 0.22
const ASCENT = 0.78

/**
 * The words of a text layer's positioned runs (pdf-text.ts `positionedItems`: x in user space,
 * y measured down from `top`, the page view's upper edge). A run's width is shared among its
 * characters evenly: close enough to box a word inside a run of one font.
 */
export function wordsFromRuns(runs: readonly PositionedText[], top: number): PageWord[] {
  const words: PageWord[] = []
  for (const run of runs) {
    const length = run.str.length
    if (length === 0 || run.height <= 0) continue
    const perChar = run.width / length
    const baseline = top - run.y
    for (const match of run.str.matchAll(/\S+/g)) {
      const start = match.index ?? 0
      const x0 = run.x + start * perChar
      words.push({
        text: match[0],
        box: [
          x0,
          baseline - DESCENT * run.height,
          x0 + match[0].length * perChar,
          baseline + ASCENT * run.height,
        ],
      })
    }
  }
  return words
}

/** A pdf.js viewport transform [a, b, c, d, e, f]: user space -> device pixels. */
export type Transform = readonly [number, number, number, number, number, number]

/** The user-space point of a device pixel (the inverse of the viewport transform). */
function toUserSpace(transform: Transform, x: number, y: number): [number, number] {
  const [a, b, c, d, e, f] = transform
  const det = a * d - b * c
  return [(d * (x - e) - c * (y - f)) / det, (a * (y - f) - b * (x - e)) / det]
}

/** The user-space box of a pixel rectangle of the rendered page. */
function pixelBoxToUserSpace(
  transform: Transform,
  left: number,
  top: number,
  width: number,
  height: number,
): Box {
  const corners = [
    toUserSpace(transform, left, top),
    toUserSpace(transform, left + width, top + height),
  ]
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => y)
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
}

/** tesseract's TSV row of a word is level 5; its columns are fixed by tesseract. */
const WORD_LEVEL = '5'

/**
 * The words of tesseract's TSV output (level, page, block, par, line, word, left, top, width,
 * height, conf, text), their pixel boxes mapped to user space through the render's transform.
 */
export function wordsFromTesseractTsv(tsv: string, transform: Transform): PageWord[] {
  const rows = parse(tsv, {
    delimiter: '\t',
    quote: false,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][]
  const words: PageWord[] = []
  for (const row of rows) {
    if (row[0] !== WORD_LEVEL) continue
    const text = row[11]?.trim()
    const [left, top, width, height] = row.slice(6, 10).map(Number)
    if (!text || [left, top, width, height].some((n) => n === undefined || !Number.isFinite(n))) {
      continue
    }
    words.push({ text, box: pixelBoxToUserSpace(transform, left!, top!, width!, height!) })
  }
  return words
}
