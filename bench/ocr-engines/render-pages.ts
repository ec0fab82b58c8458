/**
 * Renders every page of the real set's scanned documents once to PNG with the project's own
 * renderer (pdfjs + @napi-rs/canvas, as processing does), at 200 and 150 dpi, into a scratch
 * directory, with a manifest of the pages and each page's text layer (the Texas scans carry a
 * scanner's hidden layer, which processing keeps as the alternative reading). Decision 0022.
 *   npx tsx bench/ocr-engines/render-pages.ts /tmp/ocr-pages
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readPdf, renderPageToPng } from '../../server/src/reading'
import { loadRealTruths } from '../../server/src/testing/fixtures/real-documents/real-documents'

const out = path.resolve(process.argv[2] ?? '/tmp/ocr-pages')
const documentsDir = path.resolve('../shared/data/real/documents')
mkdirSync(out, { recursive: true })

const pages: { document: string; page: number; layer: string; png: Record<string, string> }[] = []
for (const truth of loadRealTruths()) {
  if (!truth.file.endsWith('.pdf') || !/scan/.test(truth.file)) continue
  const bytes = new Uint8Array(readFileSync(path.join(documentsDir, truth.file)))
  const pdf = await readPdf(bytes, { maxPages: 10 })
  for (const page of pdf.pages) {
    const png: Record<string, string> = {}
    for (const dpi of [200, 150]) {
      const rendered = await renderPageToPng(bytes, page.number, { dpi })
      const file = path.join(out, `${truth.file.replace(/\.pdf$/, '')}.p${page.number}.${dpi}.png`)
      writeFileSync(file, rendered.png)
      png[dpi] = file
    }
    pages.push({ document: truth.file, page: page.number, layer: page.text, png })
  }
}
writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(pages, null, 2))
console.log(`${pages.length} pages rendered into ${out}`)
