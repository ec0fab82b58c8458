/**
 * Processing with the optional LLM pass (LLM_BASE_URL) against a local fake of an
 * OpenAI-compatible API: a field the rules cannot read is filled from the model's answer when
 * the text holds it, and the rules' result stands when the model fails.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents } from '../../../db/schema'
import { createReaderPool } from '../../../reading'
import { createLlmRefiner } from '../../../reading/extraction/llm'
import { buildUser } from '../../../testing/factories'
import { chatCompletionBody, type FakeLlm, startFakeLlm } from '../../../testing/fake-llm'
import { textPdf } from '../../../testing/fixtures/pdf/sample-pdfs'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { processDocument } from './process-document.service'

let database: TestDatabase
let llm: FakeLlm
const objects = new Map<string, Buffer>()
const log = pino({ level: 'silent' })

beforeAll(async () => {
  database = await createTestDatabase()
  llm = await startFakeLlm()
})
// Files are read in a reader process, as in the app (reading/sandbox).
const reader = createReaderPool({ size: 1 })
afterAll(async () => {
  await reader.close()
  await llm.close()
  await database.destroy()
})

/** A notice whose owner is named in a way the rules do not read as a defendant. */
const NOTICE = [
  'NOTICE OF SHERIFF SALE',
  'COURT OF COMMON PLEAS, EXAMPLE COUNTY, OHIO',
  'Case No. 2026-CV-004321',
  'Real property last owned of record by Morgan T. Fictitia, to be sold for taxes and costs.',
  'The property commonly known as 77 Placeholder Lane, Springfield, OH 45501 will be sold.',
]

function deps() {
  return {
    db: database.db,
    log,
    readObject: async (key: string) => objects.get(key) ?? Buffer.alloc(0),
    reader,
    ocr: async () => {
      throw new Error('no OCR expected: the PDF has a text layer')
    },
    refineExtraction: createLlmRefiner(
      {
        LLM_BASE_URL: llm.baseUrl,
        LLM_API_KEY: llm.apiKey,
        LLM_MODEL: 'fake-model',
        LLM_TIMEOUT_MS: 2000,
      },
      log,
    ),
  }
}

async function storedNotice(key: string) {
  objects.set(key, Buffer.from(await textPdf(NOTICE)))
  const user = await buildUser(database.db)
  const [doc] = await database.db
    .insert(documents)
    .values({
      userId: user.id,
      filename: `${key}.pdf`,
      originalName: 'notice.pdf',
      objectPath: key,
      fileSize: 1,
      mimeType: 'application/pdf',
    })
    .returning()
  return doc!
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(documents).where(eq(documents.id, id))
  return row!
}

describe('processDocument with the LLM pass', () => {
  it('fills a defendant the rules missed, with a snippet from the document', async () => {
    const doc = await storedNotice('llm-fills')
    llm.respond({
      content: JSON.stringify({ defendants: ['Morgan T. Fictitia'], caseNumber: '2026-CV-004321' }),
    })
    expect(await processDocument(deps(), doc.id)).toBe('completed')
    const row = await rowOf(doc.id)
    expect(llm.requests.length).toBeGreaterThan(0)
    expect(
      llm.requests
        .at(-1)
        ?.messages.map((m) => m.content)
        .join('\n'),
    ).toContain('77 Placeholder Lane')
    expect(row.defendantName).toBe('Morgan T. Fictitia')
    expect(row.caseNumber).toBe('2026-CV-004321')
    expect(row.zipCode).toBe('45501')
    const extraction = row.extraction as { defendants: { confidence: number; snippet: string } }
    expect(extraction.defendants.snippet).toContain('Fictitia')
    expect(extraction.defendants.confidence).toBeLessThan(0.8)
  })

  it('keeps the rules result when the model invents a name or the endpoint fails', async () => {
    const invented = await storedNotice('llm-invents')
    llm.respond({ content: JSON.stringify({ defendants: ['Somebody Else Entirely'] }) })
    expect(await processDocument(deps(), invented.id)).toBe('completed')
    expect((await rowOf(invented.id)).defendantName).not.toBe('Somebody Else Entirely')

    const failing = await storedNotice('llm-fails')
    llm.respond({ status: 500, body: chatCompletionBody('unused') })
    expect(await processDocument(deps(), failing.id)).toBe('completed')
    const row = await rowOf(failing.id)
    expect(row.processingStatus).toBe('completed')
    expect(row.caseNumber).toBe('2026-CV-004321')
  })
})
