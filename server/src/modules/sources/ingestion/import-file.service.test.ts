import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filingProvenance, filings, parsers, sources } from '../../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { FileImportError, importRecordsFile } from './import-file.service'

const REAL = path.resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../../../../../shared/data/real',
)

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe('importRecordsFile', () => {
  it('refuses an unknown preset and a file with nothing usable, with a clear message', async () => {
    await expect(
      importRecordsFile(database.db, {
        content: '[]',
        spec: { kind: 'preset', presetId: 'nope' },
        sourceName: 'x',
      }),
    ).rejects.toThrow(/Unknown preset "nope"/)
    await expect(
      importRecordsFile(database.db, {
        content: 'no notices here',
        spec: { kind: 'legal-notice', state: 'PA', county: 'Test' },
        sourceName: 'x',
      }),
    ).rejects.toBeInstanceOf(FileImportError)
  })

  it('reuses the source of a file imported again; another file in the county gets its own', async () => {
    const content = [
      '1. Case No. A7654321. Example Bank, N.A. vs. Jordan Q. Sample. Property address: 12 Ridge Road, Sampleton, OH 45211. Appraised at $90,000.00.',
      '',
      '2. Case No. A7654322. Example Bank, N.A. vs. Casey R. Sample. Property address: 14 Ridge Road, Sampleton, OH 45211. Appraised at $80,000.00.',
    ].join('\n')
    const spec = { kind: 'legal-notice' as const, state: 'OH', county: 'Reuse' }
    const imported = (sourceName: string) =>
      importRecordsFile(database.db, { content, spec, sourceName })
    const first = await imported('Reuse County Journal')
    expect(first.parsed).toBe(2)
    const again = await imported('Reuse County Journal')
    expect(again.sourceId).toBe(first.sourceId)
    expect(again).toMatchObject({ inserted: 0 })
    const other = await imported('Reuse County Gazette')
    expect(other.sourceId).not.toBe(first.sourceId)
    const rows = await database.db
      .select({ id: sources.id, name: sources.name })
      .from(sources)
      .where(eq(sources.county, 'Reuse'))
    expect(rows.map((row) => row.name).sort()).toEqual([
      'Reuse County Gazette',
      'Reuse County Journal',
    ])
    // Both imports at once still make one row per name.
    const [a, b] = await Promise.all([
      imported('Reuse County Ledger'),
      imported('Reuse County Ledger'),
    ])
    expect(a.sourceId).toBe(b.sourceId)
  })

  describe.skipIf(!existsSync(REAL))('the real exports', () => {
    it('loads the Allegheny legal notices (263) into the index, searchable by ZIP, with provenance', async () => {
      const content = await readFile(
        path.join(
          REAL,
          'pa_allegheny_pittsburgh_legal_journal_sheriff_sale_notices_2012-05-07.txt',
        ),
        'utf8',
      )
      const report = await importRecordsFile(database.db, {
        content,
        spec: { kind: 'legal-notice', state: 'PA', county: 'Allegheny' },
        sourceName: 'Pittsburgh Legal Journal',
      })
      expect(report).toMatchObject({ parsed: 263, inserted: 263 })
      const [one] = await database.db.select().from(filings).where(eq(filings.state, 'PA')).limit(1)
      expect(one?.zipCode).toMatch(/^15\d{3}$/)
      // A search of that ZIP finds it (the index's own read of a ZIP).
      const [inZip] = await database.db
        .select({ n: count() })
        .from(filings)
        .where(and(eq(filings.state, 'PA'), eq(filings.zipCode, one!.zipCode!)))
      expect(inZip?.n).toBeGreaterThan(0)
      const [prov] = await database.db
        .select({ n: count() })
        .from(filingProvenance)
        .where(eq(filingProvenance.sourceId, report.sourceId))
      expect(prov?.n).toBe(263)
      const [parser] = await database.db
        .select()
        .from(parsers)
        .where(eq(parsers.sourceId, report.sourceId))
      expect(parser?.strategy).toBe('hybrid')
    })

    it('loads NJ Atlantic by its preset once: a second run adds nothing', async () => {
      const content = await readFile(
        path.join(REAL, 'nj_atlantic_sheriff_sales_2019-01-02.json'),
        'utf8',
      )
      const spec = { kind: 'preset' as const, presetId: 'nj-atlantic-sheriff-sales' }
      const first = await importRecordsFile(database.db, {
        content,
        spec,
        sourceName: 'Atlantic County Sheriff',
      })
      expect(first.parsed).toBe(601)
      expect(first.inserted).toBeGreaterThan(550)
      const second = await importRecordsFile(database.db, {
        content,
        spec,
        sourceName: 'Atlantic County Sheriff',
      })
      expect(second.inserted).toBe(0)
      const [nj] = await database.db
        .select({ n: count() })
        .from(filings)
        .where(eq(filings.state, 'NJ'))
      expect(nj?.n).toBe(first.inserted)
    })
  })
})
