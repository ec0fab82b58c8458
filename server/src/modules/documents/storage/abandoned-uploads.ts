/**
 * Temporary files of uploads that never finished: a process killed mid-upload (kill -9, a crash,
 * a machine restart) cannot remove its own. They are removed at start and by the periodic
 * `documents.resume-stalled` job once they are older than an upload could be still running in
 * another process (uploads are capped at 25 MB and stall out after a minute without data).
 */
import { lstat, opendir, rm } from 'node:fs/promises'
import path from 'node:path'

/** Untouched this long, a temporary upload file belongs to no running upload. */
export const ABANDONED_UPLOAD_AGE_MS = 60 * 60 * 1000

/**
 * Removes the files of `dir` whose name starts with `prefix` and that were last written more
 * than `olderThanMs` ago; returns how many. A missing directory holds nothing.
 */
export async function removeAbandonedFiles(
  dir: string,
  prefix: string,
  olderThanMs: number,
): Promise<number> {
  const cutoff = Date.now() - olderThanMs
  let removed = 0
  let entries: Awaited<ReturnType<typeof opendir>>
  try {
    entries = await opendir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
  for await (const entry of entries) {
    if (!entry.name.startsWith(prefix)) continue
    const file = path.join(dir, entry.name)
    try {
      const stats = await lstat(file)
      if (!stats.isFile() || stats.mtimeMs > cutoff) continue
      await rm(file, { force: true })
      removed++
    } catch (error) {
      // Renamed into place or removed by its own upload meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return removed
}
