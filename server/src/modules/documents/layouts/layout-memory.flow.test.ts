/**
 * Layout memory end to end over HTTP (issue 34, item 7): one user of an account corrects the
 * defendant and the amount of an information sheet; a second sheet of the same layout, with other
 * values in the same places, uploaded by another user of that account, comes out with its own
 * defendant and amount, read where the correction showed them. A user of another account, and a
 * document of another layout, are read by the extractor alone.
 */
import type { DocumentView } from '@common/contracts/documents'
import type { LeadView } from '@common/contracts/leads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FIRST_SHEET,
  informationSheetPdf,
  SECOND_SHEET,
  taxNoticePdf,
} from '../../../testing/fixtures/pdf/layout-pdfs'
import type { TestClient } from '../../../testing/http-client'
import { listLeads } from '../../../testing/leads-test-helpers'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'
import { uploadForm } from '../../../testing/upload-test-helpers'
import { processDocumentJob } from '../processing/process-document.job'
import { LAYOUT_CONFIDENCE } from './layout-memory'

let t: TestApp
const pro = { subscriptionTier: 'pro', subscriptionStatus: 'active' } as const

beforeAll(async () => {
  t = await buildTestApp({ jobs: [processDocumentJob] })
})
afterAll(async () => {
  t.app.server.closeAllConnections()
  await t.close()
})

async function uploadProcessed(as: TestClient, pdf: Uint8Array): Promise<DocumentView> {
  const response = await as.request('/api/documents', {
    method: 'POST',
    body: uploadForm(pdf, 'sheet.pdf'),
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

const fromLayout = (document: DocumentView) =>
  Object.entries(document.evidence)
    .filter(([, evidence]) => evidence?.origin === 'layout')
    .map(([field]) => field)

describe('a layout taught by a correction', () => {
  let owner: Awaited<ReturnType<typeof signInNewUser>>

  beforeAll(async () => {
    owner = await signInNewUser(t, pro)
    const first = await uploadProcessed(owner.client, await informationSheetPdf(FIRST_SHEET))
    const defendant = await owner.client.post(`/api/documents/${first.id}/corrections`, {
      field: 'defendantName',
      value: FIRST_SHEET.defendant,
      evidence: { text: FIRST_SHEET.defendant, page: 1, boxes: [] },
    })
    expect(await defendant.json()).toMatchObject({ layoutLearned: true })
    // Typed, not selected: found where the sheet prints it, and learned there too.
    const amount = await owner.client.post(`/api/documents/${first.id}/corrections`, {
      field: 'loanAmount',
      value: '87500',
    })
    expect(await amount.json()).toMatchObject({ layoutLearned: true })
  }, 60_000)

  it('reads the next document of the layout from another user of the account', async () => {
    const member = await signInNewUser(t, { ...pro, accountId: owner.user.id })
    const second = await uploadProcessed(member.client, await informationSheetPdf(SECOND_SHEET))
    expect(second.defendantName).toBe(SECOND_SHEET.defendant)
    expect(second.loanAmount).toBe('142075.19')
    expect(second.evidence.defendantName).toMatchObject({
      confidence: LAYOUT_CONFIDENCE,
      origin: 'layout',
      snippet: SECOND_SHEET.defendant,
      correction: null,
      location: { page: 1 },
    })
    expect(fromLayout(second).sort()).toEqual(['defendantName', 'loanAmount'])
    // The member's lead holds what the layout read.
    const { body } = await listLeads(member.client, { limit: 50 })
    const lead = (body.leads as LeadView[]).find((row) => row.source.documentId === second.id)
    expect(lead).toMatchObject({ defendantName: SECOND_SHEET.defendant, loanAmount: '142075.19' })
  }, 60_000)

  it('is not read for a user of another account', async () => {
    const stranger = await signInNewUser(t, pro)
    const second = await uploadProcessed(stranger.client, await informationSheetPdf(SECOND_SHEET))
    expect(second.defendantName).not.toBe(SECOND_SHEET.defendant)
    expect(fromLayout(second)).toEqual([])
  }, 60_000)

  it('is not read on a document of another layout', async () => {
    const notice = await uploadProcessed(owner.client, await taxNoticePdf(SECOND_SHEET))
    expect(fromLayout(notice)).toEqual([])
    expect(notice.defendantName).not.toBe(SECOND_SHEET.defendant)
  }, 60_000)
})
