/**
 * The repository's root folder, found by walking up to the nearest package.json. The same
 * answer from the TypeScript sources (server/src/..., run by tsx and the tests) and from the
 * bundle in dist/server, whose modules sit at another depth.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The nearest folder at or above `start` holding a package.json. */
export function findPackageRoot(start: string): string {
  let dir = start
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`No package.json above ${start}`)
    dir = parent
  }
  return dir
}

export const REPO_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)))
