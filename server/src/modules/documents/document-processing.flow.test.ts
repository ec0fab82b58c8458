/** Upload -> queued job -> processed document, through the real app, queue and OCR-capable worker. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser, FACTORY_PASSWORD } from '../../testing/factories'
import { docxOf, NEWSPAPER_NOTICES } from '../../testing/fixtures/docx/sample-docx'
import { textPdf } from '../../testing/fixtures/pdf/sample-pdfs'
import { createTestClient } from '../../testing/http-client'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { uploadForm } from '../../testing/upload-test-helpers'
import { processDocumentJob } from './processing/process-document.job'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ jobs: [processDocumentJob] })
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

describe('an uploaded PDF', () => {
  it('is processed in the background: pending, then completed with the extracted fields', async () => {
    const user = await buildUser(t.database.db)
    const client = createTestClient(t.baseUrl)
    await client.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
    const pdf = await textPdf([
      'NOTICE OF LIS PENDENS',
      'IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT IN AND FOR MIAMI-DADE COUNTY, FLORIDA',
      'CASE NO.: 2026-CA-004321',
      'EXAMPLE MORTGAGE CO., Plaintiff, v. RILEY Q. TESTPERSON, Defendant.',
      'Property Address: 42 Sample Lane, Miami, FL 33130',
      'Unpaid principal balance of $210,500.00',
    ])
    const uploaded = await client.request('/api/documents', {
      method: 'POST',
      body: uploadForm(pdf, 'lis-pendens.pdf'),
    })
    expect(uploaded.status).toBe(201)
    const { id, processingStatus } = await uploaded.json()
    expect(processingStatus).toBe('pending')

    let document: Record<string, unknown> | undefined
    for (let i = 0; i < 100 && document?.processingStatus !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const list = await (await client.get('/api/documents?zip=all')).json()
      document = list.documents.find((d: { id: string }) => d.id === id)
    }
    expect(document).toMatchObject({
      processingStatus: 'completed',
      caseNumber: '2026-CA-004321',
      zipCode: '33130',
    })
    expect(String(document?.defendantName)).toMatch(/Testperson/i)
    expect(document).toMatchObject({
      documentTypeCategory: 'Lis Pendens',
      objectPath: `/api/documents/${id}/download`,
      // A trial user: the extracted fields, not the contact details.
      contactAccess: 'upgrade_required',
      contactInfo: null,
      leads: [],
    })
    const evidence = document?.evidence as Record<
      string,
      { snippet: string; location: { page: number; boxes: number[][] } | null }
    >
    expect(evidence.caseNumber?.snippet).toContain('2026-CA-004321')
    // Where it was found is kept for the viewer's highlights: page 1, one box on the page.
    expect(document).toMatchObject({ evidencePositions: true, viewable: true })
    expect(evidence.caseNumber?.location?.page).toBe(1)
    expect(evidence.caseNumber?.location?.boxes).toHaveLength(1)
  }, 60_000)
})

describe('an uploaded Word document (.docx)', () => {
  it('is stored as a Word file and read like a PDF: one record per notice', async () => {
    const user = await buildUser(t.database.db)
    const client = createTestClient(t.baseUrl)
    await client.post('/api/login', { email: user.email, password: FACTORY_PASSWORD })
    const docx = await docxOf(NEWSPAPER_NOTICES)
    const uploaded = await client.request('/api/documents', {
      method: 'POST',
      body: uploadForm(docx, 'legal-notices.docx'),
    })
    expect(uploaded.status).toBe(201)
    const { id } = await uploaded.json()
    let document: Record<string, unknown> | undefined
    for (let i = 0; i < 100 && document?.processingStatus !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const list = await (await client.get('/api/documents?zip=all')).json()
      document = list.documents.find((d: { id: string }) => d.id === id)
    }
    expect(document?.processingStatus).toBe('completed')
    // Two notices are a list: it awaits the user's import, its records shown by its preview (0058).
    expect(document?.listImport).toMatchObject({ status: 'awaiting', total: 2 })
    const preview = await (await client.get(`/api/documents/${id}/import`)).json()
    const leads = preview.sample as Array<Record<string, unknown>>
    expect(leads.map((lead) => lead.zipCode)).toEqual(['30126', '30080'])
    expect(leads[1]).toMatchObject({
      defendantName: 'Blair R. Samplewood',
      caseNumber: '22-06822GA',
      loanAmount: '135600.00',
      amountKind: 'loan',
      saleDate: '2022-07-05',
      saleStatus: 'scheduled',
    })
    const download = await client.get(`/api/documents/${id}/download`)
    expect(download.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(download.headers.get('content-disposition')).toContain('legal-notices.docx')
    expect(Buffer.from(await download.arrayBuffer()).equals(docx)).toBe(true)
  }, 60_000)
})
