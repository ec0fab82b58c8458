/**
 * Extraction accuracy and document reading speed. BENCH_PARTS picks the parts (default
 * 'accuracy,speed,ocr'; 'native' adds the comparison with Debian's tesseract):
 * - accuracy: per field on the labelled real documents (../shared/data/real/documents), the
 *   generated corpus and the Allegheny notices, side by side (issue 17);
 * - ocr: OCR settings on the real scans: pages a minute, CPU, accuracy, RSS (decision 0022), and
 *   the whole read of the generated corpus's scans, two documents at a time;
 * - speed and native: reading speed (issue 5), on the generated corpus in
 * server/src/testing/fixtures/document-corpus: text-layer pages per second on one core (pdfjs reading,
 * and the rule-based extraction separately), seconds per OCR page at 300 dpi with our
 * tesseract.js pool (one worker) on the image-only scans, next to Debian's `tesseract` command
 * on the same PNGs in the same run (one thread, as our worker uses one core), and peak RSS.
 * CPU seconds are printed beside wall seconds: on a shared machine they are the steadier figure.
 * BENCH_ROUNDS sets how often the text corpus is read (default 20).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  createOcrPool,
  ENG_LANG_PATH,
  extractFields,
  type OcrPool,
  readPdf,
  renderPageToPng,
} from '../server/src/modules/documents'
import {
  loadCorpus,
  readDocumentText,
  scoreResult,
} from '../server/src/testing/fixtures/document-corpus/corpus-score'
import { hasRealDocuments } from '../server/src/testing/fixtures/real-documents/real-documents'
import {
  alleghenyShares,
  type FieldShares,
  realShares,
} from '../server/src/testing/fixtures/real-documents/real-report'
import { runRealDocuments } from '../server/src/testing/fixtures/real-documents/real-run'
import { REAL_FIELDS } from '../server/src/testing/fixtures/real-documents/real-score'
import { hasRealData } from '../server/src/testing/real-data'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const OCR_DPI = 300

const peakMiB = () => Math.round(process.resourceUsage().maxRSS / 1024)
const seconds = (ms: number) => (ms / 1000).toFixed(2)

/** Share of the words of `expected` (3+ letters, case-folded) that `actual` contains. */
function wordRecall(expected: string, actual: string): number {
  const words = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9'$.,/-]{2,}/g) ?? []
  const found = new Set(words(actual))
  const wanted = words(expected)
  return wanted.filter((word) => found.has(word)).length / Math.max(1, wanted.length)
}

async function textLayer(corpus: ReturnType<typeof loadCorpus>): Promise<void> {
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

interface Page {
  file: string
  png: Buffer
  pngPath: string
  expected: string
}

const HAS_TIME = spawnSync('/usr/bin/time', ['-f', '%U', 'true']).status === 0

/**
 * Runs native tesseract on every page (one thread); wall and CPU milliseconds per page (CPU from
 * /usr/bin/time when present). Null when the command is missing or fails.
 */
function nativeTesseract(
  pages: Page[],
  extraArgs: string[],
): { ms: number[]; cpuMs: number[]; recall: number[] } | null {
  const ms: number[] = []
  const cpuMs: number[] = []
  const recall: number[] = []
  for (const page of pages) {
    const args = [page.pngPath, '-', '-l', 'eng', ...extraArgs]
    const started = performance.now()
    const run = HAS_TIME
      ? spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', 'tesseract', ...args], {
          encoding: 'utf8',
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          maxBuffer: 16 * 1024 * 1024,
        })
      : spawnSync('tesseract', args, {
          encoding: 'utf8',
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          maxBuffer: 16 * 1024 * 1024,
        })
    if (run.error || run.status !== 0) return null
    ms.push(performance.now() - started)
    const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(run.stderr)
    if (cpu) cpuMs.push((Number(cpu[1]) + Number(cpu[2])) * 1000)
    recall.push(wordRecall(page.expected, run.stdout))
  }
  return { ms, cpuMs, recall }
}

/** CPU milliseconds used by this process (every thread, so the tesseract.js worker too). */
const cpuNow = () => {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)

