import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
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

    // A fresh install's sample records are labelled as such, per county.
    const kings = page.getByTestId('coverage-NY-Kings')
    expect(await kings.textContent()).toContain('Sample data (generated)')
    expect(await kings.textContent()).toMatch(/\d+ sample/)
    expect(await page.getByRole('heading', { level: 2, name: 'TX' }).count()).toBe(1)
    expect(errors).toEqual([])
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
      'ZIP 82001 (WY) lies outside the counties we cover. See which counties we cover.',
    )
    await line.getByRole('link', { name: 'See which counties we cover' }).click()
    await page.getByRole('heading', { level: 1, name: 'Coverage' }).waitFor()
    expect(errors).toEqual([])
  })
})
