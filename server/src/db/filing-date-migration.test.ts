/**
 * Migration 0004 (dates by role): a sale notice read before dates had roles kept its sale date
 * in filing_date; the migration clears it there and nowhere else. Rows are written as the old
 * code wrote them, then the migration's SQL runs (again: it is idempotent).
 */
import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../testing/factories'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { documentLeads, documents } from './schema'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const MIGRATION = readFileSync(
  new URL('./migrations/0004_filing-date-by-role.sql', import.meta.url),
  'utf8',
)

const found = (value: unknown) => ({ value, confidence: 0.8, snippet: 'as printed' })

async function document(userId: string, filingDate: string, extraction: Record<string, unknown>) {
  const [row] = await database.db
    .insert(documents)
    .values({
      userId,
      filename: 'n.pdf',
      originalName: 'notice.pdf',
      objectPath: `k-${Math.random()}`,
      fileSize: 1,
      mimeType: 'application/pdf',
      processingStatus: 'completed',
      filingDate,
      extraction,
    })
    .returning()
  return row!
}

describe('migration 0004: a filing date is only a filing date', () => {
  it('clears a sale date kept as the filing date, and keeps every real filing date', async () => {
    const user = await buildUser(database.db)
    const saleNotice = await document(user.id, '2026-12-01', {
      date: found({ value: '2026-12-01', kind: 'sale' }),
      saleDate: found('2026-12-01'),
    })
    const lisPendens = await document(user.id, '2026-03-05', {
      date: found({ value: '2026-03-05', kind: 'filing' }),
    })
    const byRole = await document(user.id, '2026-10-18', {
      date: found({ value: '2026-12-01', kind: 'sale' }),
      filingDate: found('2026-10-18'),
    })
    await database.db.insert(documentLeads).values([
      {
        documentId: saleNotice.id,
        userId: user.id,
        position: 0,
        filingDate: '2026-12-01',
        saleDate: '2026-12-01',
      },
      {
        documentId: saleNotice.id,
        userId: user.id,
        position: 1,
        filingDate: '2026-02-01',
        saleDate: '2026-12-01',
      },
    ])
    for (let run = 0; run < 2; run++) {
      for (const statement of MIGRATION.split('--> statement-breakpoint')) {
        await database.pool.query(statement)
      }
    }
    const filed = async (id: string) =>
      (await database.db.select().from(documents).where(eq(documents.id, id)))[0]?.filingDate
    expect(await filed(saleNotice.id)).toBeNull()
    expect(await filed(lisPendens.id)).toBe('2026-03-05')
    expect(await filed(byRole.id)).toBe('2026-10-18')
    const records = await database.db
      .select()
      .from(documentLeads)
      .where(eq(documentLeads.documentId, saleNotice.id))
      .orderBy(documentLeads.position)
    expect(records.map((r) => [r.filingDate, r.saleDate])).toEqual([
      [null, '2026-12-01'],
      ['2026-02-01', '2026-12-01'],
    ])
  })
})
