import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents } from '../../../db/schema'
import { createReaderPool } from '../../../reading'
import { createOcrPool, type OcrPool } from '../../../reading/pdf/ocr'
import { renderPageToPng } from '../../../reading/pdf/pdf-render'
import { buildUser } from '../../../testing/factories'
import { imageOnlyPdf, textPdf } from '../../../testing/fixtures/pdf/sample-pdfs'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { processDocument } from './process-document.service'

let database: TestDatabase
let pool: OcrPool | undefined
const objects = new Map<string, Buffer>()
beforeAll(async () => {
  database = await createTestDatabase()
})
// Files are read in a reader process, as in the app (reading/sandbox).
const reader = createReaderPool({ size: 1 })
afterAll(async () => {
  await reader.close()
  await pool?.close()
  await database.destroy()
})

const deps = () => ({
  db: database.db,
  log: pino({ level: 'silent' }),
  readObject: async (key: string) => {
    const bytes = objects.get(key)
    if (!bytes) throw new Error('no such object')
    return bytes
  },
  reader,
  ocr: async () => {
    pool ??= await createOcrPool({ size: 1 })
    return pool
  },
})

async function storedDocument(key: string, bytes: Buffer) {
  objects.set(key, bytes)
  const user = await buildUser(database.db)
  const [doc] = await database.db
    .insert(documents)
    .values({
      userId: user.id,
      filename: `${key}.pdf`,
      originalName: 'notice.pdf',
      objectPath: key,
      fileSize: bytes.length,
      mimeType: 'application/pdf',
    })
    .returning()
  return doc!
}

const NOTICE = [
  'NOTICE OF SHERIFF SALE',
  'COURT OF COMMON PLEAS, EXAMPLE COUNTY, OHIO',
  'Case No. 2026-CV-001234',
  'Example Savings Bank, Plaintiff, vs. Jordan Q. Sampleton, Defendant.',
  'The property commonly known as 123 Example Street, Springfield, OH 45500 will be sold.',
  'Judgment in the amount of $123,456.78.',
]

describe('processDocument', () => {
  it('reads a text-layer PDF and fills the fields', async () => {
    const doc = await storedDocument('text-doc', Buffer.from(await textPdf(NOTICE)))
    expect(await processDocument(deps(), doc.id)).toBe('completed')
    const [row] = await database.db.select().from(documents).where(eq(documents.id, doc.id))
    expect(row).toMatchObject({
      processingStatus: 'completed',
      caseNumber: '2026-CV-001234',
      zipCode: '45500',
      loanAmount: '123456.78',
    })
    expect(row?.defendantName).toContain('Sampleton')
    expect(row?.propertyAddress).toContain('123 Example Street')
    const extraction = row?.extraction as { caseNumber: { confidence: number; snippet: string } }
    expect(extraction.caseNumber.confidence).toBeGreaterThan(0)
    expect(extraction.caseNumber.snippet).toContain('2026-CV-001234')
    expect(await processDocument(deps(), doc.id)).toBe('skipped')
  })

  it('OCRs a page that has no text layer', async () => {
    const doc = await storedDocument(
      'image-doc',
      Buffer.from(
        await imageOnlyPdf((await renderPageToPng(await textPdf(NOTICE), 1, { dpi: 200 })).png),
      ),
    )
    expect(await processDocument(deps(), doc.id)).toBe('completed')
    const [row] = await database.db.select().from(documents).where(eq(documents.id, doc.id))
    expect(row?.zipCode).toBe('45500')
    expect(row?.caseNumber?.replace(/O/g, '0')).toContain('2026-CV-001234')
  }, 60_000)

  it('marks a damaged file failed with a reason a person can read, without retrying', async () => {
    const doc = await storedDocument(
      'broken-doc',
      Buffer.from('%PDF-1.7\nthis is not really a pdf'),
    )
    expect(await processDocument(deps(), doc.id)).toBe('failed')
    const [row] = await database.db.select().from(documents).where(eq(documents.id, doc.id))
    expect(row?.processingStatus).toBe('failed')
    expect(row?.processingError).toMatch(/PDF/)
  })

  it('puts a document back to pending when the storage fails, so a retry can run it', async () => {
    const user = await buildUser(database.db)
    const [doc] = await database.db
      .insert(documents)
      .values({
        userId: user.id,
        filename: 'x.pdf',
        originalName: 'x.pdf',
        objectPath: 'missing',
        fileSize: 1,
        mimeType: 'application/pdf',
      })
      .returning()
    await expect(processDocument(deps(), doc!.id)).rejects.toThrow('no such object')
    const [row] = await database.db.select().from(documents).where(eq(documents.id, doc!.id))
    expect(row?.processingStatus).toBe('pending')
  })
})
