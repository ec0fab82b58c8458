/**
 * Property photos in the browser (docs/decisions/0036), with the app's Street View adapter
 * pointed at a loopback fake of the Static API: a Pro user opens a lead and sees its Street View
 * photo, drawn from our server's content route, with "© Google" and the licence under it; the
 * key is in no page, no API answer and no image address the browser saw. A trial user sees an
 * upgrade hint instead, and the photo is not sent.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '../server/src/db/schema'
import { type FakeStreetView, startFakeStreetView } from '../server/src/testing/fake-street-view'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard } from './support/page-steps'

const KEY = 'e2e-street-view-key-789'
let fake: FakeStreetView
let app: E2eApp
let page: Page
let errors: string[]

beforeAll(async () => {
  fake = await startFakeStreetView(KEY)
})
afterAll(() => fake.close())

setUpBrowserSession(
  {
    app: () => ({
      env: { GOOGLE_STREET_VIEW_API_KEY: KEY, STREET_VIEW_API_BASE: fake.baseUrl },
    }),
  },
  (session) => {
    app = session.app
    page = session.page
    errors = session.errors
  },
)

async function leadAtVineStreet(userId: string, defendantName: string) {
  const [lead] = await app.database.db
    .insert(leads)
    .values({
      userId,
      sourceKind: 'search_result',
      dedupeKey: `e2e:${randomUUID()}`,
      filingType: 'Lis Pendens',
      caseNumber: 'A-2601234',
      defendantName,
      propertyAddress: '1200 Vine Street',
      city: 'Cincinnati',
      county: 'Hamilton',
      state: 'OH',
      zipCode: '45202',
      filingDate: '2026-10-02',
    })
    .returning()
  return lead!
}

/** Everything the browser received: page HTML, API answers and the addresses it loaded. */
function recordTraffic(target: Page) {
  const seen: string[] = []
  target.on('response', async (response) => {
    seen.push(response.url())
    const type = response.headers()['content-type'] ?? ''
    if (type.includes('json') || type.includes('html')) {
      seen.push(await response.text().catch(() => ''))
    }
  })
  return seen
}

describe('property photos', () => {
  it('a Pro user sees the lead’s Street View photo with its credit and licence; the key stays on the server', async () => {
    const seen = recordTraffic(page)
    const user = await login(page, { tier: 'pro' })
    await leadAtVineStreet(user.id, 'Harriet Quill')
    await openDashboard(page, app.baseUrl)
    await page
      .getByRole('navigation', { name: 'Leads by ZIP code' })
      .getByRole('button', { name: /Harriet Quill/ })
      .click()
    const detail = page.getByRole('article', { name: /Harriet Quill/ })
    const photo = detail.getByRole('region', { name: 'Property photo' })
    const image = photo.getByRole('img', { name: 'Photo of the property' })
    await image.waitFor()
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBe(64)
    expect(await image.getAttribute('src')).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/content\?lead=/)
    const caption = photo.locator('figcaption')
    expect(await caption.innerText()).toContain('© Google')
    expect(await caption.innerText()).toContain(
      'Google Street View · taken 2019-07 · Restricted: shown here only, not for download or reuse',
    )
    expect(await photo.getByText(/more photo/).count()).toBe(0)
    // The fake received the key from our server; the browser never saw it or the fake's address.
    expect(fake.requests.some((request) => request.query.get('key') === KEY)).toBe(true)
    expect(seen.filter((text) => text.includes(KEY) || text.includes(fake.baseUrl))).toEqual([])
    expect(errors).toEqual([])
  })

  it('a trial user is told a photo comes with Basic, and is sent none', async () => {
    const user = await login(page, { tier: 'trial' })
    await leadAtVineStreet(user.id, 'Osgood Lark')
    await openDashboard(page, app.baseUrl)
    await page
      .getByRole('navigation', { name: 'Leads by ZIP code' })
      .getByRole('button', { name: /Osgood Lark/ })
      .click()
    const photo = page
      .getByRole('article', { name: /Osgood Lark/ })
      .getByRole('region', { name: 'Property photo' })
    await photo.getByText('1 more photo of this property comes with the Basic plan.').waitFor()
    expect(await photo.getByRole('img').count()).toBe(0)
    expect(await photo.getByRole('button', { name: 'Upgrade' }).count()).toBe(1)
    expect(errors).toEqual([])
  })
})
