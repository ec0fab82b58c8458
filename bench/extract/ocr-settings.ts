/**
 * The extraction bench's OCR settings part (BENCH_PARTS=ocr): engines and settings on the real
 * scans (decisions 0022, 0038, 0045).
 */
import os from 'node:os'
import { createOcrPool } from '../../server/src/reading'
import { hasRealDocuments } from '../../server/src/testing/fixtures/real-documents/real-documents'
import {
  type FieldShares,
  realShares,
} from '../../server/src/testing/fixtures/real-documents/real-report'
import { runRealDocuments } from '../../server/src/testing/fixtures/real-documents/real-run'
import { REAL_FIELDS } from '../../server/src/testing/fixtures/real-documents/real-score'
import { cpuNow, peakMiB, seconds } from './measures'

/**
 * OCR engines and settings on the real scans (the Wisconsin image-only notices and the Texas
 * scans with a scanner's hidden layer, which processing reads again): per field accuracy on
 * those documents, scanned pages a minute over the whole machine, CPU, and peak RSS. Each
 * setting runs REPEAT times; the load average is printed since other work shares the cores.
 */
export async function ocrComparison(): Promise<void> {
  if (!hasRealDocuments) {
    console.log('OCR comparison: ../shared/data/real/documents is absent; skipped')
    return
  }
  const scans = (truth: { file: string }) => /^(?:wi|tx)_/.test(truth.file)
  const settings = [
    { label: 'tesseract.js 1 worker, pages one by one, 200 dpi (before)', size: 1, dpi: 200 },
    { label: 'tesseract.js 2 workers, pages in parallel, scan dpi <= 200', size: 2, dpi: 200 },
    {
      label:
        'tesseract.js 2 workers, 2 documents at a time (a server: OCR_WORKERS uploads at once), scan dpi <= 200',
      size: 2,
      dpi: 200,
      concurrency: 2,
    },
    { label: 'tesseract.js 2 workers, pages in parallel, 300 dpi', size: 2, dpi: 300 },
  ]
  const repeat = Number(process.env.BENCH_OCR_REPEAT ?? 2)
  console.log(
    `\nOCR on the real scans (load average before: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})`,
  )
  for (const setting of settings) {
    const startedPool = performance.now()
    const pool = await createOcrPool({ size: setting.size, dpi: setting.dpi })
    const poolMs = performance.now() - startedPool
    try {
      const rates: number[] = []
      let shares: FieldShares = {}
      let pages = 0
      let cpuMs = 0
      for (let round = 0; round < repeat; round++) {
        const cpu = cpuNow()
        const started = performance.now()
        const outcomes = await runRealDocuments({
          ocr: async () => pool,
          dpi: setting.dpi,
          only: scans,
          concurrency: setting.concurrency,
        })
        const ms = performance.now() - started
        cpuMs = cpuNow() - cpu
        pages = outcomes.reduce((n, o) => n + o.ocrPages, 0)
        rates.push(pages / (ms / 60_000))
        shares = realShares(outcomes).shares
      }
      const fields = REAL_FIELDS.map((f) => `${f} ${((shares[f] ?? 0) * 100).toFixed(0)}%`).join(
        ', ',
      )
      console.log(
        `  ${setting.label}: ${pages} pages; ${rates.map((r) => r.toFixed(1)).join(' / ')} pages/min (read, render, OCR and extract; pool start ${seconds(poolMs)} s); CPU ${seconds(cpuMs / pages)} s/page; ${fields}; peak RSS so far ${peakMiB()} MiB; load ${os.loadavg()[0]!.toFixed(2)}`,
      )
    } finally {
      await pool.close()
    }
  }
}
