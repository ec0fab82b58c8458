/**
 * Migration 0028's backfill (docs/decisions/0044): events recorded before it get the state,
 * county, ZIP and street key of their record, so they join the records index too. An old address
 * key keeps its spelled-out suffix ('addr:08330:18 example court'); its street key is the
 * abbreviated one. The backfill statements are run again here on rows written without them.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../testing/factories'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { MIGRATIONS_FOLDER } from './migrate'
import { documentCaseEvents, documentLeads, documents } from './schema'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const backfill = () =>
  readFileSync(path.join(MIGRATIONS_FOLDER, '0028_upload_index_case_join.sql'), 'utf8')
    .split('-- Events recorded before')[1]!
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^[^\n]*\n/, ''))

describe('migration 0028 backfill of upload events', () => {
  it("fills a document's and a record's events from their rows and keys", async () => {
    const db = database.db
    const user = await buildUser(db)
    const [doc] = await db
      .insert(documents)
      .values({
        userId: user.id,
        filename: 'a.pdf',
        originalName: 'a.pdf',
        objectPath: 'test/a',
        fileSize: 1,
        mimeType: 'application/pdf',
        court: 'SUPERIOR COURT OF NEW JERSEY, CHANCERY DIVISION, ATLANTIC COUNTY',
        propertyAddress: '18 Example Court, Mays Landing, NJ 08330',
        zipCode: '08330',
      })
      .returning()
    await db.insert(documentLeads).values({
      documentId: doc!.id,
      userId: user.id,
      position: 2,
      propertyAddress: '7 North Shore Road, Ocean City, NJ 08226',
      zipCode: '08226',
      caseNumber: 'F-1-25',
      court: 'In the Superior Court, Cape May County',
    })
    const event = { userId: user.id, documentId: doc!.id, kind: 'sale_scheduled' }
    await db.insert(documentCaseEvents).values([
      { ...event, position: null, caseKey: 'addr:08330:18 example court' },
      { ...event, position: 2, caseKey: 'case:f125' },
    ])
    for (const statement of backfill()) await db.execute(sql.raw(statement))
    const { rows } = await db.execute(
      sql`select position, state, county, zip_code, street_key from document_case_events
        where document_id = ${doc!.id} order by position nulls first`,
    )
    expect(rows).toEqual([
      {
        position: null,
        state: 'NJ',
        county: 'atlantic',
        zip_code: '08330',
        street_key: '18 example ct',
      },
      {
        position: 2,
        state: 'NJ',
        county: 'cape may',
        zip_code: '08226',
        street_key: '7 n shore rd',
      },
    ])
  })
})
