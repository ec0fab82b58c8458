/**
 * One lead's detail with everything issue 20 puts on it at once (docs/decisions/0035, 0036):
 * the assessor's property facts, the equity estimate with its inputs, and the Street View photo
 * with its credit and licence, from the loopback fakes of the assessor / Census APIs and of the
 * Street View Static API; then the same detail on a phone (390x844), which must not scroll
 * sideways.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '../server/src/db/schema'
import { approveDomainForIngestion } from '../server/src/modules/sources'
import {
  type FakeEnrichmentApis,
  startFakeEnrichmentApis,
} from '../server/src/testing/fake-enrichment-apis'
import { type FakeStreetView, startFakeStreetView } from '../server/src/testing/fake-street-view'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard } from './support/page-steps'

const KEY = 'e2e-lead-property-street-view-key'
const SCREENSHOTS = process.env.ENRICHMENT_SCREENSHOTS ?? tmpdir()
let enrichmentApis: FakeEnrichmentApis
let streetView: FakeStreetView
let app: E2eApp
let page: Page
let errors: string[]

beforeAll(async () => {
  enrichmentApis = await startFakeEnrichmentApis()
  streetView = await startFakeStreetView(KEY)
})
afterAll(async () => {
  await enrichmentApis.close()
  await streetView.close()
})

setUpBrowserSession(
  {
    app: () => ({
      env: {
        ASSESSOR_BASE_URL: enrichmentApis.baseUrl,
        CENSUS_GEOCODER_URL: enrichmentApis.baseUrl,
        CENSUS_DATA_API_URL: enrichmentApis.baseUrl,
        ENRICHMENT_ALLOW_LOOPBACK: 'true',
        GOOGLE_STREET_VIEW_API_KEY: KEY,
        STREET_VIEW_API_BASE: streetView.baseUrl,
      },
    }),
  },
  (session) => {
    app = session.app
    page = session.page
    errors = session.errors
  },
)

/** Whether the page can scroll sideways (its content wider than the window). */
const scrollsSideways = (target: Page) =>
  target.evaluate(
    () =>
      document.documentElement.scrollWidth > window.innerWidth ||
      document.body.scrollWidth > window.innerWidth,
  )

describe('a lead’s property: facts, equity and an attributed photo together', () => {
  it('shows the assessor facts, the equity estimate with its inputs and the credited photo, also on a phone', async () => {
    await approveDomainForIngestion(app.database.db, '127.0.0.1', {
      tosUrl: 'http://127.0.0.1/terms',
      notes: 'e2e: enrichment fakes',
    })
    const user = await login(page, { tier: 'pro' })
    // Made up: the address the assessor and Census fakes know (Hillsborough County, FL).
    await app.database.db.insert(leads).values({
      userId: user.id,
      sourceKind: 'search_result',
      dedupeKey: `e2e-lead-property:${user.id}`,
      filingType: 'Lis Pendens',
      caseNumber: '26-CA-0077',
      defendantName: 'Dana Whitlock',
      propertyAddress: '4512 N Armenia Ave',
      city: 'Tampa',
      county: 'Hillsborough',
      state: 'FL',
      zipCode: '33603',
      filingDate: '2026-10-01',
      loanAmount: '200000.00',
      amountKind: 'judgment',
    })

    await openDashboard(page, app.baseUrl)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('button', { name: /Dana Whitlock/ }).click()
    const detail = page.getByRole('article', { name: /Dana Whitlock/ })
    const property = detail.getByRole('region', { name: /^Property/ })
    await property.getByRole('button', { name: 'Look up property' }).click()

    // The equity estimate with its inputs, labelled an estimate.
    const equity = property.getByTestId('equity-estimate')
    await equity.getByTestId('equity-amount').getByText('$112,400').waitFor({ timeout: 30_000 })
    const equityText = (await equity.textContent()) ?? ''
    expect(equityText).toContain('Estimate')
    expect(equityText).toContain('Market value $312,400')
    expect(equityText).toContain('less Judgment $200,000 (the filing)')
    // The assessor's facts.
    const facts = (await property.getByTestId('property-facts').textContent()) ?? ''
    expect(facts).toContain('PAT SAMPLE HOLDINGS LLC')
    expect(facts).toContain('Yes (mails elsewhere)')
    expect(facts).toContain('1954')
    // The photo, drawn from our server, with its credit and licence under it.
    const photo = detail.getByRole('region', { name: 'Property photo' })
    const image = photo.getByRole('img', { name: 'Photo of the property' })
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBe(64)
    const caption = await photo.locator('figcaption').innerText()
    expect(caption).toContain('© Google')
    expect(caption).toContain('Restricted: shown here only, not for download or reuse')
    expect(await scrollsSideways(page)).toBe(false)

    // On a phone the detail is a view of its own: the same three parts, nothing wider.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${app.baseUrl}/dashboard`)
    await list.getByRole('button', { name: /Dana Whitlock/ }).click()
    await equity.getByTestId('equity-amount').getByText('$112,400').waitFor()
    await property.getByTestId('property-facts').getByText('PAT SAMPLE HOLDINGS LLC').waitFor()
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBe(64)
    await photo.locator('figcaption').getByText('© Google').waitFor()
    expect(await scrollsSideways(page)).toBe(false)
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'lead-property-phone.png'),
      fullPage: true,
    })
    for (const part of [equity, property.getByTestId('property-facts'), image]) {
      const box = await part.boundingBox()
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390)
    }
    expect(errors).toEqual([])
  })
})
