/**
 * The extraction bench's native part (BENCH_PARTS=native): seconds per OCR page of our
 * tesseract.js pool next to Debian's tesseract command on the same PNGs.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { createOcrPool, ENG_LANG_PATH, readPdf, renderPageToPng } from '../../server/src/reading'
import type { loadCorpus } from '../../server/src/testing/fixtures/document-corpus/corpus-score'
import { cpuNow, mean, peakMiB, seconds, wordRecall } from './measures'

const OCR_DPI = 300

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

export async function ocr(corpus: ReturnType<typeof loadCorpus>, dir: string): Promise<void> {
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
