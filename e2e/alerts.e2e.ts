/**
 * Alerts in a real browser: a Pro user keeps a filing as a lead, creates an alert for its ZIP
 * code on /alerts, the county's listing is re-ingested with the sale postponed (through the
 * records ingestion in this process, as a source would be; made-up test records), the header
 * bell shows one unread notification, and clicking it opens the lead.
 */
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { notifications } from '../server/src/db/schema'
import { importRecordsFile } from '../server/src/modules/sources'
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

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

/** Test County's sheriff sale list (made up), ingested as the app's ingestion would store it. */
function ingest(sale: string, status: string) {
  return importRecordsFile(app.database.db, {
    onCaseEventsRecorded: app.runtime.ingestion.onCaseEventsRecorded,
    content: JSON.stringify([
      {
        case: 'E2E-ALERT-1',
        defendant: 'Avery E2E Alerton',
        address: '12 Alert Lane',
        zip: '59603',
        sale,
        status,
        filed: '2026-02-01',
      },
    ]),
    sourceName: 'E2E Test County Sheriff Sales',
    spec: {
      kind: 'mapping',
      mapping: {
        format: 'json',
        defaults: { state: 'MT', county: 'E2E Test', city: 'Helena', documentType: 'Sheriff Sale' },
        fields: {
          caseNumber: 'case',
          defendantName: 'defendant',
          propertyAddress: 'address',
          zipCode: 'zip',
          saleDate: 'sale',
          saleStatus: 'status',
          filingDate: 'filed',
        },
      },
    },
  })
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('alerts', () => {
  it('a monitor fires on a matching case event: the bell counts it and opens the lead', async () => {
    const user = await login(page, { tier: 'pro' })
    await ingest(inDays(15), 'Scheduled')
    // The user keeps the filing as a lead (search, then keep), as the search page does.
    const origin = { origin: app.baseUrl }
    const search = await page.request.post(`${app.baseUrl}/api/public-records/search`, {
      data: { state: 'MT', zipCode: '59603' },
      headers: origin,
    })
    expect(search.status()).toBe(200)
    const found = await search.json()
    const kept = await page.request.post(`${app.baseUrl}/api/leads`, {
      data: { from: 'search', searchId: found.search.id, filingIds: [found.results[0].id] },
      headers: origin,
    })
    expect(kept.status()).toBe(200)

    await page.goto(`${app.baseUrl}/alerts`)
    await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor()
    await page.getByRole('button', { name: 'New alert' }).click()
    const form = page.getByRole('form', { name: 'New alert' })
    await form.getByLabel('Alert name').fill('Helena sales')
    await form.getByLabel('State').selectOption('MT')
    await form.getByLabel('ZIP codes').fill('59603')
    await form.getByRole('button', { name: 'Create alert' }).click()
    const row = page.getByTestId('alert-row')
    await row.waitFor()
    expect(await row.textContent()).toContain('MT: 59603')

    const postponedTo = inDays(40)
    await ingest(postponedTo, 'Postponed')
    await until('the notification', async () => {
      const rows = await app.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
      return rows.length > 0 ? rows : undefined
    })

    await page.goto(`${app.baseUrl}/alerts`)
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' })
    await bell.waitFor()
    expect(await page.getByTestId('notifications-unread').textContent()).toBe('1')
    await bell.click()
    const panel = page.getByRole('region', { name: 'Notifications' })
    const item = panel.getByRole('button', {
      name: new RegExp(`Helena sales: Sale postponed to ${postponedTo}`),
    })
    await item.waitFor()
    await item.click()
    await page.waitForURL(/\/dashboard\?lead=[0-9a-f-]{36}$/)
    await page.getByRole('article', { name: /Avery E2E Alerton/ }).waitFor()
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor()
    expect(errors).toEqual([])
  })

  it('"Alert me on new filings here" on a search makes an alert on its area; a trial is offered the plans', async () => {
    await login(page, { tier: 'pro' })
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await page.getByLabel('State').selectOption('NY')
    await page.getByLabel('ZIP Code').fill('11201')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await page.getByText('ZIP 11201').first().waitFor()
    await page.getByRole('button', { name: 'Alert me on new filings here' }).click()
    const made = page
      .getByRole('status')
      .filter({ hasText: 'Alert on for new filings in ZIP 11201' })
    await made.waitFor()
    await made.getByRole('link', { name: 'Manage alerts' }).click()
    await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor()
    const row = page.getByTestId('alert-row')
    await row.waitFor()
    expect(await row.textContent()).toContain('New filings in ZIP 11201, NY')
    expect(await row.textContent()).toContain('NY: 11201')
    expect(errors).toEqual([])

    // A trial has no alerts: the button says why and opens the plans, and no alert is made.
    await page.context().clearCookies()
    await login(page)
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await page.getByLabel('State').selectOption('NY')
    await page.getByLabel('ZIP Code').fill('11201')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await page.getByText('ZIP 11201').first().waitFor()
    await page.getByRole('button', { name: 'Alert me on new filings here' }).click()
    await page
      .getByText('Alerts are part of the Pro and Elite plans.', { exact: false })
      .first()
      .waitFor()
    expect(
      await page.getByRole('status').filter({ hasText: 'Alert on for new filings' }).count(),
    ).toBe(0)
  })
})
