/**
 * Reads the text of a Word .docx (legal newspapers deliver notices as .docx) with mammoth, one
 * paragraph per line and a blank line between paragraphs, so the record splitter sees the
 * notices a page holds the way it sees them in a PDF's text.
 */
import mammoth from 'mammoth'
import { DOCX_BUDGET, measureDocx } from './docx-budget'

/** A .docx is a ZIP archive: its first bytes are a local file header, 'PK\x03\x04'. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]

/** True when `bytes` start like a ZIP archive (every .docx does; not every ZIP is a .docx). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte)
}

/** Why a file that starts like a .docx could not be read; `message` can be shown to a user. */
export class DocxError extends Error {
  override name = 'DocxError'
}

/**
 * The document's text: paragraphs (and table cells) separated by blank lines.
 * @throws {DocxError} when the archive is not a Word document, cannot be opened, or is over
 * DOCX_BUDGET.
 */
export async function readDocxText(bytes: Uint8Array): Promise<string> {
  if (!looksLikeZip(bytes)) throw new DocxError('The file is not a Word document.')
  const size = await measureDocx(bytes).catch((error: unknown) => {
    throw new DocxError('This Word document could not be read. It may be damaged.', {
      cause: error,
    })
  })
  if (size.xmlBytes > DOCX_BUDGET.xmlBytes || size.tags > DOCX_BUDGET.tags) {
    throw new DocxError(
      'This Word document is too large to read in one upload. Split it into smaller files and upload them one at a time.',
    )
  }
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) })
    return result.value.replace(/\r\n?/g, '\n').trim()
  } catch (error) {
    throw new DocxError('This Word document could not be read. It may be damaged.', {
      cause: error,
    })
  }
}
