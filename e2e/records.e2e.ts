import { TRIAL } from '@common/limits'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

/**
 * The failed call a test causes on purpose, which Chromium logs as a console error: the refused
 * third trial search.
 */
const EXPECTED_FAILURES = [/status of 403 .*\/api\/public-records\/search$/]

setUpBrowserSession({ expectedFailures: EXPECTED_FAILURES }, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

async function openRecords(): Promise<void> {
  await page.goto(`${app.baseUrl}/public-records`)
  await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
}

async function search(state: string, zipCode: string): Promise<void> {
  await page.getByLabel('State').selectOption(state)
  await page.getByLabel('ZIP Code').fill(zipCode)
  await page.getByRole('button', { name: 'Search Records' }).click()
}

/** Waits for a search's results and returns the header badge's text. */
async function resultsBadge(): Promise<string> {
  const results = page.getByRole('region', { name: 'Search Results' })
  const badge = results.getByText(/ accessible in trial$| found$/)
  await badge.waitFor()
  return (await badge.textContent()) ?? ''
}

describe('public records search', () => {
  it('a trial user sees 2 accessible results and the masked others, then runs out of searches', async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await openRecords()
    await page.getByText(`Trial: ${TRIAL.searches}/${TRIAL.searches} searches`).waitFor()
    await page.getByText('Lis Pendens filings').waitFor()

    await search('OH', '45202')
    await toastText(page, 'Search Completed').waitFor()
    const badge = await resultsBadge()
    const total = Number(/^(\d+) of (\d+) accessible in trial$/.exec(badge)?.[2])
    expect(badge).toBe(`${TRIAL.visibleResultsPerSearch} of ${total} accessible in trial`)
    expect(total).toBeGreaterThan(TRIAL.visibleResultsPerSearch)
    await toastText(
      page,
      `Found ${total} foreclosure documents (${TRIAL.visibleResultsPerSearch} accessible in trial)`,
    ).waitFor()

    const results = page.getByRole('region', { name: 'Search Results' })
    await results.getByText('Free Trial', { exact: true }).waitFor()
    await results.getByRole('heading', { name: 'ZIP 45202' }).waitFor()
    await results.getByRole('link', { name: 'Upgrade Now' }).waitFor()
    const cards = results.getByRole('article')
    expect(await cards.count()).toBe(total)
    const limited = results.getByText('Limited Access: Full details available with subscription')
    expect(await limited.count()).toBe(total - TRIAL.visibleResultsPerSearch)
    expect(await results.getByText('Property address hidden - upgrade to view').count()).toBe(
      total - TRIAL.visibleResultsPerSearch,
    )
    expect(await results.getByText('Subscription Required').count()).toBe(
      total - TRIAL.visibleResultsPerSearch,
    )
    expect(await results.getByRole('link', { name: 'Unlock' }).count()).toBe(
      total - TRIAL.visibleResultsPerSearch,
    )
    const open = results.getByRole('article').filter({ hasNotText: 'Limited Access' })
    expect(await open.count()).toBe(TRIAL.visibleResultsPerSearch)
    expect(await open.first().textContent()).toMatch(/Case NumberSAMPLE-\d{4}-CV-\d+/)

    // The generated sample records say so, on every card and in the header.
    expect(await results.getByText('Sample data', { exact: true }).count()).toBe(total)
    await results.getByText(/^Includes sample data/).waitFor()
    await page.getByText(`Trial: 1/${TRIAL.searches} searches`).waitFor()

    await search('FL', '33130')
    await toastText(page, 'Search Completed').waitFor()
    await results.getByRole('heading', { name: 'ZIP 33130' }).waitFor()
    expect(await resultsBadge()).toMatch(/^2 of \d+ accessible in trial$/)

    // Opening a recent search shows its results again (masked the same) and fills the form,
    // without spending a search (before 0018 it only filled the form).
    const recent = page.getByRole('region', { name: 'Recent Searches' })
    await recent.getByRole('button', { name: /^FL 33130/ }).waitFor()
    await page.getByText(`Trial: 0/${TRIAL.searches} searches`).waitFor()
    await recent.getByRole('button', { name: /^OH 45202/ }).click()
    expect(await page.getByLabel('State').inputValue()).toBe('OH')
    expect(await page.getByLabel('ZIP Code').inputValue()).toBe('45202')
    await results.getByRole('heading', { name: 'ZIP 45202' }).waitFor()
    expect(await resultsBadge()).toBe(
      `${TRIAL.visibleResultsPerSearch} of ${total} accessible in trial`,
    )
    expect(await limited.count()).toBe(total - TRIAL.visibleResultsPerSearch)

    await search('PA', '15212')
    await toastText(page, 'Trial Searches Used').waitFor()
    await toastText(
      page,
      'You have used all 2 trial searches. Subscribe for unlimited searches.',
    ).waitFor()
    await page.getByRole('link', { name: 'View Plans' }).waitFor()
    // The refused search leaves the results already on screen.
    await results.getByRole('heading', { name: 'ZIP 45202' }).waitFor()
    expect(await resultsBadge()).toMatch(/^2 of \d+ accessible in trial$/)
    expect(await results.getByRole('article').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  it("refuses a 4-digit ZIP with 'ZIP code must be exactly 5 digits' without searching", async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await openRecords()
    let searches = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/public-records/search')) searches += 1
    })

    await page.getByRole('button', { name: 'Search Records' }).click()
    await page.getByText('State is required', { exact: true }).waitFor()

    await search('OH', '4520')
    await page.getByText('ZIP code must be exactly 5 digits', { exact: true }).waitFor()
    expect(await page.getByLabel('ZIP Code').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('ZIP Code').getAttribute('maxlength')).toBe('5')
    expect(searches).toBe(0)
    await page.getByText('Lis Pendens filings').waitFor()
    expect(errors).toEqual([])
  })
})
