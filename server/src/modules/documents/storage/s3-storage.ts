/**
 * The real storage adapter: any S3-compatible store (AWS S3, MinIO, Ceph, R2, ...), chosen by
 * STORAGE=s3. An upload's size is unknown while it streams, so the stream is first written to a
 * temporary file under `${DATA_DIR}/tmp` (uploads are capped at UPLOAD_MAX_BYTES, 25 MB) and
 * sent with one PutObject of known length. A stream that fails never reaches the bucket, and a
 * PutObject is atomic, so a failed upload leaves no object (docs/decisions/0010).
 */
import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import pRetry from 'p-retry'
import { removeAbandonedFiles } from './abandoned-uploads'
import {
  assertSafeKey,
  ObjectNotFoundError,
  type ObjectStorage,
  type StoredObject,
} from './object-storage'
import { spoolToNewFile } from './spool-file'

/** The name of an upload spooled in `tempDir` before it is sent. */
const SPOOL_PREFIX = 's3-upload-'

/** The S3 settings from the environment (config.ts). */
export interface S3Settings {
  /** Any S3-compatible endpoint; unset: AWS S3 in `region`. */
  endpoint?: string
  region: string
  /** Both or neither; neither: the AWS SDK's default credential chain. */
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

/**
 * An S3 client for `settings`. Checksums only where an operation requires them: the SDK's
 * default since 2025 sends streamed bodies as aws-chunked with a CRC trailer, which many
 * S3-compatible stores do not understand (they would store the chunk framing as the file).
 */
export function createS3Client(settings: S3Settings, log?: S3Logger): S3Client {
  return new S3Client({
    // The SDK prints some warnings with console.warn unless it has a logger; ours, or none:
    // every failure reaches the caller as an S3StorageError anyway.
    logger: log ?? SILENT,
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  })
}

/** Where the SDK's own warnings go (a pino logger fits). */
export interface S3Logger {
  debug(...content: unknown[]): void
  info(...content: unknown[]): void
  warn(...content: unknown[]): void
  error(...content: unknown[]): void
}

const SILENT: S3Logger = { debug() {}, info() {}, warn() {}, error() {} }

/** A request the store refused or could not be reached for, with a hint at the setting to check. */
export class S3StorageError extends Error {
  override name = 'S3StorageError'
}

const CREDENTIAL_ERRORS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'InvalidToken',
  'ExpiredToken',
  'CredentialsProviderError',
])

/** 'a/b' -> 'a/b/'; '' or undefined -> '' (keys then sit at the bucket's root). */
export function normalizePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '')
  return trimmed ? `${trimmed}/` : ''
}

export class S3Storage implements ObjectStorage {
  readonly kind = 's3'
  readonly bucket: string
  readonly prefix: string
  private readonly client: S3Client
  private readonly tempDir: string

  constructor(options: {
    client: S3Client
    bucket: string
    /** Put before every key, e.g. 'uploads/'. */
    prefix?: string
    /** Where uploads are spooled before they are sent (`${DATA_DIR}/tmp`). */
    tempDir: string
  }) {
    this.client = options.client
    this.bucket = options.bucket
    this.prefix = normalizePrefix(options.prefix)
    this.tempDir = options.tempDir
  }

  /** The object's name in the bucket; refuses unsafe keys before any request. */
  objectKey(key: string): string {
    assertSafeKey(key)
    return `${this.prefix}${key}`
  }

  async put(key: string, data: Readable | Buffer): Promise<StoredObject> {
    const objectKey = this.objectKey(key)
    if (Buffer.isBuffer(data)) {
      const command = this.putCommand(objectKey, data, data.length)
      await this.run('store', key, () => this.client.send(command))
      return { size: data.length }
    }
    await mkdir(this.tempDir, { recursive: true, mode: 0o700 })
    const temp = path.join(this.tempDir, `${SPOOL_PREFIX}${randomUUID()}`)
    try {
      const size = await spoolToNewFile(data, temp)
      await this.run('store', key, () => this.putFile(objectKey, temp, size))
      return { size }
    } finally {
      await rm(temp, { force: true })
    }
  }

