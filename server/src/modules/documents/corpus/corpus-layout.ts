/**
 * Lays out a corpus document as a PDF with a real text layer (pdf-lib, PDF standard fonts, so
 * nothing depends on the machine's fonts): centred titles, wrapped paragraphs and the two-column
 * caption blocks courts print ('Plaintiff, -against- Defendants' on the left, the index number
 * on the right), drawn row by row as a word processor would.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

/** One block of a page. A plain string is a wrapped, left-aligned paragraph. */
export type Block =
  | string
  | { center: string; bold?: boolean; size?: number }
  | { right: string }
  | { indent: string }
  | { left: string[]; side: string[] }
  | { gap: number }
  | 'rule'

/** The look of a document: its typeface family and body size. */
export interface LayoutStyle {
  family: 'times' | 'helvetica' | 'courier'
  size: number
}

const FAMILIES = {
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const

const PAGE = { width: 612, height: 792, margin: 66 }

interface Cursor {
  page: PDFPage
  y: number
}

/** Splits `text` into lines no wider than `width` points in `font` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/**
 * A PDF of `pages` (each a list of blocks) in `style`, with a text layer. Blocks that would run
 * off the bottom continue on a new page, so a long paragraph makes a multi-page document.
 */
export async function layoutTextPdf(
  pages: readonly (readonly Block[])[],
  style: LayoutStyle,
  title: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  // Fixed metadata so that the generator writes the same bytes on every run.
  const epoch = new Date('2025-01-01T00:00:00Z')
  doc.setTitle(title)
  doc.setProducer('foreclosure-leads document corpus')
  doc.setCreator('scripts/generate-document-corpus.ts')
  doc.setCreationDate(epoch)
  doc.setModificationDate(epoch)
  const [regularName, boldName] = FAMILIES[style.family]
  const regular = await doc.embedFont(regularName)
  const bold = await doc.embedFont(boldName)
  const size = style.size
  const leading = size * 1.32
  const width = PAGE.width - 2 * PAGE.margin
  const newPage = (): Cursor => ({
    page: doc.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - PAGE.margin,
  })
  for (const blocks of pages) {
    let cursor = newPage()
    const room = (lines: number) => {
      if (cursor.y - lines * leading < PAGE.margin) cursor = newPage()
    }
    const draw = (text: string, x: number, font = regular, at = size) => {
      cursor.page.drawText(text, { x, y: cursor.y - at, size: at, font, color: rgb(0, 0, 0) })
    }
    for (const block of blocks) {
      if (block === 'rule') {
        room(1)
        cursor.page.drawLine({
          start: { x: PAGE.margin, y: cursor.y - leading / 2 },
          end: { x: PAGE.width - PAGE.margin, y: cursor.y - leading / 2 },
          thickness: 0.8,
        })
        cursor.y -= leading
      } else if (typeof block === 'string') {
        for (const line of wrap(block, regular, size, width)) {
          room(1)
          draw(line, PAGE.margin)
          cursor.y -= leading
        }
        cursor.y -= leading * 0.4
      } else if ('gap' in block) {
        cursor.y -= leading * block.gap
      } else if ('center' in block) {
        const font = block.bold ? bold : regular
        const at = block.size ?? size
        for (const line of wrap(block.center, font, at, width)) {
          room(1)
          draw(line, (PAGE.width - font.widthOfTextAtSize(line, at)) / 2, font, at)
          cursor.y -= at * 1.32
        }
      } else if ('right' in block) {
        room(1)
        draw(block.right, PAGE.width - PAGE.margin - regular.widthOfTextAtSize(block.right, size))
        cursor.y -= leading
      } else if ('indent' in block) {
        for (const line of wrap(block.indent, regular, size, width - 72)) {
          room(1)
          draw(line, PAGE.margin + 72)
          cursor.y -= leading
        }
      } else {
        // A caption: parties on the left, separated by ')' from the number and title on the right.
        const rows = Math.max(block.left.length, block.side.length)
        room(rows)
        const split = PAGE.margin + width * 0.56
        for (let i = 0; i < rows; i++) {
          const left = block.left[i]
          if (left)
            draw(left.trimStart(), PAGE.margin + (left.length - left.trimStart().length) * 5)
          draw(')', split)
          const side = block.side[i]
          if (side) draw(side, split + 18)
          cursor.y -= leading
        }
      }
    }
  }
  return doc.save({ useObjectStreams: false })
}
