/**
 * The plumbing shared by `npm run sources`, `npm run enrichment-sources` and `npm run admin`: read the command
 * line (`<command> [<id>] [--by <who>] [--notes <text>]`), load the configuration, open and
 * migrate the database, run the command, close the database and exit with its code.
 */
import { parseArgs } from 'node:util'
import { type Config, loadConfig, loadDotEnvFile } from '../server/src/config'
import { type Db, openDatabase } from '../server/src/db/client'
import { runMigrations } from '../server/src/db/migrate'
import { pgliteDirectory } from '../server/src/db/paths'

export interface SourceReviewArgs {
  /** The first word; 'list' when none is given. */
  command: string
  /** The second word: the source the command is about. */
  id: string | undefined
  by: string | undefined
  notes: string | undefined
}

export async function runSourceReviewCli(options: {
  /** Runs the command; its exit code. */
  run: (db: Db, config: Config, args: SourceReviewArgs) => Promise<number>
  /** A failure's exit code, once reported; none: the failure is thrown (after the close). */
  onError?: (error: unknown) => number
}): Promise<never> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { by: { type: 'string' }, notes: { type: 'string' } },
  })
  loadDotEnvFile()
  const config = loadConfig()
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: pgliteDirectory(config.DATA_DIR),
  })
  let exitCode = 0
  try {
    await runMigrations(database.pool)
    exitCode = await options.run(database.db, config, {
      command: positionals[0] ?? 'list',
      id: positionals[1],
      by: values.by,
      notes: values.notes,
    })
  } catch (error) {
    if (!options.onError) throw error
    exitCode = options.onError(error)
  } finally {
    await database.close()
  }
  process.exit(exitCode)
}
