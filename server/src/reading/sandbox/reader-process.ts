/**
 * A reader process (reader-pool.ts forks it): it reads one untrusted file at a time (a PDF,
 * a page image, a Word document) with the parsers that decompress, decode and render, so a
 * hostile file can exhaust only this process, which the pool watches and kills. It holds no
 * secret (the pool gives it an environment of its own) and no database. Its pages are OCR'd
 * by the parent's pool, asked page by page over IPC.
 */

import type { FileText } from '../document/read-file-text'
import { readFileText } from '../document/read-file-text'
import type { OcrPool } from '../pdf/ocr'
import type { FromReader, OcrAnswer, ReaderFailure, ReadRequest, ToReader } from './reader-messages'

const send = (message: FromReader) => process.send?.(message)

const waiting = new Map<
  number,
  { resolve: (r: NonNullable<OcrAnswer['result']>) => void; reject: (e: Error) => void }
>()
let nextOcr = 0

/** The parent's OCR pool, seen from here: each page's image goes up, its reading comes back. */
function parentOcr(size: number): OcrPool {
  return {
    size,
    recognize(image) {
      return new Promise((resolve, reject) => {
        const id = ++nextOcr
        waiting.set(id, { resolve, reject })
        send({
          type: 'ocr',
          id,
          image: image instanceof Uint8Array ? image : new Uint8Array(image),
        })
      })
    },
    close: async () => undefined,
  }
}

/** An estimate of the answer's serialized size: its strings and about 64 bytes a word. */
function answerBytes(result: FileText): number {
  const words = result.words.reduce((sum, page) => sum + page.words.length, 0)
  return (result.text.length + (result.alternative?.length ?? 0)) * 2 + words * 64
}

function failure(error: unknown): ReaderFailure {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return {
      name: error.name,
      code: typeof code === 'string' ? code : undefined,
      message: error.message,
    }
  }
  return { name: 'Error', message: String(error) }
}

async function read(request: ReadRequest): Promise<void> {
  try {
    const ocr = parentOcr(request.ocrSize)
    const result = await readFileText(request.bytes, {
      ocr: async () => ocr,
      limits: request.limits,
      warn: (message) => send({ type: 'warn', message }),
    })
    if (answerBytes(result) > request.outputBytes) {
      send({ type: 'failed', error: { name: 'ReaderOutputTooLarge', message: 'output' } })
      return
    }
    send({ type: 'done', result })
  } catch (error) {
    send({ type: 'failed', error: failure(error) })
  }
}

process.on('message', (message: ToReader) => {
  if (message.type === 'read') {
    void read(message)
    return
  }
  const pending = waiting.get(message.id)
  if (!pending) return
  waiting.delete(message.id)
  if (message.result) pending.resolve(message.result)
  else pending.reject(new Error(message.error ?? 'OCR failed'))
})
// The parent went away: nothing is left to read for.
process.on('disconnect', () => process.exit(0))
