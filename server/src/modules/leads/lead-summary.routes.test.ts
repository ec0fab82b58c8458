/**
 * GET /api/leads/:id's summary through real HTTP: Elite's ("AI summarization"), from the lead's
 * own fields, its document's stated answer deadline and its state's usual process; null on
 * other plans; another user's document lends no deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDocument } from '../../testing/factories'
import { buildLead } from '../../testing/leads-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const ELITE = { subscriptionTier: 'elite', subscriptionStatus: 'active' }
const PRO = { subscriptionTier: 'pro', subscriptionStatus: 'active' }

/** A summons upload whose extraction states a 20-day answer deadline. */
async function summonsUpload(userId: string) {
  return buildDocument(t.database.db, {
    userId,
    processingStatus: 'completed',
    documentType: 'summons',
    extraction: {
      answerDeadline: {
        value: { date: null, days: 20, after: 'service of this summons' },
        confidence: 0.8,
        snippet: 'within twenty (20) days after the service of this summons',
      },
    },
  })
}

describe("a lead's summary", () => {
  it('is sent to Elite: fields, the sale, and what normally happens next in its state', async () => {
    const { client, user } = await signInNewUser(t, ELITE)
    const lead = await buildLead(t, {
      userId: user.id,
      filingType: 'Notice of Trustee Sale',
      defendantName: 'Avery Testman',
      plaintiffName: 'Example Bank, N.A.',
      propertyAddress: '12 Example Dr, Round Rock, TX 78664',
      state: 'TX',
      saleDate: '2026-04-07',
      saleStatus: 'scheduled',
      loanAmount: '71470.00',
      amountKind: 'loan',
    })
    const body = await (await client.get(`/api/leads/${lead.id}`)).json()
    expect(body.summary).toContain('Example Bank, N.A. against Avery Testman')
    expect(body.summary).toContain('The sale is set for April 7, 2026.')
    expect(body.summary).toContain('Texas usually forecloses without a court case')
    expect(body.summary).not.toContain('to answer')
  })

  it("carries the answer deadline its own upload states, and no one else's", async () => {
    const { client, user } = await signInNewUser(t, ELITE)
    const mine = await summonsUpload(user.id)
    const lead = await buildLead(t, {
      userId: user.id,
      sourceKind: 'upload',
      resultId: null,
      documentId: mine.id,
      filingType: 'Summons',
      state: 'NY',
    })
    const body = await (await client.get(`/api/leads/${lead.id}`)).json()
    expect(body.summary).toContain(
      'The document gives 20 days after service of this summons to answer.',
    )
    expect(body.summary).toContain('New York forecloses through the courts')

    const other = await signInNewUser(t, ELITE)
    const theirs = await summonsUpload(other.user.id)
    const borrowed = await buildLead(t, {
      userId: user.id,
      sourceKind: 'upload',
      resultId: null,
      documentId: theirs.id,
      filingType: 'Summons',
      state: 'NY',
    })
    const refused = await (await client.get(`/api/leads/${borrowed.id}`)).json()
    expect(refused.summary).not.toContain('to answer')
  })

  it('is null for Pro and for a trial, and on the PATCH reply alike', async () => {
    for (const tier of [PRO, {}]) {
      const { client, user } = await signInNewUser(t, tier)
      const lead = await buildLead(t, { userId: user.id })
      expect((await (await client.get(`/api/leads/${lead.id}`)).json()).summary).toBeNull()
    }
    const { client, user } = await signInNewUser(t, ELITE)
    const lead = await buildLead(t, { userId: user.id })
    const patched = await client.request(`/api/leads/${lead.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'contacted' }),
    })
    expect(patched.status).toBe(200)
    expect((await patched.json()).summary).toContain('Lis Pendens naming Jordan Sampleton')
  })
})
