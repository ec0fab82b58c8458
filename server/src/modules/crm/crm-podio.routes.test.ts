/**
 * Connecting Podio (app authentication) and pushing leads to it, with the real adapter against
 * its loopback fake. Podio does not keep external ids unique, so "one item per record" rests on
 * the push's own claims and the lookup by external_id: tested by pushing twice and four times at
 * once. The app's contact providers are the local simulators here: their made-up contacts are
 * never sent.
 */
import { PERMISSIBLE_USE } from '@common/contracts/contacts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crmPushes } from '../../db/schema'
import { buildCrmLead, connect, push, pushed } from '../../testing/crm-test-helpers'
import { tierFields } from '../../testing/factories'
import { type FakePodio, startFakePodio } from '../../testing/fake-podio'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let podio: FakePodio
beforeAll(async () => {
  podio = await startFakePodio()
  t = await buildTestApp({
    config: { PODIO_API_BASE: podio.baseUrl },
    crm: { sleep: async () => undefined },
  })
})
afterAll(async () => {
  await t.close()
  await podio.close()
})

const credentials = () => ({
  provider: 'podio',
  clientId: podio.clientId,
  clientSecret: podio.clientSecret,
  appId: podio.appId,
  appToken: podio.appToken,
})

async function connected(tier: 'pro' | 'elite' = 'pro') {
  const signedIn = await signInNewUser(t, tierFields(tier))
  const response = await connect(signedIn.client, credentials())
  expect(response.status).toBe(201)
  return signedIn
}

const itemsOf = (caseNumber: string) =>
  podio.items.filter((item) => item.fields['case-number'] === caseNumber)

describe('Podio', () => {
  it('refuses wrong app credentials with 400, and names the app once connected', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    const refused = await connect(client, { ...credentials(), appToken: 'not-the-token' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'CRM_AUTH_FAILED' })
    const badId = await connect(client, { ...credentials(), appId: 'twelve' })
    expect(badId.status).toBe(400)
    expect((await badId.json()).message).toMatch(/App ID must be the number/)

    const response = await connect(client, credentials())
    expect(response.status).toBe(201)
    expect((await response.json()).connection.label).toBe('Podio app “Foreclosure leads”')
  })

  it('creates one item per person defendant, and nothing more when pushed again', async () => {
    const { client, user } = await connected()
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    expect(await pushed(client, 'podio', [lead.id])).toMatchObject({ created: 2 })
    expect(await pushed(client, 'podio', [lead.id])).toMatchObject({ created: 0, unchanged: 2 })
    const items = itemsOf(lead.caseNumber!)
    expect(items).toHaveLength(2)
    expect(items.map((item) => item.fields.title).sort()).toEqual([
      'Marcus Bell - 1420 Elm Street',
      'Tanya R Bell - 1420 Elm Street',
    ])
    expect(items[0]).toMatchObject({
      external_id: expect.stringMatching(/^[0-9a-f]{64}$/),
      tags: ['pre-foreclosure'],
      fields: { county: 'Hamilton', 'lead-status': 'new', 'property-address': '1420 Elm Street' },
    })
  })

  it('creates one item per record when the same leads are pushed four times at once', async () => {
    const { client, user } = await connected()
    const leads = await Promise.all(
      [1, 2].map(() => buildCrmLead(t.database.db, { userId: user.id })),
    )
    const ids = leads.map((lead) => lead.id)
    podio.delayMs = 20
    try {
      const replies = await Promise.all([1, 2, 3, 4].map(() => push(client, 'podio', ids)))
      const bodies = await Promise.all(replies.map((reply) => reply.json()))
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200])
      expect(bodies.reduce((sum, body) => sum + body.created, 0)).toBe(4)
      expect(bodies.reduce((sum, body) => sum + body.inProgress + body.unchanged, 0)).toBe(12)
    } finally {
      podio.delayMs = 0
    }
    for (const lead of leads) expect(itemsOf(lead.caseNumber!)).toHaveLength(2)
  })

  it('finds an item sent before by its external_id instead of making a second', async () => {
    const { client, user } = await connected()
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    expect(await pushed(client, 'podio', [lead.id])).toMatchObject({ created: 2 })
    // What this server knew of the push is lost (a push that died after Podio answered).
    await t.database.db.delete(crmPushes).where(eq(crmPushes.leadId, lead.id))
    expect(await pushed(client, 'podio', [lead.id])).toMatchObject({ created: 0, updated: 2 })
    expect(itemsOf(lead.caseNumber!)).toHaveLength(2)
  })

  it('answers a Podio failure with 502, marks nothing pushed, and a later push sends it', async () => {
    const { client, user } = await connected()
    const lead = await buildCrmLead(t.database.db, {
      userId: user.id,
      defendantName: 'Dana Whitfield',
    })
    podio.failNext(`/item/app/${podio.appId}/`, 500, { error: 'unavailable' })
    const broken = await push(client, 'podio', [lead.id])
    expect(broken.status).toBe(502)
    expect(await broken.json()).toMatchObject({ code: 'CRM_PROVIDER_ERROR' })
    expect(itemsOf(lead.caseNumber!)).toHaveLength(0)
    expect(await pushed(client, 'podio', [lead.id])).toMatchObject({ created: 1 })
    expect(itemsOf(lead.caseNumber!)).toHaveLength(1)
  })

  it('sends no simulated contact as real', async () => {
    const { client, user } = await connected()
    expect(
      (
        await client.post('/api/contacts/permissible-use', {
          version: PERMISSIBLE_USE.version,
          accept: true,
        })
      ).status,
    ).toBe(200)
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    const traced = await client.post(`/api/leads/${lead.id}/skip-trace`)
    expect(traced.status).toBe(200)
    expect((await traced.json()).tracesSimulated).toBe(true)
    await pushed(client, 'podio', [lead.id])
    const items = itemsOf(lead.caseNumber!)
    expect(items).toHaveLength(2)
    for (const item of items) expect(item.fields.phones).toBeUndefined()
  })

  it('updates the items on Elite when the lead changed', async () => {
    const { client, user } = await connected('elite')
    const lead = await buildCrmLead(t.database.db, { userId: user.id })
    await pushed(client, 'podio', [lead.id])
    await client.request(`/api/leads/${lead.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'negotiating', addTags: ['hot'] }),
    })
    expect(await pushed(client, 'podio', [lead.id])).toMatchObject({ created: 0, updated: 2 })
    const items = itemsOf(lead.caseNumber!)
    expect(items).toHaveLength(2)
    for (const item of items) {
      expect(item.fields['lead-status']).toBe('negotiating')
      expect(item.tags).toEqual(['pre-foreclosure', 'hot'])
    }
  })
})
