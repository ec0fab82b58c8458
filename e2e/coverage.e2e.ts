import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { caseEvents, filings, sources } from '../server/src/db/schema'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

/** Signed out, the app's `GET /api/user` answers 401 by design (Chromium logs it). */
const EXPECTED_FAILURES = [/status of 401 .*\/api\/user$/]

setUpBrowserSession({ expectedFailures: EXPECTED_FAILURES }, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

describe('coverage', () => {
  it('the public /coverage page lists states and counties with their sources and what the data is', async () => {
    // A source whose runs stopped reaching it says since when, beside its name.
    const { db } = app.database
    await db
      .update(sources)
      .set({ unreachableSince: new Date('2026-11-20T10:00:00Z') })
      .where(eq(sources.presetId, 'pa-butler-realauction'))
    await page.goto(`${app.baseUrl}/coverage`)
    await page.getByRole('heading', { level: 1, name: 'Coverage' }).waitFor()

    const ct = page.getByTestId('coverage-CT-statewide')
    await ct.waitFor()
    expect(await ct.textContent()).toContain('Licensed feed only')
    expect(await ct.textContent()).toContain('CT Judicial Branch pending foreclosure sales')
    expect(await ct.textContent()).toContain('(licensed feed required)')

    const butler = page.getByTestId('coverage-PA-Butler')
    expect(await butler.textContent()).toContain('Not collected yet')
    expect(await butler.textContent()).toContain('Butler County, PA sheriff sales (RealAuction)')
    expect(await butler.textContent()).toContain('(not enabled yet)')
    expect(await butler.textContent()).toContain('Never')
    expect(await butler.textContent()).toContain('Unreachable since Nov 20, 2026')
    expect(await butler.textContent()).toContain(
      'checked against a recorded response; re-checked every 24 hours',
    )
    // A county of a platform's catalogue whose own pages nobody has read says so.
    expect(await page.getByTestId('coverage-FL-Alachua').textContent()).toContain(
      'same platform, not yet seen',
    )

    // A fresh install's sample records are labelled as such, per county.
    const kings = page.getByTestId('coverage-NY-Kings')
    expect(await kings.textContent()).toContain('Sample data (generated)')
    expect(await kings.textContent()).toMatch(/\d+ sample/)
    expect(await page.getByRole('heading', { level: 2, name: 'TX' }).count()).toBe(1)

    // On a phone the rows stack, each value under its column's name: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await page.getByTestId('coverage-CT-statewide').waitFor()
    const sideways = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('table')]
        .map((el) => (el.parentElement ?? el).scrollWidth - (el.parentElement ?? el).clientWidth)
        .filter((overflow) => overflow > 0),
    )
    expect(sideways).toEqual([])
    expect(await page.getByTestId('coverage-PA-Butler').textContent()).toContain('Never')
    expect(errors).toEqual([])
    await db
      .update(sources)
      .set({ unreachableSince: null })
      .where(eq(sources.presetId, 'pa-butler-realauction'))
  })

  it('a search in a ZIP outside the covered counties says so beside "No Records Found"', async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await page.getByLabel('State').selectOption('WY')
    await page.getByLabel('ZIP Code').fill('82001')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await page.getByText('No Records Found').waitFor()
    const line = page.getByTestId('coverage-line')
    await line.waitFor()
    expect(await line.textContent()).toBe(
      'We hold no records in ZIP 82001 (WY) yet. See which counties we cover.',
    )
    await line.getByRole('link', { name: 'See which counties we cover' }).click()
    await page.getByRole('heading', { level: 1, name: 'Coverage' }).waitFor()
    expect(errors).toEqual([])
  })

  it('a result card shows its case stage and next sale date', async () => {
    // A test record written for this test (not a real filing), in a ZIP no sample covers.
    const nextSale = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    await app.database.db.insert(filings).values({
      dedupeKey: 'e2e:stage:1',
      documentType: 'Sheriff Sale',
      caseNumber: 'E2E-STAGE-1',
      propertyAddress: '1 Test Lane',
      city: 'Helena',
      county: 'Lewis and Clark',
      state: 'MT',
      zipCode: '59601',
      saleDate: nextSale,
      saleStatus: 'postponed',
      stage: 'postponed',
      nextSaleDate: nextSale,
      postponementCount: 1,
      sourceDatabase: 'E2E test records',
    })
    await login(page)
    await openDashboard(page, app.baseUrl)
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await page.getByLabel('State').selectOption('MT')
    await page.getByLabel('ZIP Code').fill('59601')
    await page.getByRole('button', { name: 'Search Records' }).click()
    const stage = page.getByTestId('case-stage')
    await stage.waitFor()
    const shownDate = await page.evaluate(
      (iso) => new Date(`${iso}T00:00:00`).toLocaleDateString(),
      nextSale,
    )
    expect(await stage.textContent()).toBe(`Stage: Sale postponed · Next sale: ${shownDate}`)
    expect(errors).toEqual([])
  })

  it('every readable result shows a stage: read from the record, or Unknown with the reason', async () => {
    // Test records written for this test (not real filings), none with a stage a source reported.
    const row = (n: number, values: Partial<typeof filings.$inferInsert>) => ({
      dedupeKey: `e2e:stage:none:${n}`,
      documentType: 'Lis Pendens',
      caseNumber: `E2E-NOSTAGE-${n}`,
      propertyAddress: `${n} Quiet Lane`,
      city: 'Helena',
      county: 'Lewis and Clark',
      state: 'MT',
      zipCode: '59604',
      sourceDatabase: 'E2E test records',
      ...values,
    })
    await app.database.db.insert(filings).values([
      row(1, { filingDate: '2026-10-01' }),
      row(2, { filingDate: '2019-02-01' }),
      row(3, {
        documentType: 'Sheriff Sale',
        filingDate: '2014-03-01',
        saleDate: '2014-05-06',
        nextSaleDate: '2014-05-06',
        saleStatus: 'scheduled',
      }),
      row(4, { documentType: 'Tax Deed Application', filingDate: '2026-09-01' }),
    ])
    await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await page.getByLabel('State').selectOption('MT')
    await page.getByLabel('ZIP Code').fill('59604')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await page.getByText('ZIP 59604').first().waitFor()
    const stageOf = async (caseNumber: string) =>
      page
        .getByRole('article')
        .filter({ hasText: caseNumber })
        .getByTestId('case-stage')
        .textContent()
    expect(await stageOf('E2E-NOSTAGE-1')).toBe('Stage: Filed')
    expect(await stageOf('E2E-NOSTAGE-2')).toBe(
      'Stage: Unknown (filed 2019, no later event published)',
    )
    expect(await stageOf('E2E-NOSTAGE-3')).toBe(
      'Stage: Unknown (sale date passed, no result published) · Sale date was ' +
        (await page.evaluate(() => new Date('2014-05-06T00:00:00').toLocaleDateString())),
    )
    expect(await stageOf('E2E-NOSTAGE-4')).toBe(
      'Stage: Unknown (no source has published the case’s stage)',
    )
    // A 2014 sale is not badged "Sale scheduled" next to its stage line.
    const oldSale = page.getByRole('article').filter({ hasText: 'E2E-NOSTAGE-3' })
    expect(await oldSale.getByText('Sale scheduled', { exact: true }).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('the stage filter narrows a search; a kept lead shows its case stage, next sale date and history', async () => {
    // A test record written for this test (not a real filing), with the events a source reported.
    const day = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const first = day(10)
    const moved = day(40)
    const [filing] = await app.database.db
      .insert(filings)
      .values({
        dedupeKey: 'e2e:stage:lead',
        documentType: 'Sheriff Sale',
        caseNumber: 'E2E-STAGE-2',
        defendantName: 'Robin E2E Stageton',
        propertyAddress: '2 Test Lane',
        city: 'Helena',
        county: 'Lewis and Clark',
        state: 'MT',
        zipCode: '59602',
        filingDate: '2026-01-05',
        saleDate: moved,
        saleStatus: 'postponed',
        stage: 'postponed',
        nextSaleDate: moved,
        postponementCount: 1,
        sourceDatabase: 'E2E test records',
      })
      .returning({ id: filings.id })
    // Recorded an hour apart, as two runs of a source would (one statement would give both the
    // same time, and the history's order would then rest on the ids).
    await app.database.db.insert(caseEvents).values([
      {
        filingId: filing!.id,
        kind: 'sale_scheduled',
        saleDate: first,
        createdAt: new Date(Date.now() - 3_600_000),
      },
      {
        filingId: filing!.id,
        kind: 'postponed',
        saleDate: moved,
        postponementCount: 1,
        createdAt: new Date(),
      },
    ])
    await login(page)
    await openDashboard(page, app.baseUrl)
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await page.getByLabel('State').selectOption('MT')
    await page.getByLabel('ZIP Code').fill('59602')
    // The stage filter: its sale is 40 days away, so "in the next 30 days" finds nothing.
    await page.getByLabel('Stage (optional)').selectOption({ label: 'Sale in the next 30 days' })
    await page.getByRole('button', { name: 'Search Records' }).click()
    await page.getByText('No Records Found').waitFor()
    await page
      .getByLabel('Stage (optional)')
      .selectOption({ label: 'Not cancelled / sold / redeemed' })
    await page.getByRole('button', { name: 'Search Records' }).click()
    await page
      .getByRole('button', { name: /^Keep as lead/ })
      .first()
      .click()
    await page.getByRole('button', { name: /^Kept as a lead/ }).waitFor()

    await openDashboard(page, app.baseUrl)
    const shown = (iso: string) =>
      page.evaluate((value) => new Date(`${value}T00:00:00`).toLocaleDateString(), iso)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    const row = list.getByRole('button', { name: /Robin E2E Stageton/ })
    await row.waitFor()
    expect(await row.getByTestId('case-stage').textContent()).toBe(
      `Stage: Sale postponed · Next sale: ${await shown(moved)}`,
    )
    await row.click()
    const detail = page.getByRole('article', { name: /Robin E2E Stageton/ })
    const history = detail.getByTestId('case-history')
    await history.waitFor()
    expect(await history.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(`Sale scheduled for ${await shown(first)}`),
      expect.stringContaining(`Sale postponed to ${await shown(moved)} (1st postponement)`),
    ])
    // Each event says where it came from: here the public records index (0044).
    for (const item of await history.getByRole('listitem').allTextContents()) {
      expect(item).toContain('Public record')
    }
    expect(await detail.getByTestId('case-stage').first().textContent()).toBe(
      `Stage: Sale postponed · Next sale: ${await shown(moved)}`,
    )

    // The lead toolbar filters by stage too (0041), in the URL: its sale is 40 days away.
    const filters = page.getByRole('region', { name: 'Lead filters' })
    await filters.getByLabel('Sale', { exact: true }).selectOption({
      label: 'Sale in the next 30 days',
    })
    await page.getByRole('heading', { name: 'No leads match these filters' }).waitFor()
    expect(new URL(page.url()).searchParams.get('saleWithinDays')).toBe('30')
    await filters.getByLabel('Sale', { exact: true }).selectOption({
      label: 'Sale in the next 60 days',
    })
    await row.waitFor()
    await filters.getByLabel('Stage', { exact: true }).selectOption({ label: 'Sold' })
    await page.getByRole('heading', { name: 'No leads match these filters' }).waitFor()
    await filters.getByLabel('Stage', { exact: true }).selectOption({ label: 'Sale postponed' })
    await row.waitFor()
    expect(new URL(page.url()).searchParams.get('stage')).toBe('postponed')
    expect(errors).toEqual([])
  })
})