async function ocr(corpus: ReturnType<typeof loadCorpus>, dir: string): Promise<void> {
  const scans = corpus.filter(({ truth }) => truth.imageOnly)
  const pages: Page[] = []
  let renderMs = 0
  for (const { truth, pdf } of scans) {
    const source = corpus.find(({ truth: t }) => t.file === truth.file.replace('-scan.pdf', '.pdf'))
    const sourceText = source ? await readPdf(source.pdf, { maxPages: 40 }) : null
    for (let n = 1; n <= truth.pages; n++) {
      const started = performance.now()
      const { png } = await renderPageToPng(pdf, n, { dpi: OCR_DPI })
      renderMs += performance.now() - started
      const pngPath = path.join(dir, `${truth.file.replace(/\.pdf$/, '')}-${n}.png`)
      writeFileSync(pngPath, png)
      pages.push({ file: truth.file, png, pngPath, expected: sourceText?.pages[n - 1]?.text ?? '' })
    }
  }
  console.log(
    `\nOCR: ${pages.length} image-only pages rendered at ${OCR_DPI} dpi in ${seconds(renderMs)} s (${(renderMs / pages.length).toFixed(0)} ms/page, not counted below)`,
  )
  let started = performance.now()
  const pool = await createOcrPool({ size: 1, dpi: OCR_DPI })
  console.log(`tesseract.js pool (1 worker) started in ${seconds(performance.now() - started)} s`)
  const ours: number[] = []
  const oursCpu: number[] = []
  const ourRecall: number[] = []
  try {
    await pool.recognize(pages[0]!.png) // warm-up
    for (const page of pages) {
      started = performance.now()
      const cpu = cpuNow()
      const { text } = await pool.recognize(page.png)
      ours.push(performance.now() - started)
      oursCpu.push(cpuNow() - cpu)
      ourRecall.push(wordRecall(page.expected, text))
    }
  } finally {
    await pool.close()
  }
  console.log(
    `tesseract.js (eng 4.0.0_best_int, LSTM): ${seconds(mean(ours))} s/page wall, ${seconds(mean(oursCpu))} s/page CPU, words recovered ${(mean(ourRecall) * 100).toFixed(1)}%   peak RSS ${peakMiB()} MiB`,
  )
  const which = spawnSync('tesseract', ['--version'], { encoding: 'utf8' })
  if (which.error || which.status !== 0) {
    console.log(
      'native tesseract is not installed (apt-get install -y tesseract-ocr); comparison skipped',
    )
    return
  }
  const version = `${which.stdout}${which.stderr}`.split('\n')[0]
  const debian = nativeTesseract(pages, [])
  // The same model as ours, unpacked, with the same engine mode and dpi.
  const sameModel = path.join(dir, 'tessdata')
  mkdirSync(sameModel)
  writeFileSync(
    path.join(sameModel, 'eng.traineddata'),
    gunzipSync(readFileSync(path.join(ENG_LANG_PATH, 'eng.traineddata.gz'))),
  )
  const same = nativeTesseract(pages, [
    '--tessdata-dir',
    sameModel,
    '--oem',
    '1',
    '--dpi',
    String(OCR_DPI),
  ])
  for (const [label, result] of [
    [`${version}, Debian eng data, defaults`, debian],
    [`${version}, our eng model, --oem 1 --dpi ${OCR_DPI}`, same],
  ] as const) {
    if (!result) {
      console.log(`native tesseract (${label}) failed; comparison skipped`)
      continue
    }
    const cpu = result.cpuMs.length
      ? `, ${seconds(mean(result.cpuMs))} s/page CPU -> CPU ratio ${(mean(oursCpu) / mean(result.cpuMs)).toFixed(2)}`
      : ''
    console.log(
      `native ${label}, 1 thread: ${seconds(mean(result.ms))} s/page wall${cpu}, words recovered ${(mean(result.recall) * 100).toFixed(1)}%; tesseract.js / native wall ratio ${(mean(ours) / mean(result.ms)).toFixed(2)} (aim: <= 1.3)`,
    )
  }
}

