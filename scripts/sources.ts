/**
 * `npm run sources -- <command>`: the operator's view of the source catalogue.
 *   list                              every source: access, review, enabled, last run, alarm
 *   review <id> --by <who> [--notes]  record that robots.txt and the terms were read (nothing is fetched)
 *   enable <id> | disable <id>        start or stop its scheduled runs (enable needs the review)
 *   run <id>                          run it once now, in this process
 */
import { parseArgs } from 'node:util'
import { loadConfig, loadDotEnvFile } from '../server/src/config'
import { openDatabase } from '../server/src/db/client'
import { runMigrations } from '../server/src/db/migrate'
import { pgliteDirectory } from '../server/src/db/paths'
import { runSourcesCommand } from '../server/src/modules/records'

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
  const lines = await runSourcesCommand(database.db, {
    command: positionals[0] ?? 'list',
    presetId: positionals[1],
    by: values.by,
    notes: values.notes,
    publicUrl: config.PUBLIC_URL,
  })
  for (const line of lines.output) console.log(line)
  exitCode = lines.exitCode
} finally {
  await database.close()
}
process.exit(exitCode)
