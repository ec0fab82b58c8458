import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentLeads } from '../../db/schema'
import { buildDocument } from '../../testing/factories'
import { keep, kept, leadRowsOf } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const PRO = { subscriptionTier: 'pro', subscriptionStatus: 'active' } as const

describe('keeping uploaded documents', () => {
  /** A processed single-record notice of sale, as processing stores it. */
  const extraction = {
    propertyAddress: {
      value: { street: '12 Oak St', city: 'Columbus', state: 'OH', zip: '43215' },
      confidence: 0.9,
      snippet: '12 Oak St, Columbus, OH 43215',
    },
    date: { value: { value: '2026-06-01', kind: 'sale' }, confidence: 0.8, snippet: 'sale' },
    amount: { value: { value: '98000.00', kind: 'minimum_bid' }, confidence: 0.8, snippet: '' },
    plaintiff: { value: 'Buckeye Savings', confidence: 0.7, snippet: '' },
  }
  const processed = {
    processingStatus: 'completed',
    documentType: 'Notice of Sheriff Sale',
    defendantName: 'Casey Owner',
    propertyAddress: '12 Oak St, Columbus, OH 43215',
    zipCode: '43215',
    caseNumber: '25CV001234',
    court: 'Franklin County Court of Common Pleas',
    loanAmount: '98000.00',
    filingDate: '2026-06-01',
    extraction,
  }

  it('keeps a single-record document as one lead, the same one when kept again', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const doc = await buildDocument(t.database.db, { userId: user.id, ...processed })
    const first = await kept(await keep(client, { from: 'document', documentId: doc.id }))
    expect(first.leads).toHaveLength(1)
    expect(first.leads[0]).toMatchObject({
      sourceKind: 'upload',
      source: { resultId: null, documentId: doc.id, recordPosition: null },
      filingType: 'Notice of Sheriff Sale',
      caseNumber: '25CV001234',
      defendantName: 'Casey Owner',
      plaintiffName: 'Buckeye Savings',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43215',
      // The document states a sale date, not a filing date.
      filingDate: null,
      saleDate: '2026-06-01',
      loanAmount: '98000.00',
      amountKind: 'minimum_bid',
      downloadPath: `/api/documents/${doc.id}/download`,
      isDocumentAvailable: true,
      documentUrl: null,
    })
    const again = await kept(await keep(client, { from: 'document', documentId: doc.id }))
    expect(again).toMatchObject({ created: 0, alreadyKept: 1 })
    expect(again.leads[0]?.id).toBe(first.leads[0]?.id)

    // Deleting the document keeps the lead (and its notes), without the document.
    expect((await client.request(`/api/documents/${doc.id}`, { method: 'DELETE' })).status).toBe(
      200,
    )
    const lead = await (await client.get(`/api/leads/${first.leads[0]?.id}`)).json()
    expect(lead).toMatchObject({
      caseNumber: '25CV001234',
      downloadPath: null,
      isDocumentAvailable: false,
    })
    expect(lead.source.documentId).toBeNull()
  })

  it('keeps one lead per record of a multi-record document, or the selected records', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const doc = await buildDocument(t.database.db, { userId: user.id, ...processed })
    const records = await t.database.db
      .insert(documentLeads)
      .values(
        [0, 1, 2].map((position) => ({
          documentId: doc.id,
          userId: user.id,
          position,
          defendantName: `Record Owner ${position}`,
          // Each record's place as processing stores it (0059); the last one has none.
          ...(position < 2
            ? {
                propertyAddress: `${position + 1} Elm St, Columbus, OH 43215`,
                city: 'Columbus',
                state: 'OH',
                zipCode: '43215',
              }
            : {}),
          caseNumber: `25CV00999${position}`,
          loanAmount: `${position + 1}0000.00`,
          filingDate: `2026-06-0${position + 2}`,
        })),
      )
      .returning()

    const one = await kept(
      await keep(client, { from: 'document', documentId: doc.id, recordIds: [records[1]?.id] }),
    )
    expect(one.leads).toHaveLength(1)
    expect(one.leads[0]).toMatchObject({
      sourceKind: 'document_record',
      source: { documentId: doc.id, recordPosition: 1 },
      caseNumber: '25CV009991',
      defendantName: 'Record Owner 1',
      city: 'Columbus',
      state: 'OH',
      saleDate: '2026-06-03',
      filingType: 'Notice of Sheriff Sale',
    })

    const all = await kept(await keep(client, { from: 'document', documentId: doc.id }))
    expect(all).toMatchObject({ created: 2, alreadyKept: 1 })
    expect(all.leads.map((lead) => lead.source.recordPosition)).toEqual([0, 1, 2])
    expect(all.leads[1]?.id).toBe(one.leads[0]?.id)
    // A record with no place of its own does not take the document's (its first record's).
    expect(all.leads[2]).toMatchObject({ city: null, state: null, zipCode: null })

    const other = await buildDocument(t.database.db, { userId: user.id, ...processed })
    const wrong = await keep(client, {
      from: 'document',
      documentId: other.id,
      recordIds: [records[0]?.id],
    })
    expect(wrong.status).toBe(404)
    expect((await wrong.json()).code).toBe('LEAD_SOURCE_NOT_FOUND')
    expect(await leadRowsOf(t.database.db, user.id)).toHaveLength(3)
  })

  it('refuses a document still being analysed, one that failed, and another user’s', async () => {
    const { client, user } = await signInNewUser(t, PRO)
    const pending = await buildDocument(t.database.db, { userId: user.id })
    const failed = await buildDocument(t.database.db, {
      userId: user.id,
      processingStatus: 'failed',
      processingError: 'No readable text was found in this PDF, even with OCR.',
    })
    const stranger = await signInNewUser(t, PRO)
    const theirs = await buildDocument(t.database.db, {
      userId: stranger.user.id,
      ...processed,
    })

    const early = await keep(client, { from: 'document', documentId: pending.id })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({
      code: 'DOCUMENT_NOT_PROCESSED',
      message:
        'This document is still being analysed. Keep it as a lead once its analysis has completed.',
    })
    const broken = await keep(client, { from: 'document', documentId: failed.id })
    expect(broken.status).toBe(409)
    expect((await broken.json()).message).toBe(
      'This document could not be analysed, so there is nothing to keep as a lead. Upload a clearer copy.',
    )
    const notMine = await keep(client, { from: 'document', documentId: theirs.id })
    expect(notMine.status).toBe(404)
    expect(await notMine.json()).toEqual({
      code: 'LEAD_SOURCE_NOT_FOUND',
      message: 'Document not found',
    })
    expect(await leadRowsOf(t.database.db, user.id)).toEqual([])
  })
})
