import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { LocalDiskStorage } from './local-disk-storage'
import { InvalidObjectKeyError } from './object-storage'

const root = mkdtempSync(path.join(tmpdir(), 'fl-storage-test-'))
const storage = new LocalDiskStorage(root)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('LocalDiskStorage', () => {
  it('stores, reads back, reports and deletes an object', async () => {
    expect(await storage.put('a1.pdf', Buffer.from('hello'))).toEqual({ size: 5 })
    expect(await storage.exists('a1.pdf')).toBe(true)
    const chunks: Buffer[] = []
    for await (const chunk of await storage.get('a1.pdf')) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString()).toBe('hello')
    await storage.delete('a1.pdf')
    expect(await storage.exists('a1.pdf')).toBe(false)
  })

  it('refuses keys with a path separator or ..', async () => {
    for (const key of ['../x.pdf', 'a/b.pdf', '..', 'x..pdf', '', '.hidden']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidObjectKeyError)
    }
  })

  it('keeps nothing of a stream that fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024))
        this.destroy(new Error('upload aborted'))
      },
    })
    await expect(storage.put('b2.pdf', failing)).rejects.toThrow('upload aborted')
    expect(readdirSync(root)).toEqual([])
  })
})
