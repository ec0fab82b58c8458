/**
 * The spec's social discovery calls (section 7) over real HTTP, with the real People Data Labs
 * adapter talking to its loopback fake: the plan's monthly searches consumed atomically (10
 * parallel Pro searches: exactly 5 go through), Basic refused with `success: false`, the name
 * required, the confidence mapped from PDL's likelihood with the evidence of the match, a search
 * that finds nobody not counted, removal, and another user's profile answered as not found.
 */
import {
  listSocialProfilesResponse,
  searchSocialProfilesResponse,
} from '@common/contracts/social-profiles'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  buildTraceLead,
  monthlyUsageValue,
  socialSearch,
} from '../../testing/contacts-test-helpers'
import { tierFields } from '../../testing/factories'
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
  fakes.pdl.people = [
    {
      fullName: 'Marcus Bell',
      likelihood: 9,
      locality: 'Cincinnati',
      region: 'Ohio',
      postalCode: '45202',
      birthYear: 1974,
      profiles: [
        { network: 'facebook', url: 'facebook.com/marcus.bell.77', username: 'marcus.bell.77' },
        { network: 'linkedin', url: 'linkedin.com/in/marcusbell', username: 'marcusbell' },
      ],
    },
    {
      fullName: 'Tanya Bell',
      likelihood: 7,
      locality: 'Cincinnati',
      region: 'Ohio',
      profiles: [{ network: 'instagram', url: 'instagram.com/tanyab', username: 'tanyab' }],
    },
  ]
})

async function searched(response: Response) {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return searchSocialProfilesResponse.parse(body)
}

describe('POST /api/social-profiles/search', () => {
  it('finds the profiles with the confidence from the likelihood and the evidence of the match', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    const body = await searched(
      await socialSearch(client, { name: 'Marcus Bell', location: 'Cincinnati, OH', age: 52 }),
    )
    expect(body).toMatchObject({
      success: true,
      message: 'Found 2 social profiles.',
      usage: { searchesUsed: 1, searchesRemaining: 4, tierLimit: 5 },
      simulated: false,
    })
    expect(body.profiles.map((p) => [p.platform, p.profileUrl, p.confidence])).toEqual([
      ['facebook', 'https://facebook.com/marcus.bell.77', '0.90'],
      ['linkedin', 'https://linkedin.com/in/marcusbell', '0.90'],
    ])
    expect(body.profiles[0]?.evidence).toEqual({ name: true, location: true, age: true })
    expect(body.profiles[0]?.defendantName).toBe('Marcus Bell')
    const request = fakes.pdl.requests.at(-1)
    expect(request?.headers['x-api-key']).toBe(fakes.pdl.apiKey)
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      name: 'Marcus Bell',
      locality: 'Cincinnati',
      region: 'Ohio',
      min_likelihood: '2',
    })
  })

  it('lets exactly 5 of 10 parallel Pro searches through, atomically', async () => {
    const { client, user } = await signInNewUser(t, tierFields('pro'))
    const billed = fakes.pdl.billed
    const bodies = await Promise.all(
      Array.from({ length: 10 }, () => socialSearch(client, { name: 'Tanya Bell' }).then(searched)),
    )
    expect(bodies.filter((b) => b.success)).toHaveLength(5)
    const refused = bodies.filter((b) => !b.success)
    expect(refused).toHaveLength(5)
    for (const body of refused) {
      expect(body.message).toContain('5 social searches')
      expect(body.usage).toEqual({ searchesUsed: 5, searchesRemaining: 0, tierLimit: 5 })
    }
    expect(fakes.pdl.billed - billed).toBe(5)
    expect(await monthlyUsageValue(t.database.db, user.id, 'social_searches')).toBe(5)
  })

  it("refuses Basic and trial users with success false: 'available for Pro and Elite plans only'", async () => {
    for (const tier of ['basic', 'trial'] as const) {
      const { client } = await signInNewUser(t, tierFields(tier))
      const calls = fakes.pdl.requests.length
      const body = await searched(await socialSearch(client, { name: 'Marcus Bell' }))
      expect(body.success).toBe(false)
      expect(body.message).toContain('available for Pro and Elite plans only')
      expect(body.usage).toEqual({ searchesUsed: 0, searchesRemaining: 0, tierLimit: 0 })
      expect(fakes.pdl.requests.length).toBe(calls)
    }
  })

  it('has no limit for Elite and Premium', async () => {
    for (const tier of ['elite', 'premium'] as const) {
      const { client } = await signInNewUser(t, {
        subscriptionTier: tier,
        subscriptionStatus: 'active',
      })
      const body = await searched(await socialSearch(client, { name: 'Tanya Bell' }))
      expect(body.success).toBe(true)
      expect(body.usage).toEqual({ searchesUsed: 1, searchesRemaining: null, tierLimit: null })
    }
  })

  it('requires a name, with the spec words', async () => {
    const { client } = await signInNewUser(t, tierFields('pro'))
    for (const body of [{ name: '   ' }, {}, { name: 'x'.repeat(101) }, { name: 'A B', age: 5 }]) {
      const response = await socialSearch(client, body)
      expect(response.status).toBe(400)
      expect((await response.json()).code).toBe('VALIDATION_FAILED')
    }
    const empty = await (await socialSearch(client, { name: '' })).json()
    expect(JSON.stringify(empty)).toContain('Please enter a defendant name to search for')
  })

  it('does not count a search that found nobody, and shows a lower likelihood as such', async () => {
    const { client, user } = await signInNewUser(t, tierFields('pro'))
    const none = await searched(await socialSearch(client, { name: 'Nobody Anywhere' }))
    expect(none).toMatchObject({ success: true, profiles: [], usage: { searchesUsed: 0 } })
    expect(await monthlyUsageValue(t.database.db, user.id, 'social_searches')).toBe(0)
    const tanya = await searched(
      await socialSearch(client, { name: 'Tanya Bell', location: '45202' }),
    )
    expect(tanya.profiles[0]).toMatchObject({ confidence: '0.70', platform: 'instagram' })
    expect(tanya.profiles[0]?.evidence).toEqual({ name: true, location: false, age: null })
  })

  it('gives the search back when the provider fails (502), and never leaks the key', async () => {
    const { client, user } = await signInNewUser(t, tierFields('pro'))
    fakes.pdl.failNext('/v5/person/enrich', 503, { status: 503, error: { message: 'busy' } })
    const response = await socialSearch(client, { name: 'Marcus Bell' })
    const body = await response.json()
    expect(response.status).toBe(502)
    expect(body.code).toBe('CONTACT_PROVIDER_ERROR')
    expect(JSON.stringify(body)).not.toContain(fakes.pdl.apiKey)
    expect(await monthlyUsageValue(t.database.db, user.id, 'social_searches')).toBe(0)
  })

  it("refuses a leadId that is not the user's (404), and ties profiles to the user's own lead", async () => {
    const owner = await signInNewUser(t, tierFields('pro'))
    const lead = await buildTraceLead(t.database.db, { userId: owner.user.id })
    const other = await signInNewUser(t, tierFields('pro'))
    const refused = await socialSearch(other.client, { name: 'Marcus Bell', leadId: lead.id })
    expect(refused.status).toBe(404)
    const body = await searched(
      await socialSearch(owner.client, { name: 'Marcus Bell', leadId: lead.id }),
    )
    expect(body.profiles.every((p) => p.leadId === lead.id)).toBe(true)
    const detail = await (await owner.client.get(`/api/leads/${lead.id}`)).json()
    expect(detail.contactInfo.socialMedia).toEqual([
      { platform: 'facebook', url: 'https://facebook.com/marcus.bell.77' },
      { platform: 'linkedin', url: 'https://linkedin.com/in/marcusbell' },
    ])
  })
})

