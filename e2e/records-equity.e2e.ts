/**
 * The search form's equity and owner filters in a real browser (issue 20, docs/decisions/0039):
 * on the generated sample records (their sample enrichment, labelled sample), a bad minimum is
 * refused under its field, a minimum with the equity sort lists only estimates at or above it,
 * highest first, and "absentee owners only" leaves only absentee owners.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { toastText } from './support/page-steps'

const SCREENSHOTS = process.env.ENRICHMENT_SCREENSHOTS ?? tmpdir()
let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

/** Each result card's equity estimate in dollars (null: 'No estimate yet'), in screen order. */
async function equities(results: Locator): Promise<Array<number | null>> {
  const texts = await results
    .getByRole('article')
    .locator('dt:text-is("Equity (estimate)") + dd')
    .allTextContents()
  return texts.map((text) => {
    const amount = /^(-?)\$([\d,]+)/.exec(text)
    return amount ? Number(`${amount[1]}${amount[2]?.replace(/,/g, '')}`) : null
  })
}

describe('search by equity and absentee owner', () => {
  it('filters and sorts sample results by their equity estimate, and says what is wrong with a bad minimum', async () => {
    await login(page, { tier: 'elite' })
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await page.getByText(/^Equity is an estimate: .* sorted by equity, they come last\.$/).waitFor()

    await page.getByLabel('State').selectOption('OH')
    await page.getByLabel('ZIP Code', { exact: true }).fill('45202')
    await page.getByLabel('Min. equity ($)').fill('-5')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await page.getByText(/^minEquity must be a whole number of dollars from 0/).waitFor()

    await page.getByLabel('Min. equity ($)').fill('100000')
    await page.getByLabel('Sort results').selectOption({ label: 'Highest equity estimate first' })
    await page.getByRole('button', { name: 'Search Records' }).click()
    await toastText(page, 'Search Completed').waitFor()
    const results = page.getByRole('region', { name: 'Search Results' })
    await results.getByText(/ found$/).waitFor()
    const sorted = await equities(results)
    expect(sorted.length).toBeGreaterThan(1)
    expect(sorted.every((amount) => amount !== null && amount >= 100_000)).toBe(true)
    expect(sorted).toEqual([...(sorted as number[])].sort((a, b) => b - a))
    const cards = results.getByRole('article')
    expect(await results.getByText('Sample data', { exact: true }).count()).toBe(
      await cards.count(),
    )

    await page.getByLabel('Absentee owners only (mailing address elsewhere)').check()
    await page.getByRole('button', { name: 'Search Records' }).click()
    // While it searches no card is shown: wait for the answer, not for the loading state.
    await page.getByText('Searching public records...').waitFor({ state: 'hidden' })
    await expect.poll(async () => (await equities(results)).length).toBeLessThan(sorted.length)
    const absentee = await cards.count()
    expect(absentee).toBeGreaterThan(0)
    expect(await results.getByText('Absentee owner', { exact: true }).count()).toBe(absentee)
    // The recent searches name their equity criteria.
    await page
      .getByRole('region', { name: 'Recent Searches' })
      .getByText('equity ≥ $100,000, absentee owners, by equity')
      .waitFor()
    await page.screenshot({ path: path.join(SCREENSHOTS, 'search-by-equity.png'), fullPage: true })
    expect(errors).toEqual([])
  })
})
