/**
 * `npm run records:import -- <preset-id | legal-notice> <file> [--state PA --county Allegheny]
 * [--name "Source name"]`: loads a county export or legal-notice text into the records index of
 * the configured database. `npm run records:import -- --list` lists the presets.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig, loadDotEnvFile } from '../server/src/config'
import { openDatabase } from '../server/src/db/client'
import { runMigrations } from '../server/src/db/migrate'
import { pgliteDirectory } from '../server/src/db/paths'
import {
  FILE_IMPORT_PRESETS,
  type FileImportSpec,
  importRecordsFile,
} from '../server/src/modules/records'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    state: { type: 'string' },
    county: { type: 'string' },
    name: { type: 'string' },
    list: { type: 'boolean' },
  },
})

if (values.list || positionals.length < 2) {
  console.log('Presets:')
  for (const preset of Object.values(FILE_IMPORT_PRESETS))
    console.log(`  ${preset.id.padEnd(34)} ${preset.description}`)
  console.log(
    '  legal-notice                       free-text notices, one per numbered paragraph (needs --state and --county)',
  )
  process.exit(values.list ? 0 : 1)
}
const [kind, file] = positionals as [string, string]
const spec: FileImportSpec =
  kind === 'legal-notice'
    ? { kind: 'legal-notice', state: values.state ?? '', county: values.county ?? '' }
    : { kind: 'preset', presetId: kind }
if (spec.kind === 'legal-notice' && (!spec.state || !spec.county)) {
  console.error('legal-notice needs --state and --county')
  process.exit(1)
}

loadDotEnvFile()
const config = loadConfig()
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: pgliteDirectory(config.DATA_DIR),
})
try {
  await runMigrations(database.pool)
  const report = await importRecordsFile(database.db, {
    content: readFileSync(file, 'utf8'),
    spec,
    sourceName: values.name ?? path.basename(file),
  })
  console.log(
    `${report.parsed} filings parsed (${report.rejected.length} rejected): ${report.inserted} new, ${report.updated} already known.`,
  )
  for (const rejected of report.rejected.slice(0, 20))
    console.log(`  rejected ${rejected.sourceRecordId ?? '?'}: ${rejected.reason}`)
} finally {
  await database.close()
}
