import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStreetView, startFakeStreetView } from '../../../testing/fake-street-view'
import type { PropertyRef } from './image-provider'
import { createStreetViewProvider, streetViewAttribution } from './street-view.provider'

let fake: FakeStreetView
beforeAll(async () => {
  fake = await startFakeStreetView('sv-key-123')
})
afterAll(() => fake.close())

const property = (street: string): PropertyRef => ({
  key: `OH|45202|${street.toUpperCase()}`,
  street,
  houseNumber: street.split(' ')[0] ?? null,
  streetName: street.split(' ').slice(1).join(' '),
  city: 'Cincinnati',
  county: 'Hamilton',
  state: 'OH',
  zip: '45202',
  oneLine: `${street}, Cincinnati, OH 45202`,
  isSample: false,
})

describe('Street View adapter on a local server speaking the Static API', () => {
  it('asks the metadata endpoint with the key and the address; keeps the date and copyright, not the pano id', async () => {
    const provider = createStreetViewProvider({ apiKey: 'sv-key-123', baseUrl: fake.baseUrl })
    const result = await provider.lookup(property('1200 Vine St'))
    const request = fake.requests.at(-1)!
    expect(request.path).toBe('/maps/api/streetview/metadata')
    expect(request.query.get('key')).toBe('sv-key-123')
    expect(request.query.get('location')).toBe('1200 Vine St, Cincinnati, OH 45202')
    expect(result).toMatchObject({
      outcome: 'found',
      images: [
        {
          provider: 'google_street_view',
          license: 'restricted',
          attribution: '© Google',
          visibility: 'paid',
          minSubscriptionTier: 'basic',
          providerData: {
            location: '1200 Vine St, Cincinnati, OH 45202',
            date: '2019-07',
            copyright: '© Google',
          },
          bytes: null,
        },
      ],
    })
    expect(JSON.stringify(result)).not.toContain('fake-pano-id')
    expect(JSON.stringify(result)).not.toContain('sv-key-123')
  })

  it('ZERO_RESULTS is "no picture here", not a failure; a denied key is a failure', async () => {
    fake.noImagery.add('9 Nowhere Rd, Cincinnati, OH 45202')
    const provider = createStreetViewProvider({ apiKey: 'sv-key-123', baseUrl: fake.baseUrl })
    expect(await provider.lookup(property('9 Nowhere Rd'))).toEqual({
      outcome: 'none',
      reason: 'Street View: ZERO_RESULTS',
    })
    const denied = createStreetViewProvider({ apiKey: 'wrong', baseUrl: fake.baseUrl })
    const result = await denied.lookup(property('1200 Vine St'))
    expect(result).toEqual({ outcome: 'failed', reason: 'Street View: REQUEST_DENIED' })
  })

  it('fetches the picture on view with size, location and key; none where there is no imagery', async () => {
    const provider = createStreetViewProvider({ apiKey: 'sv-key-123', baseUrl: fake.baseUrl })
    const image = {
      id: 'x',
      uri: 'streetview:',
      imageType: 'front_view',
      providerData: { location: '1200 Vine St, Cincinnati, OH 45202' },
    }
    const content = await provider.content(image)
    expect(content).toEqual({ bytes: fake.jpeg, mimeType: 'image/jpeg' })
    const request = fake.requests.at(-1)!
    expect(request.path).toBe('/maps/api/streetview')
    expect(Object.fromEntries(request.query)).toMatchObject({
      size: '640x400',
      location: '1200 Vine St, Cincinnati, OH 45202',
      key: 'sv-key-123',
      return_error_code: 'true',
    })
    const nowhere = { ...image, providerData: { location: '9 Nowhere Rd, Cincinnati, OH 45202' } }
    expect(await provider.content(nowhere)).toBeNull()
  })

  it('a server that does not answer is a failure, not a crash', async () => {
    const provider = createStreetViewProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' })
    expect(await provider.lookup(property('1 Main St'))).toMatchObject({ outcome: 'failed' })
  })

  it('credits Google, and the photographer the metadata names', () => {
    expect(streetViewAttribution(undefined)).toBe('© Google')
    expect(streetViewAttribution('© Google, Inc.')).toBe('© Google, Inc.')
    expect(streetViewAttribution('© Jane Doe')).toBe('© Google; imagery © Jane Doe')
  })
})
