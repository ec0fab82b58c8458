/**
 * Test helper: where the shared real exports live (`../shared/data/real/` beside the repo) and
 * how to read one. Tests skip when the folder is absent; nothing from it is copied here.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function findRepoRoot(start: string): string {
  let dir = start
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'server'))) {
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
  return dir
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)))
export const realDataDir = path.resolve(repoRoot, '..', 'shared', 'data', 'real')
export const hasRealData = existsSync(realDataDir)

/** The text of one real export. */
export function readRealFile(name: string): string {
  return readFileSync(path.join(realDataDir, name), 'utf8')
}
