/**
 * Connecting HubSpot and pushing leads to it, over real HTTP on a real database, with the real
 * HubSpot adapter talking to its loopback fake and the real contact providers to theirs: one
 * contact per defendant however often (or however many times at once) a lead is pushed, the
 * person's e-mail as the key when they have one, a refused token answered with "reconnect", a
 * 429 waited out, Pro's one-way push and Elite's sync, sample leads and the plan's gate.
 */

import { PERMISSIBLE_USE } from '@common/contracts/contacts'
import { crmConnectionView, listCrmConnectionsResponse } from '@common/contracts/crm'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crmConnections, crmPushes } from '../../db/schema'
import { buildCrmLead, connect, push, pushed } from '../../testing/crm-test-helpers'
import { tierFields } from '../../testing/factories'
import { type ContactFakes, startContactFakes } from '../../testing/fake-contact-providers'
import { type FakeHubSpot, hubSpotContactsWith, startFakeHubSpot } from '../../testing/fake-hubspot'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let hubspot: FakeHubSpot
let contactFakes: ContactFakes
beforeAll(async () => {
  hubspot = await startFakeHubSpot()
  contactFakes = await startContactFakes()
  contactFakes.batchData.people = [
    {
      first: 'Marcus',
      last: 'Bell',
      street: '1420 Elm Street',
      zip: '45202',
      phones: [
        { number: '5135550142', type: 'Mobile' },
        { number: '5135550187', type: 'Land Line' },
      ],
      emails: [{ email: 'marcus.bell@example.net', tested: true }],
    },
  ]
  t = await buildTestApp({
    config: { HUBSPOT_API_BASE: hubspot.baseUrl },
    contactProviders: contactFakes.providers,
    crm: { sleep: async () => undefined },
  })
})
afterAll(async () => {
  await t.close()
  await hubspot.close()
  await contactFakes.close()
})

async function connected(tier: 'pro' | 'elite' = 'pro') {
  const signedIn = await signInNewUser(t, tierFields(tier))
  const response = await connect(signedIn.client, {
    provider: 'hubspot',
    accessToken: hubspot.token,
  })
  expect(response.status).toBe(201)
  return signedIn
}

const contactsOfLead = (key: string) => hubSpotContactsWith(hubspot, 'foreclosure_case_number', key)

describe('connecting HubSpot', () => {
  it('checks the token, creates the lead properties and keeps the token sealed', async () => {
    const { client, user } = await signInNewUser(t, tierFields('pro'))
    const refused = await connect(client, { provider: 'hubspot', accessToken: 'pat-na1-wrong' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'CRM_AUTH_FAILED' })

    const response = await connect(client, { provider: 'hubspot', accessToken: hubspot.token })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(crmConnectionView.parse(body.connection).status).toBe('connected')
    expect(body.webhookSecret).toBeUndefined()
    expect(hubspot.properties.get('foreclosure_lead_key')).toEqual({ hasUniqueValue: true })

    const [row] = await t.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.userId, user.id))
    expect(row?.sealedCredentials).toMatch(/^v1\./)
    expect(row?.sealedCredentials).not.toContain(hubspot.token)
    const listed = listCrmConnectionsResponse.parse(
      await (await client.get('/api/crm/connections')).json(),
    )
    expect(listed.plan).toBe('push')
    expect(JSON.stringify(listed)).not.toContain(hubspot.token)
  })

  it('is refused on a trial and on Basic with a code the client can offer an upgrade on', async () => {
    for (const tier of ['trial', 'basic'] as const) {
      const { client, user } = await signInNewUser(t, tierFields(tier))
      const response = await connect(client, { provider: 'hubspot', accessToken: hubspot.token })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'CRM_NOT_IN_PLAN' })
      const lead = await buildCrmLead(t.database.db, { userId: user.id })
      const pushing = await push(client, 'hubspot', [lead.id])
      expect(pushing.status).toBe(403)
      expect((await pushing.json()).message).toMatch(/Pro and Elite/)
    }
  })

  it('says HubSpot is not connected, not that nothing was pushed, when it cannot be reached', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    hubspot.unreachable = true
    const offline = await connect(client, {
      provider: 'hubspot',
      accessToken: hubspot.token,
    }).finally(() => {
      hubspot.unreachable = false
    })
    expect(offline.status).toBe(502)
    const body = await offline.json()
    expect(body).toEqual({
      code: 'CRM_PROVIDER_ERROR',
      message:
        'HubSpot could not be reached, so it is not connected. Check your connection and try again.',
    })
    const listed = await (await client.get('/api/crm/connections')).json()
    expect(listed.connections).toEqual([])
  })

  it('answers bad input with 400 and the field', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    const blank = await connect(client, { provider: 'hubspot', accessToken: '  ' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    const unknown = await connect(client, { provider: 'salesforce' })
    expect(unknown.status).toBe(400)
    const tooMany = await push(
      client,
      'hubspot',
      Array.from({ length: 101 }, () => crypto.randomUUID()),
    )
    expect(tooMany.status).toBe(400)
    expect((await tooMany.json()).message).toMatch(/At most 100 leads/)
  })
})

