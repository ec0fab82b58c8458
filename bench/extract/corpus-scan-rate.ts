/**
 * The extraction bench's scan-rate part (with BENCH_PARTS=ocr): the generated corpus's scans,
 * two documents at a time on a pool of two workers (issue 17).
 */
import os from 'node:os'
import { createOcrPool, extractFields } from '../../server/src/reading'
import {
  type loadCorpus,
  readDocumentText,
  scoreResult,
} from '../../server/src/testing/fixtures/document-corpus/corpus-score'
import { cpuNow, peakMiB, seconds } from './measures'

/**
 * The whole processing read (pdfjs, image check, render, OCR, extraction) of the generated
 * corpus's image-only scans: the pages issue 17 measured its "~1.75 s a 300-dpi page, ~34 pages
 * a minute" on. Two documents at a time on a pool of two workers (a server with WORKERS=2 and
 * OCR_WORKERS=2), REPEAT rounds; pages a minute over the whole machine, CPU a page, fields right.
 */
export async function corpusScanRate(corpus: ReturnType<typeof loadCorpus>): Promise<void> {
  const scans = corpus.filter(({ truth }) => truth.imageOnly)
  const repeat = Number(process.env.BENCH_OCR_REPEAT ?? 2)
  const started = performance.now()
  const pool = await createOcrPool({ size: 2, dpi: 200 })
  const poolMs = performance.now() - started
  try {
    const rates: number[] = []
    const cpus: number[] = []
    let right = 0
    let fields = 0
    let pages = 0
    for (let round = 0; round < repeat; round++) {
      const queue = [...scans]
      const cpu = cpuNow()
      const began = performance.now()
      pages = 0
      right = 0
      fields = 0
      const reader = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { text, ocrPages } = await readDocumentText(next.pdf, {
            ocr: async () => pool,
            dpi: 200,
          })
          pages += ocrPages
          const score = scoreResult(next.truth, extractFields(text))
          for (const ok of [
            score.defendants,
            score.street,
            score.zip,
            score.caseNumber,
            score.amount,
          ]) {
            fields++
            if (ok) right++
          }
        }
      }
      await Promise.all([reader(), reader()])
      rates.push(pages / ((performance.now() - began) / 60_000))
      cpus.push((cpuNow() - cpu) / pages)
    }
    console.log(
      `  generated corpus scans (${scans.length} documents, ${pages} pages; the pages issue 17's ~34 pages/min was measured on), 2 workers, 2 documents at a time, 200 dpi: ${rates.map((r) => r.toFixed(1)).join(' / ')} pages/min (read, render, OCR and extract; pool start ${seconds(poolMs)} s); CPU ${cpus.map((c) => seconds(c)).join(' / ')} s/page; fields right ${right}/${fields}; peak RSS so far ${peakMiB()} MiB; load ${os.loadavg()[0]!.toFixed(2)}`,
    )
  } finally {
    await pool.close()
  }
}
