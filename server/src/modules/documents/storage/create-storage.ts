/** Picks the storage adapter named by STORAGE (only 'local' so far). */
import path from 'node:path'
import { LocalDiskStorage } from './local-disk-storage'
import type { ObjectStorage } from './object-storage'

export type StorageKind = 'local'

/** The storage the server runs with: local disk under `${dataDir}/uploads`. */
export function createStorage(options: { kind: StorageKind; dataDir: string }): ObjectStorage {
  switch (options.kind) {
    case 'local':
      return new LocalDiskStorage(path.join(options.dataDir, 'uploads'))
  }
}
