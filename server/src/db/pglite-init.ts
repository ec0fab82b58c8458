/**
 * The first start of the embedded database, in a process of its own. To create a data
 * directory PGlite runs initdb in a second Postgres instance (its own WASM heap, buffers and
 * file bundle: about 450 MB). It closes that instance, but in a server at idle the garbage
 * collector can leave that memory resident for hours, and even a worker thread that ends
 * leaves ~120 MB in the allocator's arenas. Created by a short-lived child process, all of it
 * goes back to the system; the server then opens an existing directory.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'

/** CommonJS run by the child: PGlite's own first start (initdb), then close. */
const CREATE_IN_CHILD = `
const [pglite, dir, params] = process.argv.slice(1)
require(pglite).PGlite.create(dir, { startParams: JSON.parse(params) }).then((db) => db.close())
`

/**
 * Creates PGlite's data directory `dir` (initdb) in a child process, unless it already holds
 * a database. `startParams` are the settings the server will open it with.
 */
export async function createPgliteDirectory(dir: string, startParams: string[]): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  await promisify(execFile)(process.execPath, [
    '--input-type=commonjs',
    '-e',
    CREATE_IN_CHILD,
    pglite,
    dir,
    JSON.stringify(startParams),
  ]).catch((error: { stderr?: string }) => {
    throw new Error(`Creating the embedded database in ${dir} failed: ${error.stderr ?? error}`)
  })
}