describe('pushing leads to HubSpot', () => {
  it('makes one contact per person defendant, and nothing more when pushed again', async () => {
    const { client, user } = await connected()
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    const first = await pushed(client, 'hubspot', [lead.id])
    expect(first).toMatchObject({ created: 2, updated: 0, unchanged: 0 })
    const again = await pushed(client, 'hubspot', [lead.id])
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 })

    const contacts = contactsOfLead(lead.caseNumber!)
    expect(contacts.map((contact) => contact.properties.lastname).sort()).toEqual(['Bell', 'Bell'])
    expect(contacts.map((contact) => contact.properties.firstname).sort()).toEqual([
      'Marcus',
      'Tanya R',
    ])
    expect(contacts[0]?.properties).toMatchObject({
      address: '1420 Elm Street',
      zip: '45202',
      foreclosure_county: 'Hamilton',
      foreclosure_filing_type: 'Sheriff Sale',
      foreclosure_amount: '98000.00',
      foreclosure_sale_date: '2026-05-14',
      foreclosure_lead_status: 'new',
      foreclosure_tags: 'pre-foreclosure',
    })
    // The bank among the defendants is no contact.
    expect(contacts.some((contact) => /bank/i.test(contact.properties.lastname ?? ''))).toBe(false)
  })

  it('still makes one contact each when the same leads are pushed four times at once', async () => {
    const { client, user } = await connected()
    const leads = await Promise.all(
      [1, 2, 3].map(() => buildCrmLead(t.database.db, { userId: user.id })),
    )
    const ids = leads.map((lead) => lead.id)
    const replies = await Promise.all([1, 2, 3, 4].map(() => push(client, 'hubspot', ids)))
    const bodies = await Promise.all(replies.map((reply) => reply.json()))
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200])
    const created = bodies.reduce((sum, body) => sum + body.created + body.updated, 0)
    expect(created).toBe(6)
    for (const lead of leads) expect(contactsOfLead(lead.caseNumber!)).toHaveLength(2)
  })

  it('keys a traced person by e-mail, sends only callable numbers, and keeps that key', async () => {
    const { client, user } = await connected()
    expect(
      (
        await client.post('/api/contacts/permissible-use', {
          version: PERMISSIBLE_USE.version,
          accept: true,
        })
      ).status,
    ).toBe(200)
    contactFakes.dncScrub.dnc = new Set(['5135550187'])
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    expect((await client.post(`/api/leads/${lead.id}/skip-trace`)).status).toBe(200)
    const upsertsBefore = hubspot.requests.length
    await pushed(client, 'hubspot', [lead.id])
    const sent = hubspot.requests
      .slice(upsertsBefore)
      .find((request) => request.path.endsWith('/batch/upsert'))?.body as {
      inputs: { idProperty: string; id: string; properties: Record<string, string> }[]
    }
    const marcus = sent.inputs.find((input) => input.properties.firstname === 'Marcus')
    expect(marcus).toMatchObject({ idProperty: 'email', id: 'marcus.bell@example.net' })
    expect(marcus?.properties.phone).toBe('513-555-0142')
    expect(marcus?.properties.foreclosure_phones).toBe('513-555-0142')
    const tanya = sent.inputs.find((input) => input.properties.firstname === 'Tanya R')
    expect(tanya?.idProperty).toBe('foreclosure_lead_key')
    expect(tanya?.properties.email).toBeUndefined()
    const rows = await t.database.db.select().from(crmPushes).where(eq(crmPushes.leadId, lead.id))
    expect(rows.map((row) => row.idProperty).sort()).toEqual(['email', 'foreclosure_lead_key'])
  })

  it('skips sample leads with a count, and refuses another user’s lead', async () => {
    const { client, user } = await connected()
    const sample = await buildCrmLead(t.database.db, { userId: user.id, isSample: true })
    const reply = await pushed(client, 'hubspot', [sample.id])
    expect(reply).toMatchObject({ created: 0, skipped: { sample: 1, unidentifiable: 0 } })
    expect(contactsOfLead(sample.caseNumber!)).toHaveLength(0)

    const other = await signInNewUser(t, tierFields('pro'))
    const theirs = await buildCrmLead(t.database.db, { userId: other.user.id })
    const refused = await push(client, 'hubspot', [theirs.id])
    expect(refused.status).toBe(404)
    expect(await refused.json()).toMatchObject({ code: 'LEAD_NOT_FOUND' })
  })

  it('waits out a 429 and pushes; past the retries it answers 503 and loses nothing', async () => {
    const { client, user } = await connected()
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    hubspot.rateLimitNext = 1
    expect(await pushed(client, 'hubspot', [lead.id])).toMatchObject({ created: 2 })
    expect(hubspot.rateLimitNext).toBe(0)

    const later = await buildCrmLead(t.database.db, { userId: user.id })
    hubspot.rateLimitNext = 10
    hubspot.retryAfterSeconds = 7
    const limited = await push(client, 'hubspot', [later.id])
    expect(limited.status).toBe(503)
    expect(limited.headers.get('retry-after')).toBe('7')
    expect(await limited.json()).toMatchObject({ code: 'CRM_RATE_LIMITED' })
    hubspot.rateLimitNext = 0
    expect(await pushed(client, 'hubspot', [later.id])).toMatchObject({ created: 2 })
    expect(contactsOfLead(later.caseNumber!)).toHaveLength(2)
  })

  it('answers a refused token with a 409 that says to reconnect, and reconnecting mends it', async () => {
    const { client, user } = await connected()
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    const original = hubspot.token
    hubspot.token = 'pat-na1-rotated'
    try {
      const refused = await push(client, 'hubspot', [lead.id])
      expect(refused.status).toBe(409)
      const body = await refused.json()
      expect(body.code).toBe('CRM_AUTH_FAILED')
      expect(body.message).toMatch(/Reconnect HubSpot/)
      const listed = listCrmConnectionsResponse.parse(
        await (await client.get('/api/crm/connections')).json(),
      )
      expect(listed.connections[0]?.status).toBe('needs_reconnect')
      expect(
        (await connect(client, { provider: 'hubspot', accessToken: 'pat-na1-rotated' })).status,
      ).toBe(201)
      expect(await pushed(client, 'hubspot', [lead.id])).toMatchObject({ created: 2 })
    } finally {
      hubspot.token = original
    }
  })

  it('sends nothing on a Pro plan when the lead changed, and updates the contacts on Elite', async () => {
    for (const tier of ['pro', 'elite'] as const) {
      const { client, user } = await connected(tier)
      const lead = await buildCrmLead(t.database.db, { userId: user.id })
      await pushed(client, 'hubspot', [lead.id])
      const patched = await client.request(`/api/leads/${lead.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'contacted' }),
      })
      expect(patched.status).toBe(200)
      const again = await pushed(client, 'hubspot', [lead.id])
      const statuses = contactsOfLead(lead.caseNumber!).map(
        (contact) => contact.properties.foreclosure_lead_status,
      )
      if (tier === 'pro') {
        expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 })
        expect(statuses).toEqual(['new', 'new'])
      } else {
        expect(again).toMatchObject({ created: 0, updated: 2, unchanged: 0 })
        expect(statuses).toEqual(['contacted', 'contacted'])
        expect(await pushed(client, 'hubspot', [lead.id])).toMatchObject({ unchanged: 2 })
      }
    }
  })

  it('removes a connection and what was pushed through it; another user’s is not found', async () => {
    const { client, user } = await connected()
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    await pushed(client, 'hubspot', [lead.id])
    const listed = listCrmConnectionsResponse.parse(
      await (await client.get('/api/crm/connections')).json(),
    )
    const id = listed.connections[0]!.id
    const other = await signInNewUser(t, tierFields('pro'))
    const foreign = await other.client.request(`/api/crm/connections/${id}`, { method: 'DELETE' })
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toMatchObject({ code: 'CRM_CONNECTION_NOT_FOUND' })
    expect((await client.request(`/api/crm/connections/${id}`, { method: 'DELETE' })).status).toBe(
      204,
    )
    expect(
      await t.database.db.select().from(crmPushes).where(eq(crmPushes.userId, user.id)),
    ).toEqual([])
    const refused = await push(client, 'hubspot', [lead.id])
    expect(refused.status).toBe(409)
  })

  it('asks to connect first when HubSpot is not connected', async () => {
    const { client, user } = await signInNewUser(t, tierFields('pro'))
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    const response = await push(client, 'hubspot', [lead.id])
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ code: 'CRM_NOT_CONNECTED' })
  })
})
