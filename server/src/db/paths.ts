import path from 'node:path'

/** Where the embedded database keeps its files. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite')
}
