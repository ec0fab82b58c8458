import type { SelectionEvidence } from '@common/contracts/corrections'
import type { PageRect, ViewportTransform } from './pdf-highlights'

/** Text selected on one page of the viewer, with its boxes in PDF points (the correction's evidence). */
export type PageSelection = Required<SelectionEvidence>

type Box = [number, number, number, number]

/** The PDF user-space point of a CSS pixel of the page drawn with `transform` (its inverse). */
function toPdfPoint(t: ViewportTransform, x: number, y: number): [number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = t
  const det = a * d - b * c
  return [(d * (x - e) - c * (y - f)) / det, (a * (y - f) - b * (x - e)) / det]
}

const tenth = (n: number) => Math.round(n * 10) / 10

/**
 * The boxes ([x0, y0, x1, y1], PDF points, y up) of a selection's rectangles on a page (CSS
 * pixels from the page's top-left corner), as the stored evidence boxes are: what pdf-highlights'
 * boxToRect draws back onto the page. Empty slivers (line ends) are left out.
 */
export function rectsToBoxes(rects: readonly PageRect[], transform: ViewportTransform): Box[] {
  return rects
    .filter((rect) => rect.width >= 1 && rect.height >= 1)
    .map((rect) => {
      const [ax, ay] = toPdfPoint(transform, rect.left, rect.top)
      const [bx, by] = toPdfPoint(transform, rect.left + rect.width, rect.top + rect.height)
      return [
        tenth(Math.min(ax, bx)),
        tenth(Math.min(ay, by)),
        tenth(Math.max(ax, bx)),
        tenth(Math.max(ay, by)),
      ] as Box
    })
    .slice(0, 40)
}

/** A selection's text as a value: its lines joined by single spaces. */
export function selectedValue(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
