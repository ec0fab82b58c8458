/**
 * `npm run records:import -- <preset-id | legal-notice | mapping> <file> [--state PA --county
 * Allegheny] [--mapping mapping.json] [--name "Source name"]`: loads a county export, a licensed
 * bulk file or legal-notice text into the records index of the configured database. `mapping`
 * reads a file of any CSV/JSON layout with the operator's own column mapping (the JSON of
 * `fileImportMapping`: format, defaults, fields). `npm run records:import -- --list` lists the
 * presets.
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
  FileImportError,
  type FileImportMappingInput,
  type FileImportSpec,
  importRecordsFile,
  parseFileImportMapping,
} from '../server/src/modules/sources'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    state: { type: 'string' },
    county: { type: 'string' },
    name: { type: 'string' },
    mapping: { type: 'string' },
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
  console.log(
    '  mapping                            any CSV/JSON file, with your column mapping (needs --mapping mapping.json)',
  )
  process.exit(values.list ? 0 : 1)
}
const [kind, file] = positionals as [string, string]

function readMapping(mappingFile: string | undefined): unknown {
  if (!mappingFile) {
    console.error('mapping needs --mapping <mapping.json> (format, defaults, fields)')
    process.exit(1)
  }
  try {
    return JSON.parse(readFileSync(mappingFile, 'utf8'))
  } catch (error) {
    console.error(`Could not read the mapping ${mappingFile}: ${(error as Error).message}`)
    process.exit(1)
  }
}

function specFor(): FileImportSpec {
  if (kind === 'legal-notice') {
    return { kind: 'legal-notice', state: values.state ?? '', county: values.county ?? '' }
  }
  if (kind === 'mapping') {
    // Checked before the database is opened: a bad mapping is refused at once, with its reasons.
    const mapping = readMapping(values.mapping)
    const checked = parseFileImportMapping(mapping)
    if (!checked.ok) {
      console.error(checked.error)
      process.exit(1)
    }
    return { kind: 'mapping', mapping: mapping as FileImportMappingInput }
  }
  return { kind: 'preset', presetId: kind }
}
const spec = specFor()
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
} catch (error) {
  if (!(error instanceof FileImportError)) throw error
  console.error(error.message)
  process.exitCode = 1
} finally {
  await database.close()
}
