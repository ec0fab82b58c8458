/**
 * Street View through the app, on a local server speaking the Static API: the lookup happens on
 * the first view of a property and is remembered (ZERO_RESULTS too); the picture is passed
 * through our server uncached; the key and the provider's address never reach the browser.
 * Sample leads get the generated sample pictures only, never Street View.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageLookups } from '../../db/schema'
import { type FakeStreetView, startFakeStreetView } from '../../testing/fake-street-view'
import { userWithLead } from '../../testing/image-test-leads'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { createSampleImageProvider } from './providers/sample-image.provider'
import { createStreetViewProvider } from './providers/street-view.provider'

const KEY = 'sv-secret-key-456'
let fake: FakeStreetView
let t: TestApp
beforeAll(async () => {
  fake = await startFakeStreetView(KEY)
  t = await buildTestApp({
    imageProviders: () => [
      createSampleImageProvider(),
      createStreetViewProvider({ apiKey: KEY, baseUrl: fake.baseUrl }),
    ],
  })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

const metadataCalls = () =>
  fake.requests.filter((request) => request.path === '/maps/api/streetview/metadata').length

describe('Street View through GET /api/leads/:id/images and the content route', () => {
  it('a Basic user sees the attributed picture; the key is never sent to the browser', async () => {
    const { client, lead } = await userWithLead(t, 'basic')
    const response = await client.get(`/api/leads/${lead.id}/images`)
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).not.toContain(KEY)
    expect(text).not.toContain(fake.baseUrl)
    expect(text).not.toContain('fake-pano-id')
    const body = JSON.parse(text)
    expect(body.images).toEqual([
      expect.objectContaining({
        provider: 'google_street_view',
        license: 'restricted',
        attribution: '© Google',
        capturedOn: '2019-07',
        isSample: false,
        contentPath: `/api/images/${body.images[0].id}/content?lead=${lead.id}`,
      }),
    ])
    const content = await client.get(body.images[0].contentPath)
    expect(content.status).toBe(200)
    expect(content.headers.get('content-type')).toBe('image/jpeg')
    expect(content.headers.get('cache-control')).toBe('private, no-store')
    expect(content.headers.get('x-image-license')).toBe('restricted')
    expect(Buffer.from(await content.arrayBuffer())).toEqual(fake.jpeg)
    const imageRequest = fake.requests.at(-1)!
    expect(imageRequest.path).toBe('/maps/api/streetview')
    expect(imageRequest.query.get('key')).toBe(KEY)
    expect(imageRequest.query.get('location')).toBe('1200 Vine St., Cincinnati, OH 45202')
  })

  it('asks once per property, whoever views it; the trial sees no Street View picture', async () => {
    const before = metadataCalls()
    const trial = await userWithLead(t, 'trial')
    const body = await (await trial.client.get(`/api/leads/${trial.lead.id}/images`)).json()
    expect(body).toMatchObject({ images: [], hiddenCount: 1, upgradeTier: 'basic' })
    expect(metadataCalls()).toBe(before)
  })

  it('ZERO_RESULTS: no picture, remembered, and not asked again on the next view', async () => {
    fake.noImagery.add('9 Nowhere Rd, Cincinnati, OH 45202')
    const { client, lead } = await userWithLead(t, 'pro', { propertyAddress: '9 Nowhere Rd' })
    const before = metadataCalls()
    for (let i = 0; i < 2; i++) {
      const body = await (await client.get(`/api/leads/${lead.id}/images`)).json()
      expect(body).toEqual({ images: [], hiddenCount: 0, upgradeTier: null, status: 'ok' })
    }
    expect(metadataCalls()).toBe(before + 1)
    const lookups = await t.database.db.select().from(imageLookups)
    expect(lookups).toContainEqual(
      expect.objectContaining({
        propertyKey: 'OH|45202|9 NOWHERE RD',
        outcome: 'none',
        reason: 'Street View: ZERO_RESULTS',
      }),
    )
  })

  it('a sample lead gets the labelled sample pictures, never Street View', async () => {
    const before = metadataCalls()
    const { client, lead } = await userWithLead(t, 'basic', { isSample: true })
    const body = await (await client.get(`/api/leads/${lead.id}/images`)).json()
    expect(metadataCalls()).toBe(before)
    expect(body).toMatchObject({ hiddenCount: 1, upgradeTier: 'pro' })
    expect(body.images).toEqual([
      expect.objectContaining({
        provider: 'sample',
        imageType: 'front_view',
        isSample: true,
        license: 'public_domain',
        attribution: 'Sample image',
      }),
    ])
    const content = await client.get(body.images[0].contentPath)
    expect(content.headers.get('content-type')).toBe('image/svg+xml')
    expect(content.headers.get('cache-control')).toBe('private, max-age=86400')
    expect(await content.text()).toContain('SAMPLE IMAGE')
  })
})
