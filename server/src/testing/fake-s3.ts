/**
 * A local S3-compatible server for tests: s3rver on 127.0.0.1 (a free port), its files in a
 * temporary directory removed on close, silent. It knows one key pair (S3RVER / S3RVER) and
 * refuses unknown access key ids; it does not verify SigV4 signatures, so a wrong secret with
 * the right key id is accepted (a real store refuses it with SignatureDoesNotMatch).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Settings } from '../modules/documents'

export interface FakeS3 {
  endpoint: string
  bucket: string
  /** Settings that reach this server with the key pair it knows. */
  settings: S3Settings
  close(): Promise<void>
}

const FAKE_S3_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const

/** Starts s3rver with `bucket` created. */
export async function startFakeS3(options: { bucket?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'test-uploads'
  const directory = mkdtempSync(path.join(tmpdir(), 'fl-fake-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    settings: { endpoint, region: 'us-east-1', forcePathStyle: true, ...FAKE_S3_KEY },
    async close() {
      server.httpServer?.closeAllConnections()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
