/**
 * A small pool of tesseract.js workers reading English. The WASM core comes from
 * `tesseract.js-core` and the language data from `@tesseract.js-data/eng` in node_modules:
 * `langPath` is a local directory, so tesseract.js never builds a URL and nothing is fetched;
 * `cacheMethod: 'none'` means nothing is written either.
 */
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js'

const require = createRequire(import.meta.url)

/**
 * The directory holding `eng.traineddata.gz` (the LSTM "best_int" model, which is what
 * tesseract.js itself picks for its default LSTM-only engine mode).
 */
export const ENG_LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
)

/** Options of {@link createOcrPool}. */
export interface OcrPoolOptions {
  /** Number of workers (each is a Node worker thread with its own ~100 MB WASM heap). */
  size: number
  /** Where tesseract.js may cache; only used if caching is ever enabled. Default: OS tmp dir. */
  cachePath?: string
  /**
   * The DPI images are rendered at (tells tesseract the scale: the images carry none). Default
   * 200, processing's render resolution (READING_LIMITS.ocrDpi); told 300 for 200-dpi pages,
   * tesseract read two cities fewer on the real scans and spent 6% more CPU (0045).
   */
  dpi?: number
}

/**
 * One OCR result: the recognised text, tesseract's mean word confidence (0–100) and its TSV
 * (one row per word with its pixel box), which is where the viewer's highlights of a scan come from.
 */
interface OcrResult {
  text: string
  confidence: number
  tsv: string
}

/** A pool of OCR workers. Jobs queue when every worker is busy. */
export interface OcrPool {
  /** How many pages it reads at once (its workers). */
  readonly size: number
  /** Recognises the text of one image (PNG, JPEG, netpbm P5/P6, BMP...). */
  recognize(image: Buffer | Uint8Array): Promise<OcrResult>
  /** Lets the jobs already given finish (30 s at most), then terminates every worker. Safe to call twice. */
  close(): Promise<void>
}

/**
 * Starts `size` tesseract.js workers with English loaded from node_modules and returns a pool
 * that spreads `recognize` calls over them.
 */
/** How long close() waits for the jobs already given to finish. */
const CLOSE_DRAIN_MS = 30_000

export async function createOcrPool(options: OcrPoolOptions): Promise<OcrPool> {
  const size = Math.max(1, Math.floor(options.size))
  const scheduler: Scheduler = createScheduler()
  const workerOptions = {
    langPath: ENG_LANG_PATH,
    gzip: true,
    cachePath: options.cachePath ?? os.tmpdir(),
    cacheMethod: 'none',
    logger: () => {},
    errorHandler: () => {},
  }
  try {
    const workers = await Promise.all(
      Array.from({ length: size }, () => createWorker('eng', OEM.LSTM_ONLY, workerOptions)),
    )
    for (const worker of workers) {
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.AUTO,
        preserve_interword_spaces: '1',
        user_defined_dpi: String(options.dpi ?? 200),
        // Court filings are dark text on a light page: skip tesseract's second pass that
        // re-reads low-confidence lines as white-on-black (about 5-8% of the CPU a page).
        tessedit_do_invert: '0',
      })
      scheduler.addWorker(worker)
    }
  } catch (error) {
    await scheduler.terminate().catch(() => {})
    throw error
  }
  let closed = false
  /** Jobs given to the scheduler and not settled yet: close() lets them finish first. */
  const inFlight = new Set<Promise<unknown>>()
  return {
    size,
    async recognize(image) {
      if (closed) throw new Error('The OCR pool is closed.')
      const buffer = Buffer.isBuffer(image) ? image : Buffer.from(image)
      const job = scheduler.addJob('recognize', buffer, {}, { text: true, tsv: true })
      inFlight.add(job)
      try {
        const result = await job
        return {
          text: result.data.text.trim(),
          confidence: result.data.confidence,
          tsv: result.data.tsv ?? '',
        }
      } finally {
        inFlight.delete(job)
      }
    },
    async close() {
      if (closed) return
      closed = true
      // A worker terminated under a running or queued job fails it from inside tesseract.js,
      // where no caller may be left to hear it (a process stopping mid-document): the jobs
      // already given finish first, for at most CLOSE_DRAIN_MS.
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, CLOSE_DRAIN_MS)
        }),
      ])
      clearTimeout(timer)
      await scheduler.terminate()
    },
  }
}