describe('GET and DELETE /api/social-profiles', () => {
  it("lists the user's own profiles, removes one, and answers another user's as not found", async () => {
    const owner = await signInNewUser(t, tierFields('pro'))
    await searched(await socialSearch(owner.client, { name: 'Marcus Bell' }))
    const again = await searched(await socialSearch(owner.client, { name: 'Marcus Bell' }))
    const list = listSocialProfilesResponse.parse(
      await (await owner.client.get('/api/social-profiles')).json(),
    )
    // Found twice, listed once.
    expect(list.profiles).toHaveLength(2)
    expect(list.usage).toEqual({ searchesUsed: 2, searchesRemaining: 3, tierLimit: 5 })

    const other = await signInNewUser(t, tierFields('pro'))
    const target = again.profiles[0]?.id as string
    expect((await (await other.client.get('/api/social-profiles')).json()).profiles).toEqual([])
    const theirs = await other.client.request(`/api/social-profiles/${target}`, {
      method: 'DELETE',
    })
    expect(theirs.status).toBe(404)
    expect((await theirs.json()).code).toBe('SOCIAL_PROFILE_NOT_FOUND')

    const mine = await owner.client.request(`/api/social-profiles/${target}`, { method: 'DELETE' })
    expect(mine.status).toBe(200)
    expect(await mine.json()).toEqual({ success: true })
    const after = await (await owner.client.get('/api/social-profiles')).json()
    expect(after.profiles.map((p: { id: string }) => p.id)).not.toContain(target)
    const twice = await owner.client.request(`/api/social-profiles/${target}`, { method: 'DELETE' })
    expect(twice.status).toBe(404)
    const bad = await owner.client.request('/api/social-profiles/nope', { method: 'DELETE' })
    expect(bad.status).toBe(400)
  })

  it('needs a session', async () => {
    expect((await t.request('/api/social-profiles')).status).toBe(401)
  })
})
