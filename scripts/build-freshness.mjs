/**
 * When a build is stale: the newest modification time under a set of source paths compared
 * with the build's output. `npm start` and `build-server.mjs --if-stale` rebuild only then.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** The newest mtime (ms) of a file or of anything under a folder (node_modules and dot files skipped). */
function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true
  return statSync(output).mtimeMs < Math.max(...sources.map(newestMtime))
}
