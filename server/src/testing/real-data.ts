/**
 * Test helper: where the shared real exports live (`../shared/data/real/` beside the repo) and
 * how to read one. Tests skip when the folder is absent; nothing from it is copied here.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../lib/repo-root'

export const realDataDir = path.resolve(REPO_ROOT, '..', 'shared', 'data', 'real')
export const hasRealData = existsSync(realDataDir)

/** The text of one real export. */
export function readRealFile(name: string): string {
  return readFileSync(path.join(realDataDir, name), 'utf8')
}
