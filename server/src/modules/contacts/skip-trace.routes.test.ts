/**
 * POST /api/leads/:id/skip-trace and what GET /api/leads/:id then carries, over real HTTP on a
 * real database, with the real BatchData and DNCScrub adapters talking to their loopback fakes:
 * every defendant traced and tied by evidence, DNC and litigator phones marked "Do not call", the
 * 90-day cache, the monthly allowance under parallel requests, an unmatched trace free, a
 * provider failure charging nothing (skip-trace-rules.routes.test.ts: who may trace what).
 */

import { skipTraceLeadResponse } from '@common/contracts/contacts'
import { getLeadResponse } from '@common/contracts/leads'
import { TIER_LIMITS } from '@common/plans'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contactPersons, leads } from '../../db/schema'
import {
  acceptPermissibleUse,
  buildTraceLead,
  MARCUS,
  monthlyUsageValue,
  setMonthlyUsage,
  TANYA,
  traceLead,
} from '../../testing/contacts-test-helpers'
import { tierFields } from '../../testing/factories'
import { type ContactFakes, startContactFakes } from '../../testing/fake-contact-providers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { exportableContacts } from './trace/exportable-contacts.service'

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

describe('tracing a lead', () => {
  it("traces both defendants, tied by evidence even when the answer's order is reversed", async () => {
    const { client, user } = await proUser()
    const lead = await buildTraceLead(t.database.db, { userId: user.id })
    fakes.batchData.reverse = true
    const billedBefore = fakes.batchData.billed
    const body = await traced(await traceLead(client, lead.id))

    expect(body.charged).toBe(2)
    expect(body.tracesSimulated).toBe(false)
    expect(fakes.batchData.billed - billedBefore).toBe(2)
    const byDefendant = Object.fromEntries(body.persons.map((p) => [p.defendantName, p]))
    expect(byDefendant['Marcus Bell']).toMatchObject({
      name: 'Marcus Bell',
      age: 52,
      simulated: false,
      source: 'batchdata',
      match: { nameTokens: ['marcus', 'bell'], address: 'property' },
      mailingAddress: { street: 'PO Box 77', city: 'Cincinnati', state: 'OH', zip: '45201' },
      emails: [{ address: 'marcus.bell@example.net', tested: true }],
    })
    expect(byDefendant['Tanya R Bell']?.name).toBe('Tanya Bell')
    expect(body.defendants.map((d) => [d.defendantName, d.status])).toEqual([
      ['Marcus Bell', 'matched'],
      ['Tanya R Bell', 'matched'],
    ])
    expect(await monthlyUsageValue(t.database.db, user.id, 'skip_traces')).toBe(2)
    expect(body.tracesRemaining).toBe((TIER_LIMITS.pro.skipTracesPerMonth ?? 0) - 2)
  })

  it('marks the DNC number "Do not call" and keeps the clean one callable', async () => {
    const { client, user } = await proUser()
    const lead = await buildTraceLead(t.database.db, { userId: user.id })
    fakes.dncScrub.litigators = new Set(['5135550163'])
    const body = await traced(await traceLead(client, lead.id))
    const phones = body.persons.flatMap((person) => person.phones)
    expect(phones.find((p) => p.number === '513-555-0142')).toMatchObject({
      lineType: 'mobile',
      dnc: true,
      litigator: false,
      doNotCall: true,
      doNotCallReasons: ['dnc'],
    })
    expect(phones.find((p) => p.number === '513-555-0187')).toMatchObject({
      lineType: 'landline',
      dnc: false,
      doNotCall: false,
      doNotCallReasons: [],
    })
    expect(phones.find((p) => p.number === '513-555-0163')).toMatchObject({
      litigator: true,
      doNotCall: true,
      doNotCallReasons: ['litigator'],
    })
    expect(body.contactInfo?.phones.find((p) => p.number === '513-555-0142')).toMatchObject({
      type: 'Mobile',
      doNotCall: true,
    })
    // A "Do not call" number never goes on a call list or an export.
    const exported = await exportableContacts(t.database.db, { user, leadIds: [lead.id] })
    expect(exported.flatMap((contact) => contact.phones)).toEqual(['513-555-0187'])
  })

  it('gives GET /api/leads/:id the contactInfo of the spec and keeps contactCount for hasContacts', async () => {
    const { client, user } = await proUser()
    const lead = await buildTraceLead(t.database.db, { userId: user.id })
    const before = await client.get(`/api/leads?hasContacts=true`)
    expect((await before.json()).leads).toEqual([])
    await traced(await traceLead(client, lead.id))

    const response = await client.get(`/api/leads/${lead.id}`)
    const body = getLeadResponse.parse(await response.json())
    expect(body.contactAccess).toBe('available')
    expect(body.contactCount).toBe(2)
    expect(body.contactInfo).toMatchObject({
      phones: expect.arrayContaining([
        expect.objectContaining({ number: '513-555-0187', type: 'Landline', verified: true }),
      ]),
      emails: ['marcus.bell@example.net', 'tanya.bell@example.net'],
      socialMedia: [],
      additionalInfo: { age: 52, occupation: null, associates: ['Tanya Bell'] },
    })
    expect(body.contacts?.persons).toHaveLength(2)
    const withContacts = await (await client.get('/api/leads?hasContacts=true')).json()
    expect(withContacts.leads.map((l: { id: string }) => l.id)).toEqual([lead.id])
  })

  it('does not buy the same person twice within 90 days', async () => {
    const { client, user } = await proUser()
    const first = await buildTraceLead(t.database.db, { userId: user.id })
    const second = await buildTraceLead(t.database.db, { userId: user.id })
    await traced(await traceLead(client, first.id))
    const calls = fakes.batchData.requests.length
    const again = await traced(await traceLead(client, second.id))
    expect(fakes.batchData.requests.length).toBe(calls)
    expect(again.charged).toBe(0)
    expect(again.defendants.every((d) => d.fromCache && d.status === 'matched')).toBe(true)
    expect(again.persons).toHaveLength(2)
    expect(await monthlyUsageValue(t.database.db, user.id, 'skip_traces')).toBe(2)
  })

  it('buys each person once when the same lead is traced 5 times at once', async () => {
    const { client, user } = await proUser()
    const lead = await buildTraceLead(t.database.db, { userId: user.id })
    const billed = fakes.batchData.billed
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () => traceLead(client, lead.id).then(traced)),
    )
    expect(fakes.batchData.billed - billed).toBe(2)
    expect(bodies.reduce((sum, body) => sum + body.charged, 0)).toBe(2)
    expect(await monthlyUsageValue(t.database.db, user.id, 'skip_traces')).toBe(2)
    const persons = await t.database.db
      .select()
      .from(contactPersons)
      .where(eq(contactPersons.leadId, lead.id))
    expect(persons.map((p) => p.fullName).sort()).toEqual(['Marcus Bell', 'Tanya Bell'])
  })

  it('charges nothing for a defendant nobody matched', async () => {
    const { client, user } = await proUser()
    const lead = await buildTraceLead(t.database.db, {
      userId: user.id,
      defendantName: 'Quentin Nobodyhere',
    })
    const body = await traced(await traceLead(client, lead.id))
    expect(body.charged).toBe(0)
    expect(body.defendants).toMatchObject([
      { defendantName: 'Quentin Nobodyhere', status: 'unmatched' },
    ])
    expect(body.persons).toEqual([])
    expect(body.contactAccess).toBe('none')
    expect(await monthlyUsageValue(t.database.db, user.id, 'skip_traces')).toBe(0)
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id))
    expect(row?.contactCount).toBe(0)
  })

  it('never spends more than the allowance under 20 parallel traces', async () => {
    const { client, user } = await proUser()
    const limit = TIER_LIMITS.pro.skipTracesPerMonth ?? 0
    await setMonthlyUsage(t.database.db, user.id, 'skip_traces', limit - 3)
    const people = []
    const made = []
    for (let i = 0; i < 20; i++) {
      const street = `${100 + i} Oak Avenue`
      people.push({ ...MARCUS, street })
      made.push(
        await buildTraceLead(t.database.db, {
          userId: user.id,
          defendantName: 'Marcus Bell',
          propertyAddress: street,
        }),
      )
    }
    fakes.batchData.people = people
    const billedBefore = fakes.batchData.billed
    const responses = await Promise.all(made.map((lead) => traceLead(client, lead.id)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(3)
    expect(statuses.filter((s) => s === 403)).toHaveLength(17)
    const refusals = await Promise.all(
      responses.filter((r) => r.status === 403).map((r) => r.json()),
    )
    expect(new Set(refusals.map((b) => b.code))).toEqual(new Set(['SKIP_TRACE_LIMIT']))
    expect(await monthlyUsageValue(t.database.db, user.id, 'skip_traces')).toBe(limit)
    expect(fakes.batchData.billed - billedBefore).toBe(3)
  })

  it('gives the allowance back when the provider fails, and stores nothing', async () => {
    const { client, user } = await proUser()
    const lead = await buildTraceLead(t.database.db, { userId: user.id })
    fakes.batchData.failNext('/api/v1/property/skip-trace', 500, {
      status: { code: 500, text: 'Internal Server Error' },
    })
    const response = await traceLead(client, lead.id)
    const body = await response.json()
    expect(response.status).toBe(502)
    expect(body.code).toBe('CONTACT_PROVIDER_ERROR')
    expect(JSON.stringify(body)).not.toContain(fakes.batchData.token)
    expect(await monthlyUsageValue(t.database.db, user.id, 'skip_traces')).toBe(0)
    const persons = await t.database.db
      .select()
      .from(contactPersons)
      .where(eq(contactPersons.leadId, lead.id))
    expect(persons).toEqual([])
    // And the next try buys it.
    expect((await traced(await traceLead(client, lead.id))).charged).toBe(2)
  })
})
