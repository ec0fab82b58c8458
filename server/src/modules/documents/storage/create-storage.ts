/** Picks the storage adapter named by STORAGE: local disk (the default) or S3-compatible. */
import path from 'node:path'
import type { Config } from '../../../config'
import { ABANDONED_UPLOAD_AGE_MS } from './abandoned-uploads'
import { LocalDiskStorage } from './local-disk-storage'
import type { ObjectStorage } from './object-storage'
import type { S3Logger } from './s3-storage'

/** The settings createStorage reads (a subset of the process config). */
export type StorageConfig = Pick<
  Config,
  | 'STORAGE'
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>

/**
 * The storage the server runs with: local disk under `${DATA_DIR}/uploads`, or with STORAGE=s3
 * the bucket S3_BUCKET on S3_ENDPOINT (AWS when unset), uploads spooled in `${DATA_DIR}/tmp`.
 * The AWS SDK is loaded only for STORAGE=s3 (it adds about 200 ms to a start). What uploads of
 * a killed process left behind is removed before it is used.
 */
export async function createStorage(config: StorageConfig, log?: S3Logger): Promise<ObjectStorage> {
  const storage = await openStorage(config, log)
  try {
    const removed = await storage.removeAbandonedUploads(ABANDONED_UPLOAD_AGE_MS)
    if (removed > 0) log?.info(`Removed ${removed} file(s) of uploads that never finished.`)
  } catch (error) {
    log?.warn({ err: error }, 'could not remove the files of unfinished uploads')
  }
  return storage
}

async function openStorage(config: StorageConfig, log?: S3Logger): Promise<ObjectStorage> {
  switch (config.STORAGE) {
    case 'local':
      return new LocalDiskStorage(path.join(config.DATA_DIR, 'uploads'))
    case 's3': {
      // loadConfig refuses STORAGE=s3 without a bucket; this guards other callers.
      if (!config.S3_BUCKET) throw new Error('S3_BUCKET: is required when STORAGE=s3')
      const { createS3Client, S3Storage } = await import('./s3-storage')
      const client = createS3Client(
        {
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        },
        log,
      )
      log?.info(
        {
          bucket: config.S3_BUCKET,
          endpoint: config.S3_ENDPOINT ?? 'AWS',
          prefix: config.S3_PREFIX,
        },
        'Uploads are stored in S3-compatible storage',
      )
      return new S3Storage({
        client,
        bucket: config.S3_BUCKET,
        prefix: config.S3_PREFIX,
        tempDir: path.join(config.DATA_DIR, 'tmp'),
      })
    }
  }
}
