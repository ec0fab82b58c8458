/**
 * Provenance and freshness in the browser (issue 30, docs/decisions/0078), on a 390 px phone: a
 * recorded sale its source has not re-checked for 27 hours (a daily source) shows "Stale" with why
 * in its tooltip on its result card, on its lead's row and on the lead's detail, beside its source,
 * first seen and last checked; a record checked an hour ago shows no badge; nothing on the pages
 * scrolls sideways.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { importCountySales, inDays, lastSeenYesterday } from './support/county-sales'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'
import { settledPageWidth, widthProblem } from './support/page-width'

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({ viewport: { width: 390, height: 844 } }, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

const SOURCE = 'E2E Freshwater County Sheriff Sales'
const SALE = inDays(40)
const STALE_NOTE = /^Not re-checked since .+; its source is checked every 24 hours$/

/** Two sales as a source lists them; the first last seen 27 hours ago. */
async function ingestTwoSales() {
  await importCountySales(app, {
    sales: [
      {
        case: 'FW-2026-0001',
        address: '1 Stale Mill Rd',
        sale: SALE,
        status: 'Scheduled',
        zip: '53999',
      },
      {
        case: 'FW-2026-0002',
        address: '2 Fresh Mill Rd',
        sale: SALE,
        status: 'Scheduled',
        zip: '53999',
      },
    ],
    county: 'Freshwater',
    sourceName: SOURCE,
    sourceUrl: 'https://sheriff.freshwater.example.gov/sales',
  })
  await lastSeenYesterday(app, 'FW-2026-0001')
}

describe('a record its source has not re-checked', () => {
  it('shows Stale on its result card and on its lead, with its source and times', async () => {
    await ingestTwoSales()
    await login(page, { tier: 'elite' })
    await openDashboard(page, app.baseUrl)
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByLabel('State').selectOption('WI')
    await page.getByLabel('ZIP Code', { exact: true }).fill('53999')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await toastText(page, 'Search Completed').waitFor()

    const results = page.getByRole('region', { name: 'Search Results' })
    const staleCard = results.getByRole('article').filter({ hasText: '1 Stale Mill Rd' })
    const freshCard = results.getByRole('article').filter({ hasText: '2 Fresh Mill Rd' })
    const badge = staleCard.getByTestId('stale-badge')
    await badge.waitFor()
    expect(await badge.textContent()).toBe('Stale')
    expect(await badge.getAttribute('title')).toMatch(STALE_NOTE)
    const provenance = await staleCard.getByTestId('record-provenance').innerText()
    expect(provenance).toContain(`Source: ${SOURCE}`)
    expect(provenance).toMatch(/First seen \w{3} \d{1,2}, \d{4}/)
    expect(provenance).toMatch(/Last checked \w{3} \d{1,2}, \d{4}/)
    expect(provenance).toMatch(/Stage as of \w{3} \d{1,2}, \d{4}/)
    expect(await freshCard.getByTestId('stale-badge').count()).toBe(0)
    expect(widthProblem('search results', await settledPageWidth(page))).toBe('')

    await staleCard.getByRole('button', { name: /^Keep as lead/ }).click()
    await toastText(page, 'Kept 1 lead.').waitFor()

    await openDashboard(page, app.baseUrl)
    const row = page.getByRole('button', { name: /1 Stale Mill Rd/ }).first()
    await row.getByTestId('stale-badge').waitFor()
    expect(widthProblem('lead list', await settledPageWidth(page))).toBe('')
    await row.click()
    const detailBadge = page.getByTestId('record-provenance').getByTestId('stale-badge')
    await detailBadge.waitFor()
    expect(await detailBadge.getAttribute('title')).toMatch(STALE_NOTE)
    const detailText = await page.getByTestId('record-provenance').innerText()
    expect(detailText).toContain(`Source: ${SOURCE}`)
    expect(detailText).toMatch(/Last checked \w{3} \d{1,2}, \d{4}/)
    expect(widthProblem('lead detail', await settledPageWidth(page))).toBe('')
    expect(errors).toEqual([])
  })
})
