/**
 * The extraction bench's speed part (BENCH_PARTS=speed): pdfjs reading of the text-layer corpus
 * and the rule-based extraction, on one core (issue 5).
 */
import { extractFields, readPdf } from '../../server/src/reading'
import type { loadCorpus } from '../../server/src/testing/fixtures/document-corpus/corpus-score'
import { cpuNow, peakMiB, seconds } from './measures'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)

export async function textLayer(corpus: ReturnType<typeof loadCorpus>): Promise<void> {
  const files = corpus.filter(({ truth }) => !truth.imageOnly)
  for (const { pdf } of files) await readPdf(pdf, { maxPages: 40 }) // warm-up (pdfjs load, JIT)
  const texts: string[] = []
  let pages = 0
  let started = performance.now()
  const readCpu = cpuNow()
  for (let round = 0; round < ROUNDS; round++) {
    for (const { pdf } of files) {
      const read = await readPdf(pdf, { maxPages: 40 })
      pages += read.pages.length
      if (round === 0) texts.push(read.pages.map((page) => page.text).join('\n\n'))
    }
  }
  const readMs = performance.now() - started
  const readCpuMs = cpuNow() - readCpu
  started = performance.now()
  let extracted = 0
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of texts) extractFields(text)
    extracted += files.length
  }
  const extractMs = performance.now() - started
  const pagesPerDoc = pages / (ROUNDS * files.length)
  const readRate = pages / (readMs / 1000)
  const extractRate = (extracted * pagesPerDoc) / (extractMs / 1000)
  console.log(
    `Text layer, one core: ${files.length} PDFs x ${ROUNDS} rounds = ${pages} pages in ${seconds(readMs)} s -> ${readRate.toFixed(0)} pages/s (pdfjs read; ${(pages / (readCpuMs / 1000)).toFixed(0)} pages per CPU-second)`,
  )
  console.log(
    `Extraction (rules): ${extracted} documents in ${seconds(extractMs)} s -> ${(extractMs / extracted).toFixed(2)} ms/document, ${extractRate.toFixed(0)} pages/s`,
  )
  console.log(
    `Read + extract: ${(1 / (1 / readRate + 1 / extractRate)).toFixed(0)} pages/s per core (aim: >= 50)`,
  )
  console.log(`Peak RSS after the text part: ${peakMiB()} MiB`)
}
