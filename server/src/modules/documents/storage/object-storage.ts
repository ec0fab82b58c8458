/**
 * Where uploaded files live, behind one interface (CONVENTIONS.md rule 5): local disk by
 * default, an S3-compatible adapter later. Keys are ids the server generated, never names a
 * user chose.
 */
import type { Readable } from 'node:stream'

/** What {@link ObjectStorage.put} reports once the object is stored in full. */
export interface StoredObject {
  size: number
}

export interface ObjectStorage {
  /**
   * Stores `data` under `key`. All or nothing: when the stream fails (too large, refused
   * content, aborted upload) the promise rejects with the stream's error and nothing is kept.
   */
  put(key: string, data: Readable | Buffer): Promise<StoredObject>
  /** The object's bytes. Rejects with {@link ObjectNotFoundError} when there is none. */
  get(key: string): Promise<Readable>
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /**
   * Removes the temporary files of uploads that never finished (the process was killed
   * mid-upload) last written more than `olderThanMs` ago, so an upload still running in another
   * process keeps its own. Returns how many were removed.
   */
  removeAbandonedUploads(olderThanMs: number): Promise<number>
}

/** `get` of a key that holds nothing. */
export class ObjectNotFoundError extends Error {
  override name = 'ObjectNotFoundError'
  constructor(readonly key: string) {
    super(`No stored object under key "${key}"`)
  }
}

/** A key the storage refuses (path separators, '..', empty or odd characters). */
export class InvalidObjectKeyError extends Error {
  override name = 'InvalidObjectKeyError'
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/**
 * Throws unless `key` is a plain generated id (letters, digits, '.', '_', '-'): no '/', no
 * '..', so no adapter can be steered outside its own area.
 */
export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) {
    throw new InvalidObjectKeyError(`Refused object key "${key.slice(0, 80)}"`)
  }
}
