/** The shapes the page layout works on: positioned runs of text, cells and lines. */

/** A run of text with its box, in page units, y growing downwards (top of the page is 0). */
export interface PositionedText {
  str: string
  x: number
  /** The baseline. */
  y: number
  width: number
  /** The font size (the box's height). */
  height: number
  /** Where the file draws it among the page's runs (absent for OCR words). */
  order?: number
}

export interface Cell {
  x0: number
  x1: number
  text: string
  /** The runs the cell was made of, for tables whose columns sit closer than a cell gap. */
  runs: PositionedText[]
}

export interface LayoutLine {
  y: number
  height: number
  x0: number
  x1: number
  cells: Cell[]
}
