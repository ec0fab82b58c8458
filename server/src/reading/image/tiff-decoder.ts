/**
 * Decodes the pages of one TIFF with utif2 in a worker thread (tiff-decode.worker.mjs): a heap
 * limit, and a time limit per page after which the thread is stopped. The TIFF's structure must
 * have passed tiff-structure.ts first: utif2 follows whatever directories the file points to.
 */
import { Worker } from 'node:worker_threads'
import { ImageError, SAVE_AGAIN } from './image-error'

/** RGBA pixels of one decoded page. */
export interface RgbaPage {
  width: number
  height: number
  rgba: Uint8Array
}

export interface TiffDecoder {
  /**
   * The page stored in image directory `index` (PageHeader.index); `page` names it in errors.
   * One page at a time: call again once the last call has settled.
   */
  decode(index: number, page: number): Promise<RgbaPage>
  close(): Promise<void>
}

/** The heap of the decoding thread: pixels live outside it, utif2's bookkeeping inside. */
const HEAP_MB = 256
/** How long one page may take: a 50-megapixel CCITT page takes a few seconds. */
const PAGE_TIME_MS = 30_000

type Reply =
  | { ok: true; width: number; height: number; rgba: Uint8Array }
  | { ok: false; message: string }

function notDecoded(page: number, why: string): ImageError {
  return new ImageError(
    'unreadable',
    `Page ${page} of this TIFF could not be decoded (${why}). ${SAVE_AGAIN}`,
  )
}

export function openTiffDecoder(
  bytes: Uint8Array,
  options: { pageTimeMs?: number } = {},
): TiffDecoder {
  const timeMs = options.pageTimeMs ?? PAGE_TIME_MS
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  const worker = new Worker(new URL('./tiff-decode.worker.mjs', import.meta.url), {
    workerData: { file },
    transferList: [file as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 32 },
  })
  /** Why the thread can decode nothing more (it failed, ran out of time or stopped). */
  let stopped: string | null = null
  let pending: {
    page: number
    resolve: (page: RgbaPage) => void
    reject: (error: Error) => void
    timer: NodeJS.Timeout
  } | null = null
  const fail = (why: string) => {
    stopped ??= why
    if (!pending) return
    clearTimeout(pending.timer)
    pending.reject(notDecoded(pending.page, why))
    pending = null
  }
  worker.on('message', (reply: Reply) => {
    if (!pending) return
    const { resolve, reject, timer, page } = pending
    pending = null
    clearTimeout(timer)
    if (reply.ok) resolve({ width: reply.width, height: reply.height, rgba: reply.rgba })
    else reject(notDecoded(page, reply.message))
  })
  worker.on('error', (error) => {
    const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
    fail(outOfMemory ? 'it needs more memory than we allow' : error.message)
  })
  worker.on('exit', () => fail('the decoder stopped'))
  return {
    decode(index, page) {
      return new Promise<RgbaPage>((resolve, reject) => {
        if (stopped) return reject(notDecoded(page, stopped))
        if (pending) return reject(new Error('openTiffDecoder: one page at a time'))
        const timer = setTimeout(() => {
          fail(`it took longer than ${Math.round(timeMs / 1000)} s`)
          void worker.terminate()
        }, timeMs)
        pending = { page, resolve, reject, timer }
        worker.postMessage(index)
      })
    },
    async close() {
      stopped ??= 'the decoder was closed'
      await worker.terminate()
    },
  }
}
