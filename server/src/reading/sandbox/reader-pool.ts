/**
 * Untrusted files are read in reader processes, never in the web process (issue 32,
 * docs/decisions/0064): a small pool of forked Node processes (reader-process.ts), each reading
 * one file at a time under hard limits the parent enforces from outside: resident memory,
 * CPU time and wall time, watched every WATCH_MS and met with SIGKILL; a V8 heap cap below the
 * memory cap, so a JavaScript bomb (a Word file of millions of paragraphs) dies of its own heap
 * first; and a bound on what the answer may hold. A reader that breaks a limit is killed and
 * the file is refused with a ReaderLimitError a person can act on; the next file gets a fresh
 * reader. Idle readers exit, so the memory a big file took is given back.
 */
import { type ChildProcess, fork } from 'node:child_process'
import type { PageLimits } from '../document/read-document-pages'
import { type FileText, fileNoun } from '../document/read-file-text'
import { DocxError } from '../docx/docx-text'
import { ImageError, type ImageErrorCode } from '../image/image-error'
import type { OcrPool } from '../pdf/ocr'
import { PdfError, type PdfErrorCode } from '../pdf/pdf-text'
import { SANDBOX_LIMITS } from '../reading-limits'
import { processUsage } from './process-usage'
import type { FromReader, ReaderFailure, ToReader } from './reader-messages'

/** How often a busy reader's memory and CPU time are looked at. */
const WATCH_MS = 25

export type ReaderLimit = 'memory' | 'cpu' | 'time' | 'output' | 'crash'

/** A file refused because reading it broke one of the sandbox's limits. */
export class ReaderLimitError extends Error {
  override name = 'ReaderLimitError'
  constructor(
    readonly limit: ReaderLimit,
    message: string,
  ) {
    super(message)
  }
}

function limitMessage(limit: ReaderLimit, noun: string): string {
  switch (limit) {
    case 'memory':
      return `This ${noun} needs more memory than an upload may use. Save or scan it again at a smaller size (300 dpi or less for scans), or upload fewer pages at a time.`
    case 'cpu':
    case 'time':
      return `Processing took too long for this ${noun}. Try a smaller file or fewer pages.`
    case 'output':
      return `This ${noun} holds more text than one upload may. Upload fewer pages at a time.`
    case 'crash':
      return `This ${noun} could not be read: it may be damaged. Save it again and upload the new file.`
  }
}

export interface SandboxLimits {
  /** Resident memory of one reader process. */
  memoryMb: number
  /** Its V8 heap (--max-old-space-size), below memoryMb. */
  heapMb: number
  /** CPU time one file may take in its reader. */
  cpuMs: number
  /** The largest answer (text and word boxes) one file may give. */
  outputBytes: number
  /** How long an idle reader is kept before it exits. */
  idleMs: number
}

interface ReadInSandboxOptions {
  /** The parent's OCR pool, for the pages the reader renders. */
  ocr: () => Promise<OcrPool>
  /** Its size, known without creating it: how many pages the reader sends at once. */
  ocrSize: number
  limits: PageLimits
  /** Wall time for the whole file, OCR included. */
  timeMs: number
  /** Stops the reading (its reader is killed) with the signal's reason. */
  signal?: AbortSignal
  warn?: (message: string) => void
}

export interface ReaderPool {
  /** Reads `bytes` in a reader process; throws what the reader threw, or a ReaderLimitError. */
  read(bytes: Uint8Array, options: ReadInSandboxOptions): Promise<FileText>
  /**
   * Readers started and killed for a limit, files read, and the most resident memory a reader
   * was seen to hold, since the pool was made.
   */
  readonly stats: { started: number; killed: number; reads: number; peakRssBytes: number }
  close(): Promise<void>
}

/** The reader's entry: the TypeScript source under tsx (tests, `npm run dev`), or the build's. */
function readerEntry(): { path: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts')
  const entry = new URL(fromSource ? './reader-process.ts' : './reader-process.js', import.meta.url)
  return { path: entry.pathname, execArgv: fromSource ? ['--import', 'tsx'] : [] }
}

/** The error the reader threw, as its own class again, so callers can tell what went wrong. */
function rebuild(failure: ReaderFailure): Error {
  if (failure.name === 'DocxError') return new DocxError(failure.message)
  if (failure.name === 'ImageError') {
    return new ImageError(failure.code as ImageErrorCode, failure.message)
  }
  if (failure.name === 'PdfError')
    return new PdfError(failure.code as PdfErrorCode, failure.message)
  const error = new Error(failure.message)
  error.name = failure.name
  return error
}

interface Reader {
  child: ChildProcess
  busy: boolean
  idle?: NodeJS.Timeout
  /** The last of its standard error, where V8 says it ran out of heap. */
  stderr: string
}

