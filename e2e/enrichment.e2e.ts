/**
 * Property enrichment in a real browser (docs/decisions/0035), with the app's assessor and
 * Census endpoints pointed at the loopback fake (ASSESSOR_BASE_URL, CENSUS_*): a Pro user opens a
 * lead, looks its property up, and sees the assessor's facts, the equity estimate with its
 * inputs (labelled an estimate) and the census tract; the list then sorts and filters by equity
 * and absentee owner. The images feature adds the property photo to this test after merging.
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
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard } from './support/page-steps'

let fake: FakeEnrichmentApis
let app: E2eApp
let page: Page
let errors: string[]

beforeAll(async () => {
  fake = await startFakeEnrichmentApis()
})
afterAll(() => fake.close())

setUpBrowserSession(
  {
    app: () => ({
      env: {
        ASSESSOR_BASE_URL: fake.baseUrl,
        CENSUS_GEOCODER_URL: fake.baseUrl,
        CENSUS_DATA_API_URL: fake.baseUrl,
        ENRICHMENT_ALLOW_LOOPBACK: 'true',
      },
    }),
  },
  (session) => {
    app = session.app
    page = session.page
    errors = session.errors
  },
)

const SCREENSHOTS = process.env.ENRICHMENT_SCREENSHOTS ?? tmpdir()

describe('property enrichment', () => {
  it('a lead shows its property facts, the equity estimate with its inputs and the census tract', async () => {
    await approveDomainForIngestion(app.database.db, '127.0.0.1', {
      tosUrl: 'http://127.0.0.1/terms',
      notes: 'e2e: enrichment fakes',
    })
    const user = await login(page, { tier: 'pro' })
    await app.database.db.insert(leads).values([
      {
        userId: user.id,
        sourceKind: 'search_result',
        dedupeKey: `e2e-enrich:${user.id}:1`,
        filingType: 'Lis Pendens',
        caseNumber: '26-CA-0042',
        defendantName: 'Morgan Armenia',
        propertyAddress: '4512 N Armenia Ave',
        city: 'Tampa',
        county: 'Hillsborough',
        state: 'FL',
        zipCode: '33603',
        filingDate: '2026-10-01',
        loanAmount: '200000.00',
        amountKind: 'judgment',
      },
      {
        userId: user.id,
        sourceKind: 'search_result',
        dedupeKey: `e2e-enrich:${user.id}:2`,
        filingType: 'Lis Pendens',
        caseNumber: '26-CA-0043',
        defendantName: 'Riley Thinequity',
        propertyAddress: '9 Bay St',
        city: 'Tampa',
        county: 'Hillsborough',
        state: 'FL',
        zipCode: '33602',
        filingDate: '2026-10-02',
        loanAmount: '150000.00',
        amountKind: 'judgment',
        estimatedEquity: '15000.00',
        absenteeOwner: false,
      },
    ])

    await openDashboard(page, app.baseUrl)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('button', { name: /Morgan Armenia/ }).click()
    const detail = page.getByRole('article', { name: /Morgan Armenia/ })
    const property = detail.getByRole('region', { name: /^Property/ })
    await property.getByText('No property data has been looked up for this lead yet.').waitFor()
    await property.getByRole('button', { name: 'Look up property' }).click()

    const equity = property.getByTestId('equity-estimate')
    await equity.getByTestId('equity-amount').getByText('$112,400').waitFor({ timeout: 30_000 })
    expect(await equity.textContent()).toContain('Estimate')
    expect(await equity.textContent()).toContain('Market value $312,400')
    expect(await equity.textContent()).toContain('less Judgment $200,000 (the filing)')
    const facts = property.getByTestId('property-facts')
    expect(await facts.textContent()).toContain('PAT SAMPLE HOLDINGS LLC')
    expect(await facts.textContent()).toContain('Yes (mails elsewhere)')
    expect(await facts.textContent()).toContain('1954')
    const census = property.getByTestId('census-context')
    expect(await census.textContent()).toContain('12057004300')
    expect(await census.textContent()).toContain('$61,250')
    await page.screenshot({ path: path.join(SCREENSHOTS, 'enrichment-lead.png'), fullPage: true })

    // The list: the enriched lead's equity shows, and sorting by equity puts it first.
    await page.goto(`${app.baseUrl}/dashboard?sort=equity&order=desc&absentee=true`)
    await list.getByText('Equity est. $112,400').waitFor()
    expect(await list.getByRole('button', { name: /Riley Thinequity/ }).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('a lookup that fails says so in sentences the user can act on, without technical detail', async () => {
    const user = await login(page, { tier: 'pro' })
    await app.database.db.insert(leads).values({
      userId: user.id,
      sourceKind: 'search_result',
      dedupeKey: `e2e-enrich:${user.id}:miami`,
      filingType: 'Lis Pendens',
      caseNumber: '26-CA-0099',
      defendantName: 'Casey Nosource',
      propertyAddress: '42 Sample Lane',
      city: 'Miami',
      county: 'Miami-Dade',
      state: 'FL',
      zipCode: '33130',
      filingDate: '2026-10-03',
      loanAmount: '100000.00',
      amountKind: 'judgment',
    })
    await openDashboard(page, app.baseUrl)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('button', { name: /Casey Nosource/ }).click()
    const detail = page.getByRole('article', { name: /Casey Nosource/ })
    const property = detail.getByRole('region', { name: 'Property', exact: true })
    await property.getByRole('button', { name: 'Look up property' }).click()
    await property
      .getByText('Property facts are not available for Miami-Dade, FL yet.', { exact: false })
      .waitFor({ timeout: 30_000 })
    const text = (await property.textContent()) ?? ''
    expect(text).toContain('The lookup failed.')
    expect(text).toContain("Check the lead's street address, city and ZIP code.")
    expect(text).not.toMatch(/127\.0\.0\.1|https?:\/\/|Assessor:|Census:|\bE[A-Z]{3,}\b/)
    expect(errors).toEqual([])
  })
})
