/**
 * County assessor photos under the polite fetcher, against a local county site: the terms review
 * gates the domain, robots.txt is obeyed, the source's per-minute quota holds, only real images
 * are kept (with the preset's licence and credit), and every decision is audited as
 * image_collection.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complianceAudits } from '../../../db/schema'
import { LOOPBACK_ALLOW_LIST, TEST_USER_AGENT } from '../../../testing/fake-county-fixtures'
import { type FakeServer, startRecordingServer } from '../../../testing/fake-county-server'
import { FAKE_STREET_VIEW_JPEG } from '../../../testing/fake-street-view'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { approveDomainForIngestion } from '../../sources'
import { createCountyPhotoProvider } from './county-photo.provider'
import {
  type CountyPhotoPreset,
  countyPhotoPreset,
  parseCountyPhotoPresets,
} from './county-photo-preset'
import type { PropertyRef } from './image-provider'

let database: TestDatabase
let site: FakeServer
beforeAll(async () => {
  database = await createTestDatabase()
  site = await startRecordingServer((request, response) => {
    if (request.path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' })
      return void response.end('User-agent: *\nDisallow: /private/\n')
    }
    if (request.path === '/photos/1200-45202.jpg' || request.path === '/private/1200-45202.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' })
      return void response.end(FAKE_STREET_VIEW_JPEG)
    }
    if (request.path === '/photos/77-45202.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' })
      return void response.end('<html>not a photo</html>')
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('no photo')
  })
})
afterAll(async () => {
  await site.close()
  await database.destroy()
})

const property = (houseNumber: string, county = 'Hamilton'): PropertyRef => ({
  key: `OH|45202|${houseNumber} VINE ST`,
  street: `${houseNumber} Vine St`,
  houseNumber,
  streetName: 'VINE ST',
  city: 'Cincinnati',
  county,
  state: 'OH',
  zip: '45202',
  oneLine: `${houseNumber} Vine St, Cincinnati, OH 45202`,
  isSample: false,
})

function provider(overrides: Partial<CountyPhotoPreset> = {}) {
  const preset = countyPhotoPreset.parse({
    id: 'hamilton-oh',
    state: 'OH',
    county: 'Hamilton County',
    name: 'Hamilton County Auditor photos',
    urlPattern: `${site.baseUrl}/photos/{houseNumber}-{zip}.jpg`,
    license: 'attribution_required',
    attribution: 'Photo: Hamilton County Auditor',
    requestsPerMinute: 30,
    ...overrides,
  })
  return createCountyPhotoProvider({
    db: database.db,
    preset,
    userAgent: TEST_USER_AGENT,
    allowHosts: LOOPBACK_ALLOW_LIST,
  })
}

describe('county assessor photos', () => {
  it('fetch nothing before the domain terms are reviewed', async () => {
    const result = await provider().lookup(property('1200'))
    expect(result).toMatchObject({ outcome: 'failed' })
    expect((result as { reason: string }).reason).toMatch(/^blocked_tos/)
    expect(site.pageRequests()).toHaveLength(0)
  })

  it('keep a real photo with the licence and credit the county states, audited as image_collection', async () => {
    await approveDomainForIngestion(database.db, '127.0.0.1', {
      tosUrl: `${site.baseUrl}/terms`,
      notes: 'test: photos may be reused with credit',
    })
    const county = provider()
    expect(county.appliesTo(property('1200'))).toBe(true)
    expect(county.appliesTo(property('1200', 'Butler'))).toBe(false)
    expect(county.appliesTo({ ...property('1200'), isSample: true })).toBe(false)
    const result = await county.lookup(property('1200'))
    expect(result).toMatchObject({
      outcome: 'found',
      images: [
        {
          provider: 'county_assessor',
          license: 'attribution_required',
          attribution: 'Photo: Hamilton County Auditor',
          mimeType: 'image/jpeg',
          uri: `${site.baseUrl}/photos/1200-45202.jpg`,
          fileSize: FAKE_STREET_VIEW_JPEG.length,
        },
      ],
    })
    const request = site.pageRequests().at(-1)!
    expect(request.headers['user-agent']).toBe(TEST_USER_AGENT)
    const audits = await database.db
      .select()
      .from(complianceAudits)
      .where(eq(complianceAudits.activityType, 'image_collection'))
    expect(audits).toContainEqual(
      expect.objectContaining({ status: 'allowed', responseCode: 200, reason: 'fetched' }),
    )
  })

  it('a 404 is "no photo"; bytes that are no image are refused', async () => {
    expect(await provider().lookup(property('404'))).toMatchObject({ outcome: 'none' })
    const html = await provider().lookup(property('77'))
    expect(html).toMatchObject({ outcome: 'failed' })
    expect((html as { reason: string }).reason).toMatch(/did not send an image/)
  })

  it('obey robots.txt: a disallowed path is never requested', async () => {
    const before = site.pageRequests().length
    const county = provider({
      id: 'hamilton-private',
      urlPattern: `${site.baseUrl}/private/{houseNumber}-{zip}.jpg`,
    })
    const result = await county.lookup(property('1200'))
    expect((result as { reason: string }).reason).toMatch(/^blocked_robots/)
    expect(site.pageRequests().length).toBe(before)
  })

  it("hold the source's per-minute quota", async () => {
    const county = provider({ id: 'hamilton-slow', requestsPerMinute: 1 })
    expect(await county.lookup(property('1200'))).toMatchObject({ outcome: 'found' })
    const before = site.pageRequests().length
    const second = await county.lookup(property('1200'))
    expect((second as { reason: string }).reason).toMatch(/^rate_limited/)
    expect(site.pageRequests().length).toBe(before)
  })
})

describe('COUNTY_PHOTO_SOURCES', () => {
  it('parses presets and names what is wrong', () => {
    expect(parseCountyPhotoPresets(undefined)).toEqual([])
    expect(() => parseCountyPhotoPresets('{')).toThrow(/COUNTY_PHOTO_SOURCES: not valid JSON/)
    const base = {
      id: 'x1',
      state: 'OH',
      county: 'Hamilton',
      name: 'Photos',
      urlPattern: 'https://example.gov/p/{houseNumber}.jpg',
    }
    expect(() =>
      parseCountyPhotoPresets(JSON.stringify([{ ...base, license: 'attribution_required' }])),
    ).toThrow(/attribution/)
    expect(() =>
      parseCountyPhotoPresets(
        JSON.stringify([{ ...base, license: 'restricted', attribution: 'x y' }]),
      ),
    ).toThrow(/COUNTY_PHOTO_SOURCES\[0.license\]/)
    expect(() =>
      parseCountyPhotoPresets(
        JSON.stringify([
          { ...base, license: 'public_domain', urlPattern: 'https://e.gov/{parcel}' },
        ]),
      ),
    ).toThrow(/placeholders/)
    expect(
      parseCountyPhotoPresets(JSON.stringify([{ ...base, license: 'public_domain' }]))[0],
    ).toMatchObject({ visibility: 'free', minSubscriptionTier: 'basic', requestsPerMinute: 10 })
  })
})
