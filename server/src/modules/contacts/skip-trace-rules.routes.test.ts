/**
 * POST /api/leads/:id/skip-trace: who may trace what (plans, the permissible-use statement,
 * another user's lead, a lead with nothing to trace), and which defendants are traced (heirs,
 * organisations left out) with the document's printed contacts kept apart; the real adapters on
 * their loopback fakes.
 */

import { skipTraceLeadResponse } from '@common/contracts/contacts'
import { getLeadResponse } from '@common/contracts/leads'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { permissibleUseAcceptances } from '../../db/schema'
import {
  acceptPermissibleUse,
  buildTraceLead,
  MARCUS,
  TANYA,
  traceLead,
} from '../../testing/contacts-test-helpers'
import { buildDocument, tierFields } from '../../testing/factories'
import { type ContactFakes, startContactFakes } from '../../testing/fake-contact-providers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let fakes: ContactFakes
beforeAll(async () => {
  fakes = await startContactFakes()
  t = await buildTestApp({ contactProviders: fakes.providers })
})
afterAll(async () => {
  await t.close()
  await fakes.close()
})

beforeEach(() => {
  fakes.batchData.people = [MARCUS, TANYA]
  fakes.batchData.reverse = false
  fakes.dncScrub.dnc = new Set(['5135550142'])
  fakes.dncScrub.litigators = new Set()
  fakes.dncScrub.wireless = new Set(['5135550142', '5135550163'])
})

async function proUser() {
  const signedIn = await signInNewUser(t, tierFields('pro'))
  expect((await acceptPermissibleUse(signedIn.client)).status).toBe(200)
  return signedIn
}

async function traced(response: Response) {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return skipTraceLeadResponse.parse(body)
}

describe('who may trace what', () => {
  it('refuses Basic and trial users (403 CONTACTS_NOT_IN_PLAN), and says upgrade on the lead', async () => {
    for (const tier of ['basic', 'trial'] as const) {
      const { client, user } = await signInNewUser(t, tierFields(tier))
      await acceptPermissibleUse(client)
      const lead = await buildTraceLead(t.database.db, { userId: user.id })
      const response = await traceLead(client, lead.id)
      expect(response.status).toBe(403)
      expect((await response.json()).code).toBe('CONTACTS_NOT_IN_PLAN')
      const detail = getLeadResponse.parse(await (await client.get(`/api/leads/${lead.id}`)).json())
      expect(detail.contactAccess).toBe('upgrade_required')
      expect(detail.contactInfo).toBeNull()
    }
  })

  it('asks for the permissible-use statement before the first trace, and stores the time', async () => {
    const { client, user } = await signInNewUser(t, tierFields('elite'))
    const lead = await buildTraceLead(t.database.db, { userId: user.id })
    const refused = await traceLead(client, lead.id)
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('PERMISSIBLE_USE_REQUIRED')
    expect((await (await client.get('/api/contacts/permissible-use')).json()).accepted).toBe(false)

    const bad = await client.post('/api/contacts/permissible-use', { version: 'old', accept: true })
    expect(bad.status).toBe(400)
    const accepted = await (await acceptPermissibleUse(client)).json()
    expect(accepted.accepted).toBe(true)
    const [row] = await t.database.db
      .select()
      .from(permissibleUseAcceptances)
      .where(eq(permissibleUseAcceptances.userId, user.id))
    expect(row?.acceptedAt.toISOString()).toBe(accepted.acceptedAt)
    expect((await traceLead(client, lead.id)).status).toBe(200)
  })

  it("answers another user's lead as not found, and never shows their contacts", async () => {
    const owner = await proUser()
    const lead = await buildTraceLead(t.database.db, { userId: owner.user.id })
    await traced(await traceLead(owner.client, lead.id))
    const other = await proUser()
    for (const response of [
      await traceLead(other.client, lead.id),
      await other.client.get(`/api/leads/${lead.id}/contacts`),
      await other.client.get(`/api/leads/${lead.id}`),
    ]) {
      expect(response.status).toBe(404)
      expect((await response.json()).code).toBe('LEAD_NOT_FOUND')
    }
  })

  it('refuses a lead without a person to trace or without an address (400 NOTHING_TO_TRACE)', async () => {
    const { client, user } = await proUser()
    const bank = await buildTraceLead(t.database.db, {
      userId: user.id,
      defendantName: 'Acme Holdings, LLC; Unknown Spouse of Someone',
    })
    const noAddress = await buildTraceLead(t.database.db, {
      userId: user.id,
      propertyAddress: null,
    })
    for (const id of [bank.id, noAddress.id]) {
      const response = await traceLead(client, id)
      expect(response.status).toBe(400)
      expect((await response.json()).code).toBe('NOTHING_TO_TRACE')
    }
    expect((await client.post('/api/leads/not-a-uuid/skip-trace')).status).toBe(400)
  })
})

describe('defendants and the document', () => {
  it("traces 'Unknown Heirs of X' as X at the property and skips organisations", async () => {
    const { client, user } = await proUser()
    fakes.batchData.people = [{ ...MARCUS, deceased: true }, TANYA]
    const lead = await buildTraceLead(t.database.db, {
      userId: user.id,
      defendantName: 'Unknown Heirs of Marcus Bell; Tanya R Bell; Example Savings Bank',
    })
    const body = await traced(await traceLead(client, lead.id))
    expect(body.defendants).toMatchObject([
      {
        defendantName: 'Unknown Heirs of Marcus Bell',
        searchedName: 'Marcus Bell',
        status: 'matched',
      },
      { defendantName: 'Tanya R Bell', status: 'matched' },
      { defendantName: 'Example Savings Bank', status: 'not_traced' },
    ])
    const marcus = body.persons.find((p) => p.defendantName === 'Unknown Heirs of Marcus Bell')
    expect(marcus?.deceased).toBe(true)
    // The deceased owner's phones are not offered as the contact info's phones.
    expect(body.contactInfo?.phones.map((p) => p.number)).toEqual(['513-555-0163'])
  })

  it('shows the phones printed in the document apart, never as the homeowner\u2019s', async () => {
    const { client, user } = await proUser()
    const document = await buildDocument(t.database.db, {
      userId: user.id,
      processingStatus: 'completed',
      contactInfo: { phones: [{ number: '513-555-0199', type: 'attorney', verified: false }] },
    })
    const lead = await buildTraceLead(t.database.db, {
      userId: user.id,
      sourceKind: 'upload',
      resultId: null,
      documentId: document.id,
    })
    const body = await traced(await traceLead(client, lead.id))
    expect(body.printedContacts).toEqual([
      { kind: 'phone', value: '513-555-0199', owner: 'attorney' },
    ])
    expect(body.contactInfo?.phones.map((p) => p.number)).not.toContain('513-555-0199')
  })
})
