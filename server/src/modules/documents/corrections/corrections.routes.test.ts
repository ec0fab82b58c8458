/**
 * Correcting a field of an upload over HTTP (issue 34, item 7): the correction is kept with who
 * and when, the document shows it as a fact, the lead kept from it follows without losing the
 * user's own work on it, and bad inputs are 400s a person can act on (another user's document:
 * 404). Through the real app, queue and processing job, on information sheets the extractor
 * reads no defendant from (fixtures/pdf/layout-pdfs.ts).
 */
import type { CorrectionView } from '@common/contracts/corrections'
import type { DocumentView } from '@common/contracts/documents'
import type { LeadView } from '@common/contracts/leads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDocument } from '../../../testing/factories'
import { FIRST_SHEET, informationSheetPdf } from '../../../testing/fixtures/pdf/layout-pdfs'
import type { TestClient } from '../../../testing/http-client'
import { listLeads, patchLead } from '../../../testing/leads-test-helpers'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'
import { uploadForm } from '../../../testing/upload-test-helpers'
import { processDocumentJob } from '../processing/process-document.job'

let t: TestApp
let client: TestClient
let userId: string

beforeAll(async () => {
  t = await buildTestApp({ jobs: [processDocumentJob] })
  const signedIn = await signInNewUser(t, {
    firstName: 'Dana',
    lastName: 'Corrector',
    subscriptionTier: 'pro',
    subscriptionStatus: 'active',
  })
  client = signedIn.client
  userId = signedIn.user.id
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

async function uploadProcessed(as: TestClient, pdf: Uint8Array): Promise<DocumentView> {
  const response = await as.request('/api/documents', {
    method: 'POST',
    body: uploadForm(pdf, 'information-sheet.pdf'),
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  for (let i = 0; i < 300; i++) {
    const document = (await (await as.get(`/api/documents/${id}`)).json()) as DocumentView
    if (document.processingStatus === 'completed') return document
    expect(document.processingStatus).not.toBe('failed')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the document was not processed in time')
}

const correct = (as: TestClient, id: string, body: unknown) =>
  as.post(`/api/documents/${id}/corrections`, body)

async function leadOf(as: TestClient, documentId: string): Promise<LeadView> {
  const { body } = await listLeads(as, { limit: 200 })
  const lead = (body.leads as LeadView[]).find((row) => row.source.documentId === documentId)
  expect(lead, 'the upload was kept as a lead').toBeDefined()
  return lead!
}

describe('correcting a field of an upload', () => {
  let document: DocumentView

  beforeAll(async () => {
    document = await uploadProcessed(client, await informationSheetPdf(FIRST_SHEET))
  }, 60_000)

  it('keeps the selected defendant with who and when, as a fact located on the page', async () => {
    // The extractor does not know this sheet's label: no defendant, nothing to show as a fact.
    expect(document.defendantName).not.toBe(FIRST_SHEET.defendant)
    const before = Date.now()
    const response = await correct(client, document.id, {
      field: 'defendantName',
      value: ` ${FIRST_SHEET.defendant} `,
      evidence: { text: FIRST_SHEET.defendant, page: 1, boxes: [[220, 652, 305, 664]] },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      correction: CorrectionView
      document: DocumentView
      layoutLearned: boolean
    }
    expect(body.layoutLearned).toBe(true)
    expect(body.correction).toMatchObject({
      field: 'defendantName',
      value: FIRST_SHEET.defendant,
      previousValue: document.defendantName,
      correctedBy: { userId, name: 'Dana Corrector' },
      evidence: { text: FIRST_SHEET.defendant, location: { page: 1 } },
    })
    const at = Date.parse(body.correction.correctedAt)
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now() + 1000)
    // The selection found again on the page's words: one box around the name's own words.
    const [box] = body.correction.evidence?.location?.boxes ?? []
    expect(box?.[0]).toBeCloseTo(220, 0)
    expect(box?.[1]).toBeLessThan(656)
    expect(box?.[3]).toBeGreaterThan(656)

    expect(body.document.defendantName).toBe(FIRST_SHEET.defendant)
    expect(body.document.evidence.defendantName).toMatchObject({
      confidence: 1,
      origin: 'correction',
      snippet: FIRST_SHEET.defendant,
      correction: { by: 'Dana Corrector', at: body.correction.correctedAt },
      location: { page: 1 },
    })

    const listed = await client.get(`/api/documents/${document.id}/corrections`)
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { corrections: CorrectionView[] }).corrections).toEqual([
      body.correction,
    ])
  })

  it("updates the lead's field and keeps the user's own status, tags, folder and notes", async () => {
    const lead = await leadOf(client, document.id)
    const worked = await patchLead(client, lead.id, {
      status: 'contacted',
      tags: ['hot'],
      folder: 'Dayton',
      note: 'Called the clerk',
    })
    expect(worked.status).toBe(200)

    const amount = await correct(client, document.id, { field: 'loanAmount', value: '$87,500' })
    expect(amount.status).toBe(200)
    const zip = await correct(client, document.id, { field: 'zipCode', value: '45409' })
    expect(zip.status).toBe(200)
    const filed = await correct(client, document.id, { field: 'filingDate', value: '03/03/2026' })
    expect(filed.status).toBe(200)

    const after = (await (await client.get(`/api/leads/${lead.id}`)).json()) as LeadView & {
      notes: { body: string }[]
    }
    expect(after).toMatchObject({
      defendantName: FIRST_SHEET.defendant,
      loanAmount: '87500.00',
      zipCode: '45409',
      filingDate: '2026-03-03',
      status: 'contacted',
      tags: ['hot'],
      folder: 'Dayton',
      caseNumber: lead.caseNumber,
    })
    expect(after.notes.map((note) => note.body)).toEqual(['Called the clerk'])
    const view = (await (await client.get(`/api/documents/${document.id}`)).json()) as DocumentView
    expect(view).toMatchObject({
      loanAmount: '87500.00',
      zipCode: '45409',
      filingDate: '2026-03-03',
    })
    expect(view.evidence.zipCode).toMatchObject({ confidence: 1, origin: 'correction' })
    // A typed value is a fact too; the amount typed is found where the sheet prints it.
    expect(view.evidence.loanAmount).toMatchObject({ confidence: 1, location: { page: 1 } })
  })

  it.each([
    [{ field: 'parcelNumber', value: '12' }, 'Choose the field to correct: one of defendantName'],
    [{ field: 'defendantName', value: '   ' }, 'Type the correct value, or select it on the page.'],
    [{ field: 'loanAmount', value: 'about ninety grand' }, 'An amount must be a number of dollars'],
    [{ field: 'loanAmount', value: '12.345' }, 'An amount must be a number of dollars'],
    [{ field: 'zipCode', value: '4540' }, 'ZIP code must be exactly 5 digits'],
    [{ field: 'zipCode', value: '45402-1234' }, 'ZIP code must be exactly 5 digits'],
    [{ field: 'filingDate', value: '02/30/2026' }, 'A date must be a calendar date'],
    [{ field: 'caseNumber', value: 'pending' }, 'A case number has at least one digit'],
    [{ field: 'propertyAddress', value: 'Dayton' }, 'Type the street address with its number'],
    [
      { field: 'defendantName', value: 'Jo Doe', evidence: { text: 'Jo Doe', page: 0 } },
      'The page of the selection starts at 1',
    ],
  ])('refuses %j with a 400 that says what a right value is', async (body, message) => {
    const response = await correct(client, document.id, body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { code: string; message: string }
    expect(answer.code).toBe('VALIDATION_FAILED')
    expect(answer.message).toContain(message)
  })

  it("answers 404 for another user's document and keeps it as it was", async () => {
    const other = await signInNewUser(t)
    const response = await correct(other.client, document.id, {
      field: 'defendantName',
      value: 'Someone Else',
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' })
    expect((await other.client.get(`/api/documents/${document.id}/corrections`)).status).toBe(404)
    const view = (await (await client.get(`/api/documents/${document.id}`)).json()) as DocumentView
    expect(view.defendantName).toBe(FIRST_SHEET.defendant)
  })

  it('answers 409 while the document is still being analysed', async () => {
    const pending = await buildDocument(t.database.db, { userId })
    const response = await correct(client, pending.id, { field: 'zipCode', value: '45402' })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      code: 'DOCUMENT_NOT_PROCESSED',
      message: 'This document is still being analysed. Correct its fields once it is processed.',
    })
  })
})
