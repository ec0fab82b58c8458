/**
 * `npm run records:import -- mapping <file> --mapping <mapping.json>`: a licensed bulk file of a
 * layout no preset knows is imported with the operator's own column mapping, into the database
 * of the environment (here a throw-away PGlite directory). A bad mapping is refused with its
 * reasons and nothing stored.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')
const dir = mkdtempSync(path.join(tmpdir(), 'import-records-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(name: string, content: string) {
  const file = path.join(dir, name)
  writeFileSync(file, content)
  return file
}

async function importRecords(args: string[]) {
  try {
    const { stdout, stderr } = await run(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/import-records.ts', ...args],
      {
        cwd: root,
        // No DATABASE_URL: the script's own PGlite directory, never the suite's database.
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: path.join(dir, 'data') },
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

// Made-up rows in a layout no preset reads.
const bulk = write(
  'bulk.csv',
  [
    'Docket;Sale;Street;Town;Zip',
    'HHD-CV24-6190001-S;09/12/2026;1 Example St;Hartford;06105',
    'HHD-CV24-6190002-S;09/19/2026;2 Example St;Hartford;06106',
  ].join('\n'),
)
const mapping = {
  format: 'csv',
  csv: { delimiter: ';' },
  defaults: { state: 'CT', county: 'Hartford', documentType: 'Notice of Sale' },
  fields: {
    caseNumber: 'Docket',
    saleDate: 'Sale',
    propertyAddress: 'Street',
    city: 'Town',
    zipCode: 'Zip',
  },
}

describe('npm run records:import -- mapping', () => {
  it("imports a file with the operator's mapping; again, nothing new", async () => {
    const mappingFile = write('mapping.json', JSON.stringify(mapping))
    const first = await importRecords(['mapping', bulk, '--mapping', mappingFile])
    expect(first.stderr).toBe('')
    expect(first.stdout).toContain('2 filings parsed (0 rejected): 2 new, 0 already known.')
    const again = await importRecords(['mapping', bulk, '--mapping', mappingFile])
    expect(again.stdout).toContain('2 filings parsed (0 rejected): 0 new, 2 already known.')
  }, 180_000)

  it('refuses a bad mapping with its reasons, a missing one, and an unreadable one', async () => {
    const bad = write('bad.json', JSON.stringify({ ...mapping, format: 'xls', fields: {} }))
    const refused = await importRecords(['mapping', bulk, '--mapping', bad])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(
      'Invalid import mapping: format: format must be csv, json or geojson',
    )
    expect(refused.stderr).not.toContain('    at ')

    const missing = await importRecords(['mapping', bulk])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('mapping needs --mapping <mapping.json>')

    const broken = await importRecords(['mapping', bulk, '--mapping', write('broken.json', '{')])
    expect(broken.code).toBe(1)
    expect(broken.stderr).toContain('Could not read the mapping')
  })
})
