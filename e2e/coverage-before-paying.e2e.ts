/**
 * Issue 30, before paying: what the records cover is shown where a buyer decides (the landing
 * page's pricing, the plan chooser, /subscription, a search that found nothing), /coverage is
 * one click from the navigation, and a trial user who searched a sample-only ZIP is told so in
 * plain words before going to PayPal, with what a plan still gives.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { filings } from '../server/src/db/schema'
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

async function search(state: string, zip: string): Promise<void> {
  await page.getByLabel('State').selectOption(state)
  await page.getByLabel('ZIP Code').fill(zip)
  await page.getByRole('button', { name: 'Search Records' }).click()
}

/** The dashboard header's Upgrade button opens the chooser. */
async function openPlanChooser() {
  await openDashboard(page, app.baseUrl)
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Choose Your Plan' })
  await modal.waitFor()
  return modal
}

describe('coverage before paying', () => {
  it('a trial user who searched a sample-only ZIP sees it in the plan chooser before paying', async () => {
    // A test record written for this test (not a real filing): one county with "real" records.
    await app.database.db.insert(filings).values({
      dedupeKey: 'e2e:before-paying:1',
      documentType: 'Lis Pendens',
      caseNumber: 'E2E-PAY-1',
      propertyAddress: '3 Test Lane',
      city: 'Helena',
      county: 'Lewis and Clark',
      state: 'MT',
      zipCode: '59603',
      filingDate: '2026-11-02',
      sourceDatabase: 'E2E test records',
    })

    // The landing page: a Coverage link in the header, and the coverage beside the plans.
    await page.goto(app.baseUrl)
    const glance = page.locator('#pricing').getByTestId('coverage-glance')
    await glance.waitFor()
    expect(await glance.textContent()).toContain('Lewis and Clark County, MT: 1 record')
    expect(await glance.textContent()).toMatch(
      /Sample records only \(generated, not real filings\) in \d+ counties/,
    )
    await page.getByRole('banner').getByRole('link', { name: 'Coverage' }).click()
    await page.getByRole('heading', { level: 1, name: 'Coverage' }).waitFor()

    // A trial user searches a ZIP whose records are generated samples.
    await login(page)
    await openDashboard(page, app.baseUrl)
    let modal = await openPlanChooser()
    // Nothing searched yet: no warning about searched places, only what the records cover.
    await modal.getByTestId('coverage-glance').waitFor()
    expect(await modal.getByTestId('searched-coverage').count()).toBe(0)
    await page.keyboard.press('Escape')

    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await search('NY', '11201')
    await page.getByText('ZIP 11201').first().waitFor()

    modal = await openPlanChooser()
    const notice = modal.getByTestId('searched-coverage')
    await notice.waitFor()
    const said = await notice.textContent()
    expect(said).toContain('We hold no real records yet where you searched')
    expect(said).toContain(
      'ZIP 11201 (NY, Kings County): sample records only (generated, not real filings)',
    )
    expect(said).toContain('A plan will not add real records there. What a plan still gives you:')
    for (const item of [
      // Each with the plans that give it: Basic sells none of extraction, contacts or alerts.
      'Uploads of your own foreclosure PDFs, read by AI extraction with Pro and Elite',
      'Contact discovery for the defendants with Pro and Elite',
      'Outreach with a log of every message, with every plan',
      'Alerts on the places and cases you follow with Pro and Elite',
    ]) {
      expect(said).toContain(item)
    }
    // It is said above the plans' buttons, before anything goes to PayPal.
    const noticeBox = await notice.boundingBox()
    const buttonBox = await modal.getByRole('button', { name: 'Start with Basic' }).boundingBox()
    expect(noticeBox!.y).toBeLessThan(buttonBox!.y)

    // On a phone the chooser still shows it, and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    await notice.scrollIntoViewIfNeeded()
    expect(await notice.isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: '/tmp/coverage-before-paying-phone.png' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.keyboard.press('Escape')

    // A ZIP with real records searched too: the notice names only the sample-only ZIP.
    await page.goto(`${app.baseUrl}/public-records`)
    await search('MT', '59603')
    await page.getByText('ZIP 59603').first().waitFor()
    modal = await openPlanChooser()
    await modal.getByText('Some places you searched have no real records yet').waitFor()
    expect(await modal.getByTestId('searched-coverage').textContent()).not.toContain('59603')
    await page.keyboard.press('Escape')

    // /subscription says the same, and the main navigation reaches /coverage.
    await page.goto(`${app.baseUrl}/subscription`)
    await page.getByTestId('searched-coverage').waitFor()
    expect(await page.getByTestId('searched-coverage').textContent()).toContain('ZIP 11201')
    await openDashboard(page, app.baseUrl)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Coverage' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Coverage' }).waitFor()
    expect(errors).toEqual([])
  })

  it('a search that finds nothing links the coverage page and says what is covered', async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    // A ZIP inside a sample county with no sample record of its own.
    await search('NY', '11222')
    await page.getByText('No Records Found').waitFor()
    await page.getByTestId('coverage-glance').waitFor()
    await page.getByRole('link', { name: 'See which counties we cover' }).click()
    await page.getByRole('heading', { level: 1, name: 'Coverage' }).waitFor()
    expect(errors).toEqual([])
  })
})
