/**
 * A Word file's parts read before mammoth sees them, with a budget: a .docx is a ZIP of XML, and
 * a few hundred KB of deflated XML can hold millions of elements, each of which becomes objects
 * in mammoth's document tree (issue 32: 2,000,000 paragraphs in 456 KB took 4.4 GB). Each XML
 * part is inflated as a stream and thrown away as it goes, counting bytes and tags; a file over
 * the budget is refused before it is parsed. The largest real newspaper .docx we hold has 16,399
 * tags and 0.6 MB of XML; 57,000 paragraphs (342,000 tags) took mammoth about 400 MB.
 */
import JSZip from 'jszip'

export const DOCX_BUDGET = {
  /** The XML of all parts together, inflated. */
  xmlBytes: 64 * 1024 * 1024,
  /** Tags ('<') in all parts together: each is an element or its end in mammoth's tree. */
  tags: 150_000,
}

export interface DocxSize {
  xmlBytes: number
  tags: number
}

/** Inflates one part as a stream, adding its bytes and tags to `size`; stops past the budget. */
function measurePart(file: JSZip.JSZipObject, size: DocxSize, budget: DocxSize): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = file.nodeStream('nodebuffer')
    stream.on('data', (chunk: Buffer) => {
      size.xmlBytes += chunk.length
      for (let at = chunk.indexOf(0x3c); at !== -1; at = chunk.indexOf(0x3c, at + 1)) size.tags++
      if (size.xmlBytes > budget.xmlBytes || size.tags > budget.tags) {
        stream.pause()
        resolve()
      }
    })
    stream.once('end', () => resolve())
    stream.once('error', reject)
  })
}

/**
 * The inflated size and tag count of the archive's XML parts, counted no further than just past
 * `budget`. Throws what JSZip throws for an archive it cannot open.
 */
export async function measureDocx(
  bytes: Uint8Array,
  budget: DocxSize = DOCX_BUDGET,
): Promise<DocxSize> {
  const zip = await JSZip.loadAsync(bytes)
  const size: DocxSize = { xmlBytes: 0, tags: 0 }
  for (const file of Object.values(zip.files)) {
    if (file.dir || !/\.(xml|rels)$/i.test(file.name)) continue
    await measurePart(file, size, budget)
    if (size.xmlBytes > budget.xmlBytes || size.tags > budget.tags) break
  }
  return size
}
