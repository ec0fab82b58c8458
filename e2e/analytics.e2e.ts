import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'

let app: E2eApp
let page: Page
let errors: string[]

/** A plan without analytics gets 403 ANALYTICS_NOT_IN_PLAN from the figures (Chromium logs it). */
const EXPECTED_FAILURES = [/status of 403 .*\/api\/analytics/]

setUpBrowserSession({ expectedFailures: EXPECTED_FAILURES }, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

const elite = { tier: 'elite' } as const

describe('analytics and multi-area search (Elite, 0034)', () => {
  it('an Elite user opens Analytics from the header: the charts render, each with its table view', async () => {
    await login(page, elite)
    await page.goto(`${app.baseUrl}/dashboard`)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Analytics' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor()
    const filings = page.getByRole('region', { name: 'Filings by week' })
    await filings.locator('svg.recharts-surface').first().waitFor()
    expect(await page.locator('svg.recharts-surface').count()).toBeGreaterThanOrEqual(6)
    // The table is in the page for screen readers, and the toggle shows it instead of the chart.
    expect(await filings.getByRole('table').count()).toBe(1)
    await filings.getByRole('button', { name: 'Show table' }).click()
    await filings.getByRole('columnheader', { name: 'Week of' }).waitFor()
    expect(await filings.locator('svg.recharts-surface').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('a Pro user on /analytics gets the Elite offer alone, with no filters for figures it cannot see', async () => {
    await login(page, { tier: 'pro' })
    await page.goto(`${app.baseUrl}/analytics`)
    await page.getByRole('heading', { level: 2, name: 'Analytics are part of Elite' }).waitFor()
    await page.getByRole('button', { name: 'Upgrade to Elite' }).waitFor()
    expect(await page.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0)
    expect(await page.getByText('Sample records are counted apart.').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('a multi-ZIP search from the form shows two ZIP groups', async () => {
    await login(page, elite)
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await page.getByLabel('State').selectOption('FL')
    await page.getByLabel('ZIP Code', { exact: true }).fill('33130')
    await page.getByLabel(/More ZIP codes/).fill('32801')
    await page.getByRole('button', { name: 'Search Records' }).click()
    const results = page.getByRole('region', { name: 'Search Results' })
    await results.getByText('ZIP 32801').first().waitFor()
    expect(await results.getByText('ZIP 33130').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })
})