  async get(key: string): Promise<Readable> {
    const objectKey = this.objectKey(key)
    let body: unknown
    try {
      const command = new GetObjectCommand({ Bucket: this.bucket, Key: objectKey })
      body = (await this.client.send(command)).Body
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key)
      throw this.explain('read', key, error)
    }
    if (!(body instanceof Readable))
      throw new S3StorageError(`S3 storage: no readable body for "${key}"`)
    return body
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there: deleting is idempotent by itself.
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })
    await this.run('delete', key, () => this.client.send(command))
  }

  /** The spooled uploads a killed process left in `tempDir` (the bucket holds only whole objects). */
  removeAbandonedUploads(olderThanMs: number): Promise<number> {
    return removeAbandonedFiles(this.tempDir, SPOOL_PREFIX, olderThanMs)
  }

  async exists(key: string): Promise<boolean> {
    const objectKey = this.objectKey(key)
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }))
      return true
    } catch (error) {
      if (isNotFound(error)) return false
      throw this.explain('check', key, error)
    }
  }

  /**
   * Sends the spooled file. The SDK does not retry a request with a streamed body, so this
   * does, re-reading the file, when the failure was the network's or the store's (5xx, 429).
   */
  private async putFile(objectKey: string, file: string, size: number): Promise<void> {
    await pRetry(
      async () => {
        const body = createReadStream(file)
        try {
          await this.client.send(this.putCommand(objectKey, body, size))
        } finally {
          body.destroy()
        }
      },
      {
        retries: PUT_ATTEMPTS - 1,
        minTimeout: RETRY_DELAY_MS,
        factor: 4,
        shouldRetry: ({ error }) => isTransient(error),
      },
    )
  }

  private putCommand(objectKey: string, body: Readable | Buffer, size: number): PutObjectCommand {
    return new PutObjectCommand({
      Bucket: this.bucket,
      Key: objectKey,
      Body: body,
      ContentLength: size,
      ContentType: objectKey.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
    })
  }

  /** Runs one request; any failure becomes an {@link S3StorageError} that names the setting to check. */
  private async run<T>(action: string, key: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (error) {
      throw this.explain(action, key, error)
    }
  }

  /** An error that says what failed, in which bucket, and which setting to check. */
  private explain(action: string, key: string, error: unknown): S3StorageError {
    const name = error instanceof Error ? error.name : 'Error'
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined
    const detail = error instanceof Error ? error.message : String(error)
    let hint = ''
    if (CREDENTIAL_ERRORS.has(name) || status === 401 || status === 403) {
      hint = ': the store refused the credentials; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
    } else if (name === 'NoSuchBucket') {
      hint = ': the bucket does not exist; check S3_BUCKET'
    } else if (
      /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|TimeoutError/.test(`${name} ${detail}`)
    ) {
      hint = ': the store could not be reached; check S3_ENDPOINT and S3_REGION'
    }
    return new S3StorageError(
      `S3 storage could not ${action} "${key}" in bucket "${this.bucket}" (${name}${status ? ` ${status}` : ''}: ${detail})${hint}`,
      { cause: error },
    )
  }
}

/** Tries of one PutObject in all; the waits between them are 200 ms, then 800 ms. */
const PUT_ATTEMPTS = 3
const RETRY_DELAY_MS = 200

/** A failure worth one more try: no answer at all, throttling, or the store's own error. */
function isTransient(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0
    return status === 429 || status >= 500 || error.$retryable !== undefined
  }
  return (
    error instanceof Error &&
    /ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|socket hang up|TimeoutError/.test(
      `${error.name} ${error.message} ${(error as NodeJS.ErrnoException).code ?? ''}`,
    )
  )
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404
    ? error.name !== 'NoSuchBucket'
    : false
}