export function createReaderPool(
  options: { size: number; limits?: Partial<SandboxLimits> } = { size: 1 },
): ReaderPool {
  const limits: SandboxLimits = { ...SANDBOX_LIMITS, ...options.limits }
  const size = Math.max(1, Math.floor(options.size))
  const readers = new Set<Reader>()
  const queue: Array<() => void> = []
  const stats = { started: 0, killed: 0, reads: 0, peakRssBytes: 0 }
  let closed = false

  const start = (): Reader => {
    const entry = readerEntry()
    const child = fork(entry.path, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${limits.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // Nothing of the server's environment (its secrets, its database) reaches a reader.
      env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? 'production' },
    })
    const reader: Reader = { child, busy: false, stderr: '' }
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (chunk: string) => {
      reader.stderr = (reader.stderr + chunk).slice(-4096)
    })
    child.once('exit', () => readers.delete(reader))
    readers.add(reader)
    stats.started++
    return reader
  }

  const release = (reader: Reader) => {
    reader.busy = false
    const next = queue.shift()
    if (next) return next()
    // A reader killed for a limit (or dead) was taken out of the set: nothing to keep.
    if (!readers.has(reader)) return
    reader.idle = setTimeout(() => {
      readers.delete(reader)
      reader.child.kill()
    }, limits.idleMs)
    reader.idle.unref()
  }

  /** A free reader (started when fewer than `size` run), waiting for one when all are busy. */
  const acquire = async (): Promise<Reader> => {
    for (;;) {
      if (closed) throw new Error('The reader pool is closed.')
      const free = [...readers].find((reader) => !reader.busy && reader.child.connected)
      if (free) {
        clearTimeout(free.idle)
        free.busy = true
        return free
      }
      if (readers.size < size) {
        const fresh = start()
        fresh.busy = true
        return fresh
      }
      await new Promise<void>((resolve) => queue.push(resolve))
    }
  }

  const readOn = (reader: Reader, bytes: Uint8Array, options: ReadInSandboxOptions) =>
    new Promise<FileText>((resolve, reject) => {
      const { child } = reader
      const noun = fileNoun(bytes)
      let settled = false
      const finish = (outcome: () => void) => {
        if (settled) return
        settled = true
        clearInterval(watch)
        clearTimeout(timer)
        options.signal?.removeEventListener('abort', onAbort)
        child.off('message', onMessage)
        child.off('exit', onExit)
        outcome()
      }
      const kill = (limit: ReaderLimit) => {
        stats.killed++
        readers.delete(reader)
        child.kill('SIGKILL')
        finish(() => reject(new ReaderLimitError(limit, limitMessage(limit, noun))))
      }
      const baseline = processUsage(child.pid ?? -1)?.cpuMs ?? 0
      const watch = setInterval(() => {
        const usage = processUsage(child.pid ?? -1)
        if (!usage) return
        stats.peakRssBytes = Math.max(stats.peakRssBytes, usage.rssBytes)
        if (usage.rssBytes > limits.memoryMb * 1024 * 1024) kill('memory')
        else if (usage.cpuMs - baseline > limits.cpuMs) kill('cpu')
      }, WATCH_MS)
      const timer = setTimeout(() => kill('time'), options.timeMs)
      const onAbort = () => {
        readers.delete(reader)
        child.kill('SIGKILL')
        finish(() => reject(options.signal?.reason ?? new Error('The reading was stopped.')))
      }
      const onExit = () => {
        // A reader that dies by itself mid-file: out of heap (V8 says so), or a decoder crashed.
        const outOfMemory = /heap out of memory|Allocation failed/i.test(reader.stderr)
        stats.killed++
        finish(() => {
          const limit = outOfMemory ? 'memory' : 'crash'
          reject(new ReaderLimitError(limit, limitMessage(limit, noun)))
        })
      }
      const onMessage = (message: FromReader) => {
        if (message.type === 'done') finish(() => resolve(message.result))
        else if (message.type === 'failed') {
          const { error } = message
          if (error.name === 'ReaderOutputTooLarge') {
            finish(() => reject(new ReaderLimitError('output', limitMessage('output', noun))))
          } else finish(() => reject(rebuild(error)))
        } else if (message.type === 'warn') options.warn?.(message.message)
        else if (message.type === 'ocr') void ocrFor(child, message.id, message.image, options)
      }
      if (options.signal?.aborted) return onAbort()
      options.signal?.addEventListener('abort', onAbort, { once: true })
      child.on('message', onMessage)
      child.once('exit', onExit)
      const request: ToReader = {
        type: 'read',
        bytes,
        limits: options.limits,
        ocrSize: options.ocrSize,
        outputBytes: limits.outputBytes,
      }
      child.send(request)
    })

  return {
    stats,
    async read(bytes, options) {
      const reader = await acquire()
      stats.reads++
      try {
        return await readOn(reader, bytes, options)
      } finally {
        release(reader)
      }
    },
    async close() {
      closed = true
      for (const wake of queue.splice(0)) wake()
      await Promise.all(
        [...readers].map(
          (reader) =>
            new Promise<void>((resolve) => {
              clearTimeout(reader.idle)
              if (reader.child.exitCode !== null || reader.child.signalCode !== null) {
                return resolve()
              }
              reader.child.once('exit', () => resolve())
              reader.child.kill('SIGKILL')
            }),
        ),
      )
      readers.clear()
    },
  }
}

/** OCRs one page the reader rendered, on the parent's pool, and sends the reading back. */
async function ocrFor(
  child: ChildProcess,
  id: number,
  image: Uint8Array,
  options: Pick<ReadInSandboxOptions, 'ocr'>,
): Promise<void> {
  let answer: ToReader
  try {
    const pool = await options.ocr()
    answer = { type: 'ocr-result', id, result: await pool.recognize(image) }
  } catch (error) {
    answer = {
      type: 'ocr-result',
      id,
      error: error instanceof Error ? error.message : String(error),
    }
  }
  if (child.connected) child.send(answer)
}
