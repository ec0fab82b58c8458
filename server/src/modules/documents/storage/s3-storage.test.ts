import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeS3, startFakeS3 } from '../../../testing/fake-s3'
import { createStorage } from './create-storage'
import { InvalidObjectKeyError, ObjectNotFoundError } from './object-storage'
import { createS3Client, normalizePrefix, S3Storage, S3StorageError } from './s3-storage'

let s3: FakeS3
let client: S3Client
const tempDir = mkdtempSync(path.join(tmpdir(), 'fl-s3-spool-'))

beforeAll(async () => {
  s3 = await startFakeS3()
  client = createS3Client(s3.settings)
})
afterAll(async () => {
  client?.destroy()
  await s3?.close()
  rmSync(tempDir, { recursive: true, force: true })
})

function storage(prefix?: string): S3Storage {
  return new S3Storage({ client, bucket: s3.bucket, prefix, tempDir })
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

/** Every object name in the bucket. */
async function bucketKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort()
}

describe('S3Storage against a local S3 server', () => {
  it('stores a stream and a buffer, reads them back, reports and deletes them', async () => {
    const store = storage()
    const streamed = Readable.from([Buffer.from('%PDF-1.7 '), Buffer.from('streamed body')])
    expect(await store.put('a1.pdf', streamed)).toEqual({ size: 22 })
    expect(await store.put('b1.pdf', Buffer.from('buffered'))).toEqual({ size: 8 })
    expect(await store.exists('a1.pdf')).toBe(true)
    // The exact bytes, not aws-chunked framing (see createS3Client).
    expect(await text(await store.get('a1.pdf'))).toBe('%PDF-1.7 streamed body')
    expect(await text(await store.get('b1.pdf'))).toBe('buffered')

    await store.delete('a1.pdf')
    await store.delete('b1.pdf')
    expect(await store.exists('a1.pdf')).toBe(false)
    await expect(store.delete('a1.pdf')).resolves.toBeUndefined()
    expect(readdirSync(tempDir)).toEqual([])
  })

  it('rejects ObjectNotFoundError for a missing key', async () => {
    await expect(storage().get('missing.pdf')).rejects.toBeInstanceOf(ObjectNotFoundError)
    expect(await storage().exists('missing.pdf')).toBe(false)
  })

  it('keeps nothing of a stream that fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024))
        this.destroy(new Error('upload aborted'))
      },
    })
    await expect(storage().put('c2.pdf', failing)).rejects.toThrow('upload aborted')
    expect(await bucketKeys()).toEqual([])
    expect(readdirSync(tempDir)).toEqual([])
  })

  it('removes the spooled files a killed process left, once older than the safe age', async () => {
    const old = path.join(tempDir, 's3-upload-killed')
    writeFileSync(old, 'partial')
    const hourAgo = new Date(Date.now() - 61 * 60_000)
    utimesSync(old, hourAgo, hourAgo)
    writeFileSync(path.join(tempDir, 's3-upload-under-way'), 'partial')
    expect(await storage().removeAbandonedUploads(60 * 60_000)).toBe(1)
    expect(readdirSync(tempDir)).toEqual(['s3-upload-under-way'])
    rmSync(path.join(tempDir, 's3-upload-under-way'))
  })

  it('refuses unsafe keys before sending anything', async () => {
    const store = storage()
    for (const key of ['../x.pdf', 'a/b.pdf', '..', '', '.hidden']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidObjectKeyError)
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError)
      await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidObjectKeyError)
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError)
    }
    expect(await bucketKeys()).toEqual([])
  })

  it('puts every key under the prefix, and only sees its own prefix', async () => {
    const prefixed = storage('/tenant-a/uploads/')
    await prefixed.put('d3.pdf', Buffer.from('in a folder'))
    expect(await bucketKeys()).toEqual(['tenant-a/uploads/d3.pdf'])
    expect(await text(await prefixed.get('d3.pdf'))).toBe('in a folder')
    expect(await storage().exists('d3.pdf')).toBe(false)
    await prefixed.delete('d3.pdf')
    expect(await bucketKeys()).toEqual([])
  })

  it('explains refused credentials and a missing bucket, naming the setting to check', async () => {
    const wrongKey = createS3Client({ ...s3.settings, accessKeyId: 'NOT-A-KEY' })
    try {
      const store = new S3Storage({ client: wrongKey, bucket: s3.bucket, tempDir })
      const refused = store.put('e4.pdf', Readable.from([Buffer.from('x')]))
      await expect(refused).rejects.toBeInstanceOf(S3StorageError)
      await expect(refused).rejects.toThrow(/InvalidAccessKeyId.*check S3_ACCESS_KEY_ID/)
      await expect(store.exists('e4.pdf')).rejects.toThrow(/403.*check S3_ACCESS_KEY_ID/)
      expect(readdirSync(tempDir)).toEqual([])
    } finally {
      wrongKey.destroy()
    }
    const noBucket = new S3Storage({ client, bucket: 'no-such-bucket', tempDir })
    await expect(noBucket.put('f5.pdf', Buffer.from('x'))).rejects.toThrow(/check S3_BUCKET/)
  })

  it('is what createStorage builds for STORAGE=s3', async () => {
    const dataDir = path.join(tempDir, '..', `${path.basename(tempDir)}-data`)
    const store = await createStorage({
      STORAGE: 's3',
      DATA_DIR: dataDir,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'uploads',
    })
    expect(store).toBeInstanceOf(S3Storage)
    await store.put('g6.pdf', Readable.from([Buffer.from('via config')]))
    expect(await bucketKeys()).toEqual(['uploads/g6.pdf'])
    await store.delete('g6.pdf')
    expect(readdirSync(path.join(dataDir, 'tmp'))).toEqual([])
    rmSync(dataDir, { recursive: true, force: true })
  })
})

describe('normalizePrefix', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['uploads', 'uploads/'],
    ['/a/b/', 'a/b/'],
  ])('%s -> "%s"', (prefix, expected) => {
    expect(normalizePrefix(prefix)).toBe(expected)
  })
})

describe('S3Storage when the store fails', () => {
  it('retries a spooled upload on 5xx, then gives up with a clear error and no temp file', async () => {
    const http = await import('node:http')
    let requests = 0
    let failFirst = 2
    const flaky = http.createServer((request, response) => {
      requests++
      request.resume()
      request.on('end', () => {
        if (requests <= failFirst) {
          response.writeHead(503, { 'content-type': 'application/xml' })
          response.end(
            '<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Try again</Message></Error>',
          )
          return
        }
        response.writeHead(200, { etag: '"abc"' })
        response.end()
      })
    })
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve))
    const { port } = flaky.address() as { port: number }
    const flakyClient = createS3Client({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` })
    const store = new S3Storage({ client: flakyClient, bucket: 'b', tempDir })
    try {
      await store.put('h7.pdf', Readable.from([Buffer.from('eventually')]))
      expect(requests).toBe(3)

      requests = 0
      failFirst = 99
      await expect(store.put('h8.pdf', Readable.from([Buffer.from('never')]))).rejects.toThrow(
        /could not store "h8.pdf" in bucket "b" \(SlowDown 503/,
      )
      expect(requests).toBe(3)
      expect(readdirSync(tempDir)).toEqual([])
    } finally {
      flakyClient.destroy()
      flaky.closeAllConnections()
      await new Promise((resolve) => flaky.close(resolve))
    }
  })
})
