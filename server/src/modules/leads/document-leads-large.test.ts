/**
 * Automatic leads from a long list (docs/decisions/0019, 0021): a tax-sale list gives tens of
 * thousands of records, more than one INSERT can carry (PostgreSQL's 65,535 bind parameters), and
 * each record's own sale status and date reach its lead; a cancelled sale starts as 'dead'.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentLeads, leads } from '../../db/schema'
import { buildDocument, buildUser } from '../../testing/factories'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import { keepLeadsOfProcessedDocument } from './document-leads.service'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const RECORDS = 2_600

describe('keepLeadsOfProcessedDocument on a long list', () => {
  it('keeps a lead per record past one statement, with each record’s sale status and date', async () => {
    const { db } = database
    const user = await buildUser(db)
    const document = await buildDocument(db, {
      userId: user.id,
      processingStatus: 'completed',
      documentType: 'Tax Sale List',
    })
    await db.insert(documentLeads).values(
      Array.from({ length: RECORDS }, (_, position) => ({
        documentId: document.id,
        userId: user.id,
        position,
        defendantName: `Owner ${position}`,
        propertyAddress: `${position} Main Street`,
        zipCode: '21201',
        caseNumber: `T-${position}`,
        saleDate: '2026-05-14',
        saleStatus: position === 7 ? 'cancelled' : 'scheduled',
      })),
    )

    const created = await db.transaction((tx) =>
      keepLeadsOfProcessedDocument(tx, { id: document.id, userId: user.id }),
    )
    expect(created).toBe(RECORDS)
    const [{ count }] = (
      await db.execute<{ count: number }>(
        sql`select count(*)::int as count from ${leads} where ${leads.documentId} = ${document.id}`,
      )
    ).rows as [{ count: number }]
    expect(count).toBe(RECORDS)

    const [cancelled] = await db
      .select()
      .from(leads)
      .where(and(eq(leads.documentId, document.id), eq(leads.recordPosition, 7)))
    expect(cancelled).toMatchObject({
      saleStatus: 'cancelled',
      status: 'dead',
      saleDate: '2026-05-14',
    })
    const [live] = await db
      .select()
      .from(leads)
      .where(and(eq(leads.documentId, document.id), eq(leads.recordPosition, 8)))
    expect(live).toMatchObject({ saleStatus: 'scheduled', status: 'new' })

    // Again (a re-processing): nothing new.
    const again = await db.transaction((tx) =>
      keepLeadsOfProcessedDocument(tx, { id: document.id, userId: user.id }),
    )
    expect(again).toBe(0)
  })
})
