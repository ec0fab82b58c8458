import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { ABANDONED_UPLOAD_AGE_MS } from './abandoned-uploads'
import { createStorage, type StorageConfig } from './create-storage'
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

/**
 * What a process killed mid-upload leaves (Hardening D7): `.incoming-*` files nothing removed,
 * not even a restart. Removed at start and by the periodic job, once older than an hour, so an
 * upload running in another process (25 MB at most, abandoned after a minute without data)
 * keeps its own.
 */
describe('the files of uploads that never finished', () => {
  /** A file in `dir` last written `minutesAgo` ago. */
  function leftover(dir: string, name: string, minutesAgo: number, bytes = 'partial') {
    const file = path.join(dir, name)
    writeFileSync(file, bytes)
    const when = new Date(Date.now() - minutesAgo * 60_000)
    utimesSync(file, when, when)
  }

  it('are removed when older than the safe age; uploads under way and stored files stay', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fl-abandoned-'))
    try {
      const store = new LocalDiskStorage(dir)
      leftover(dir, '.incoming-killed-yesterday', 24 * 60)
      leftover(dir, '.incoming-empty-killed', 61, '')
      leftover(dir, '.incoming-under-way', 2)
      leftover(dir, 'c3.pdf', 24 * 60)
      expect(await store.removeAbandonedUploads(ABANDONED_UPLOAD_AGE_MS)).toBe(2)
      expect(readdirSync(dir).sort()).toEqual(['.incoming-under-way', 'c3.pdf'])
      expect(await store.removeAbandonedUploads(ABANDONED_UPLOAD_AGE_MS)).toBe(0)
      expect(ABANDONED_UPLOAD_AGE_MS).toBe(60 * 60 * 1000)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('are removed when the server starts (createStorage)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fl-data-'))
    try {
      const uploads = path.join(dataDir, 'uploads')
      mkdirSync(uploads)
      leftover(uploads, '.incoming-killed', 120)
      leftover(uploads, '.incoming-under-way', 1)
      leftover(uploads, 'd4.pdf', 120)
      const logged: unknown[] = []
      const log = { debug() {}, info: (...a: unknown[]) => logged.push(a), warn() {}, error() {} }
      await createStorage({ STORAGE: 'local', DATA_DIR: dataDir } as StorageConfig, log)
      expect(readdirSync(uploads).sort()).toEqual(['.incoming-under-way', 'd4.pdf'])
      expect(logged).toEqual([['Removed 1 file(s) of uploads that never finished.']])
      // A first start: no uploads directory yet.
      const fresh = mkdtempSync(path.join(tmpdir(), 'fl-data-'))
      await createStorage({ STORAGE: 'local', DATA_DIR: fresh } as StorageConfig)
      rmSync(fresh, { recursive: true, force: true })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