/** The generated corpus through processing's reading, per field (text layers and scans apart). */
async function corpusShares(
  files: ReturnType<typeof loadCorpus>,
  ocr: () => Promise<OcrPool>,
): Promise<FieldShares> {
  const right: Record<string, number> = {}
  for (const { truth, pdf } of files) {
    const { text } = await readDocumentText(pdf, { ocr, dpi: 200 })
    const score = scoreResult(truth, extractFields(text))
    const fields = {
      defendants: score.defendants,
      address: score.street,
      zip: score.zip,
      caseNumber: score.caseNumber,
      amount: score.amount,
    }
    for (const [field, ok] of Object.entries(fields))
      right[field] = (right[field] ?? 0) + (ok ? 1 : 0)
  }
  return Object.fromEntries(Object.entries(right).map(([f, n]) => [f, n / files.length]))
}

/**
 * Accuracy per field, side by side: the labelled real documents, the generated corpus (text
 * layers; scans through OCR) and the Allegheny notices.
 */
async function accuracy(corpus: ReturnType<typeof loadCorpus>): Promise<void> {
  let pool: OcrPool | undefined
  const ocr = async () => {
    pool ??= await createOcrPool({ size: 2, dpi: 200 })
    return pool
  }
  try {
    const columns: Array<[string, FieldShares]> = []
    if (hasRealDocuments) {
      const started = performance.now()
      const outcomes = await runRealDocuments({ ocr, dpi: 200 })
      const { shares, lines } = realShares(outcomes)
      const records = outcomes.reduce((n, o) => n + o.scores.length, 0)
      console.log(
        `Real documents: ${outcomes.length} files, ${records} labelled records, read in ${seconds(performance.now() - started)} s (${outcomes.reduce((n, o) => n + o.ocrPages, 0)} pages OCR'd)\n${lines.join('\n')}`,
      )
      columns.push(['real set', shares])
    } else {
      console.log('Real documents: ../shared/data/real/documents is absent; skipped')
    }
    columns.push([
      'corpus text',
      await corpusShares(
        corpus.filter(({ truth }) => !truth.imageOnly),
        ocr,
      ),
    ])
    columns.push([
      'corpus scans',
      await corpusShares(
        corpus.filter(({ truth }) => truth.imageOnly),
        ocr,
      ),
    ])
    if (hasRealData) {
      const allegheny = alleghenyShares()
      columns.push([`Allegheny (${allegheny.leads}/${allegheny.notices})`, allegheny.shares])
    }
    const width = 14
    console.log(
      `\n${'field'.padEnd(12)}${columns.map(([name]) => name.padStart(width + 8)).join('')}`,
    )
    for (const field of [...REAL_FIELDS, 'leads'] as const) {
      const cells = columns.map(([, shares]) => {
        const share = shares[field]
        return (share === undefined ? '-' : `${(share * 100).toFixed(1)}%`).padStart(width + 8)
      })
      console.log(`${field.padEnd(12)}${cells.join('')}`)
    }
  } finally {
    await pool?.close()
  }
}

/**
 * OCR engines and settings on the real scans (the Wisconsin image-only notices and the Texas
 * scans with a scanner's hidden layer, which processing reads again): per field accuracy on
 * those documents, scanned pages a minute over the whole machine, CPU, and peak RSS. Each
 * setting runs REPEAT times; the load average is printed since other work shares the cores.
 */
async function ocrComparison(): Promise<void> {
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

/**
 * The whole processing read (pdfjs, image check, render, OCR, extraction) of the generated
 * corpus's image-only scans: the pages issue 17 measured its "~1.75 s a 300-dpi page, ~34 pages
 * a minute" on. Two documents at a time on a pool of two workers (a server with WORKERS=2 and
 * OCR_WORKERS=2), REPEAT rounds; pages a minute over the whole machine, CPU a page, fields right.
 */
async function corpusScanRate(corpus: ReturnType<typeof loadCorpus>): Promise<void> {
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

const PARTS = new Set((process.env.BENCH_PARTS ?? 'accuracy,speed,ocr').split(','))

export async function run(): Promise<void> {
  const corpus = loadCorpus()
  if (PARTS.has('accuracy')) await accuracy(corpus)
  if (PARTS.has('ocr')) {
    await ocrComparison()
    await corpusScanRate(corpus)
  }
  if (PARTS.has('speed')) await textLayer(corpus)
  if (!PARTS.has('native')) return
  const dir = mkdtempSync(path.join(tmpdir(), 'fl-bench-ocr-'))
  try {
    await ocr(corpus, dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
