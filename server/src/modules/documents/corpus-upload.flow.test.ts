/**
 * The corpus end to end: each generated PDF uploaded over HTTP by an elite user, processed by
 * the queued job (text layer, OCR for the scans) and read back from GET /api/documents/:id with
 * the fields its truth file names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentTypeLabel } from '../../reading/document/document-type-label'
import { buildUser, FACTORY_PASSWORD } from '../../testing/factories'
import { loadCorpus, loose } from '../../testing/fixtures/document-corpus/corpus-score'
import { createTestClient, type TestClient } from '../../testing/http-client'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { uploadForm } from '../../testing/upload-test-helpers'
import { processDocumentJob } from './processing/process-document.job'

/** Two scans go through the whole path here; corpus.test.ts OCRs every scan. */
const SCANS = ['fl-lis-pendens-miami-dade-scan.pdf', 'ny-summons-kings-scan.pdf']
const corpus = loadCorpus().filter(({ truth }) => !truth.imageOnly || SCANS.includes(truth.file))

let t: TestApp
let client: TestClient
beforeAll(async () => {
  t = await buildTestApp({ jobs: [processDocumentJob] })
  const user = await buildUser(t.database.db, {
    subscriptionTier: 'elite',
    subscriptionStatus: 'active',
  })
  client = createTestClient(t.baseUrl)
  await client.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

async function settled(id: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 600; i++) {
    const document = await (await client.get(`/api/documents/${id}`)).json()
    if (document.processingStatus === 'completed' || document.processingStatus === 'failed') {
      return document
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`document ${id} was not processed in time`)
}

describe('the generated corpus, uploaded and processed', () => {
  it('has text-layer PDFs and scans to send', () => {
    expect(corpus.filter(({ truth }) => !truth.imageOnly).length).toBeGreaterThanOrEqual(16)
    expect(corpus.filter(({ truth }) => truth.imageOnly)).toHaveLength(SCANS.length)
  })

  it('completes every upload with the fields its truth file names', async () => {
    const uploads = []
    for (const { truth, pdf } of corpus) {
      const response = await client.request('/api/documents', {
        method: 'POST',
        body: uploadForm(pdf, truth.file),
      })
      expect(response.status, truth.file).toBe(201)
      uploads.push({ truth, id: (await response.json()).id as string })
    }
    const misses: string[] = []
    for (const { truth, id } of uploads) {
      const document = await settled(id)
      const expectations: [string, boolean][] = [
        ['status', document.processingStatus === 'completed'],
        ['type', document.documentTypeCategory === documentTypeLabel(truth.documentType)],
        ['zip', (document.zipCode ?? null) === truth.zip],
        ['case', loose(document.caseNumber as string) === loose(truth.caseNumber)],
      ]
      if (!truth.imageOnly) {
        expectations.push(
          ['amount', (document.loanAmount ?? null) === (truth.amount?.value ?? null)],
          ['amountKind', (document.amountKind ?? null) === (truth.amount?.kind ?? null)],
          [
            'defendant',
            truth.defendants.length === 0
              ? document.defendantName === null
              : loose(document.defendantName as string).includes(loose(truth.defendants[0])),
          ],
          [
            'street',
            truth.street === null ||
              loose(document.propertyAddress as string).includes(loose(truth.street)),
          ],
        )
      }
      for (const [field, ok] of expectations) if (!ok) misses.push(`${truth.file}: ${field}`)
    }
    expect(misses).toEqual([])
  }, 300_000)
})
