/**
 * The plan rules of issue 20: trial, Basic and Pro users with a lead at the same property each get
 * exactly the pictures their plan may see; the others are absent from the JSON and their content
 * route answers 404. Also: another user's lead, bad inputs, and no picture without a licence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { images } from '../../db/schema'
import { TEST_ADDRESS, userWithLead } from '../../testing/image-test-leads'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { assertLicensed } from './image-license'
import { storeLookup } from './images.queries'
import type { FoundImage } from './providers/image-provider'

let t: TestApp
const KEY = 'OH|45202|1200 VINE ST'
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

function picture(overrides: Partial<FoundImage>): FoundImage {
  return {
    provider: 'county_assessor',
    imageType: 'front_view',
    license: 'public_domain',
    attribution: 'Hamilton County Auditor',
    visibility: 'free',
    minSubscriptionTier: 'basic',
    uri: 'https://example.gov/photo.png',
    width: null,
    height: null,
    mimeType: 'image/png',
    fileSize: PNG.length,
    providerData: null,
    isSample: false,
    bytes: PNG,
    ...overrides,
  }
}

const ids: Record<string, string> = {}
beforeAll(async () => {
  t = await buildTestApp({ imageProviders: () => [] })
  const set: Record<string, FoundImage> = {
    free: picture({ imageType: 'front_view' }),
    basic: picture({ imageType: 'aerial', visibility: 'paid', minSubscriptionTier: 'basic' }),
    pro: picture({ imageType: 'listing', visibility: 'paid', minSubscriptionTier: 'pro' }),
    elite: picture({ imageType: 'historical', visibility: 'paid', minSubscriptionTier: 'elite' }),
  }
  for (const [name, image] of Object.entries(set)) {
    await storeLookup(t.database.db, {
      propertyKey: KEY,
      provider: 'county_assessor',
      lookupKey: `county_assessor:${name}`,
      result: { outcome: 'found', images: [image] },
    })
  }
  for (const row of await t.database.db.select().from(images)) ids[row.imageType] = row.id
})
afterAll(() => t.close())

const EXPECTED = {
  trial: ['front_view'],
  basic: ['front_view', 'aerial'],
  pro: ['front_view', 'aerial', 'listing'],
} as const

describe('GET /api/leads/:id/images and the content route, by plan', () => {
  for (const tier of ['trial', 'basic', 'pro'] as const) {
    it(`${tier}: exactly what the plan may see; the rest absent and refused`, async () => {
      const { client, lead } = await userWithLead(t, tier)
      const response = await client.get(`/api/leads/${lead.id}/images`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const text = await response.text()
      const body = JSON.parse(text)
      expect(body.images.map((image: { imageType: string }) => image.imageType).sort()).toEqual(
        [...EXPECTED[tier]].sort(),
      )
      expect(body.hiddenCount).toBe(4 - EXPECTED[tier].length)
      expect(body.upgradeTier).toBe('elite')
      for (const image of body.images) {
        expect(image.attribution).toBe('Hamilton County Auditor')
        expect(image.license).toBe('public_domain')
      }
      for (const [type, id] of Object.entries(ids)) {
        const shown = (EXPECTED[tier] as readonly string[]).includes(type)
        expect(text.includes(id)).toBe(shown)
        const content = await client.get(`/api/images/${id}/content?lead=${lead.id}`)
        expect(content.status).toBe(shown ? 200 : 404)
        if (shown) {
          expect(content.headers.get('content-type')).toBe('image/png')
          expect(Buffer.from(await content.arrayBuffer())).toEqual(PNG)
        } else {
          expect(await content.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' })
        }
      }
    })
  }

  it("another user's lead is 404, and so are its pictures through it", async () => {
    const owner = await userWithLead(t, 'pro')
    const other = await userWithLead(t, 'pro')
    const response = await other.client.get(`/api/leads/${owner.lead.id}/images`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'LEAD_NOT_FOUND' })
    const content = await other.client.get(
      `/api/images/${ids.front_view}/content?lead=${owner.lead.id}`,
    )
    expect(content.status).toBe(404)
  })

  it('a picture of another property is 404 through a lead elsewhere', async () => {
    const { client, lead } = await userWithLead(t, 'elite', { propertyAddress: '5 Elm St' })
    const content = await client.get(`/api/images/${ids.front_view}/content?lead=${lead.id}`)
    expect(content.status).toBe(404)
  })

  it('bad inputs are 400 with a message; signed out is 401', async () => {
    const { client, lead } = await userWithLead(t, 'pro')
    const badLead = await client.get('/api/leads/not-a-uuid/images')
    expect(badLead.status).toBe(400)
    expect((await badLead.json()).message).toMatch(/lead id/i)
    const noLead = await client.get(`/api/images/${ids.front_view}/content`)
    expect(noLead.status).toBe(400)
    expect((await noLead.json()).message).toMatch(/\?lead=/)
    const badImage = await client.get(`/api/images/nope/content?lead=${lead.id}`)
    expect(badImage.status).toBe(400)
    expect((await t.request(`/api/leads/${lead.id}/images`)).status).toBe(401)
  })

  it('a lead without a street address says so', async () => {
    const { client, lead } = await userWithLead(t, 'pro', { propertyAddress: null })
    const body = await (await client.get(`/api/leads/${lead.id}/images`)).json()
    expect(body).toEqual({ images: [], hiddenCount: 0, upgradeTier: null, status: 'no_address' })
  })
})

describe('no picture without a licence', () => {
  it('the code refuses it, with or without a credit line its licence needs', () => {
    expect(() => assertLicensed(picture({ license: null }))).toThrow(/licence/)
    expect(() => assertLicensed(picture({ license: 'restricted', attribution: ' ' }))).toThrow(
      /credit line/,
    )
    expect(assertLicensed(picture({ license: 'public_domain', attribution: null }))).toBeTruthy()
  })

  it('the database refuses it too', async () => {
    const row = {
      propertyKey: 'OH|45202|1 TEST ST',
      uri: 'https://example.gov/x.png',
      provider: 'county_assessor',
      imageType: 'front_view',
      visibility: 'free',
    }
    await expect(t.database.db.insert(images).values({ ...row, license: '' })).rejects.toThrow()
    await expect(
      t.database.db.insert(images).values({ ...row, license: 'attribution_required' }),
    ).rejects.toThrow()
    await expect(
      t.database.db.insert(images).values({ ...row, license: null as unknown as string }),
    ).rejects.toThrow()
  })

  it('a provider offering an unlicensed picture stores nothing but the failed lookup', async () => {
    const unlicensed = {
      provider: 'county_assessor' as const,
      lookupKey: 'county_assessor:bad',
      appliesTo: () => true,
      lookup: async () => ({ outcome: 'found' as const, images: [picture({ license: null })] }),
      content: async () => null,
    }
    const app = await buildTestApp({ imageProviders: () => [unlicensed] })
    try {
      const { client, lead } = await userWithLead(app, 'elite', {
        ...TEST_ADDRESS,
        propertyAddress: '77 Unlicensed Ave',
      })
      const body = await (await client.get(`/api/leads/${lead.id}/images`)).json()
      expect(body).toMatchObject({ images: [], hiddenCount: 0, status: 'ok' })
      expect(await app.database.db.select().from(images)).toEqual([])
    } finally {
      await app.close()
    }
  })
})
