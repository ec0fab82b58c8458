import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
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
