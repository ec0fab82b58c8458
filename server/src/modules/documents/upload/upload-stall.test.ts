/**
 * An upload whose data stops arriving (a client that vanished without closing its connection:
 * a laptop lid shut, a phone out of coverage). The server had no timeout on it, so the upload
 * held its temporary file, empty if the stall came before the first byte, for as long as the
 * process lived (Hardening D7: "a 0-byte one appeared without a crash"). Now it is abandoned
 * after the idle timeout and nothing of it is kept.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import { afterAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../db/client'
import type { User } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { LocalDiskStorage } from '../storage/local-disk-storage'
import { uploadDocument } from './upload.service'
import { UPLOAD_IDLE_TIMEOUT_MS } from './upload-guard'

const root = mkdtempSync(path.join(tmpdir(), 'fl-upload-stall-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The multipart parts of a request whose file part started and then got no more data. */
async function* stalledParts(file: PassThrough): AsyncGenerator<Multipart> {
  yield { type: 'file', fieldname: 'file', filename: 'notice.pdf', file } as unknown as Multipart
}

const files = () => readdirSync(root).map((name) => [name, statSync(path.join(root, name)).size])

describe('an upload whose data stops arriving', () => {
  it.each([
    ['before the first byte', ''],
    ['mid-file', '%PDF-1.7\n%\u00e2\u00e3'],
  ])('is abandoned %s and its temporary file removed', async (_when, sent) => {
    const storage = new LocalDiskStorage(root)
    const file = new PassThrough()
    if (sent) file.write(sent)
    const upload = uploadDocument({
      // Nothing reaches the database: the file never finishes.
      db: {} as Db,
      user: {} as User,
      storage,
      parts: stalledParts(file),
      maxBytes: 1024 * 1024,
      idleMs: 1000,
    })
    const outcome = upload.then(
      () => 'stored',
      (error: unknown) => error,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    // While the upload waits, its temporary file is there (empty when nothing came yet).
    expect(files()).toEqual([[expect.stringMatching(/^\.incoming-/), Buffer.byteLength(sent)]])
    const settled = await Promise.race([
      outcome,
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 3 s'), 3000)),
    ])
    expect(settled).toBeInstanceOf(AppError)
    expect(settled).toMatchObject({
      code: 'UPLOAD_STALLED',
      status: 408,
      message:
        'The upload stopped: no data arrived for 1 second. Check your connection and upload the file again.',
    })
    expect(files()).toEqual([])
    file.destroy()
  })

  it('waits a minute by default: a slow connection is not a stalled one', () => {
    expect(UPLOAD_IDLE_TIMEOUT_MS).toBe(60_000)
  })
})
