/**
 * The default storage: one directory on local disk (`${DATA_DIR}/uploads`). Writes go to a
 * temporary file that is renamed into place only once the whole stream arrived, so a failed
 * or refused upload leaves nothing behind; what a killed process left is removed later
 * (removeAbandonedUploads).
 */
import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { removeAbandonedFiles } from './abandoned-uploads'
import {
  assertSafeKey,
  ObjectNotFoundError,
  type ObjectStorage,
  type StoredObject,
} from './object-storage'
import { spoolToNewFile } from './spool-file'

const TEMP_PREFIX = '.incoming-'

export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local'
  private ready: Promise<unknown> | undefined

  constructor(readonly root: string) {}

  private ensureRoot(): Promise<unknown> {
    this.ready ??= mkdir(this.root, { recursive: true })
    return this.ready
  }

  private pathOf(key: string): string {
    assertSafeKey(key)
    return path.join(this.root, key)
  }

  async put(key: string, data: Readable | Buffer): Promise<StoredObject> {
    const target = this.pathOf(key)
    await this.ensureRoot()
    const temp = path.join(this.root, `${TEMP_PREFIX}${randomUUID()}`)
    const source = Buffer.isBuffer(data) ? Readable.from([data]) : data
    try {
      const size = await spoolToNewFile(source, temp)
      await rename(temp, target)
      return { size }
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key)
    if (!(await this.exists(key))) throw new ObjectNotFoundError(key)
    return createReadStream(file)
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }

  removeAbandonedUploads(olderThanMs: number): Promise<number> {
    return removeAbandonedFiles(this.root, TEMP_PREFIX, olderThanMs)
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile()
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw error
    }
  }
}
