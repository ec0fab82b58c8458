/**
 * The records page's way out of its dead ends (issue 13, docs/decisions/0018): a Pro user keeps
 * results as leads; a trial user's 'Unlock' and 'Upgrade Now' land on `/` with the plan chooser
 * open; after subscribing, the results the trial withheld show their fields when the search is
 * opened again from Recent Searches.
 */
import { TRIAL } from '@common/limits'
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { users } from '../server/src/db/schema'
import { generateSampleFilings } from '../server/src/modules/records'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

async function searchRecords(state: string, zipCode: string): Promise<void> {
  await page.goto(`${app.baseUrl}/public-records`)
  await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
  await page.getByLabel('State').selectOption(state)
  await page.getByLabel('ZIP Code').fill(zipCode)
  await page.getByRole('button', { name: 'Search Records' }).click()
  await toastText(page, 'Search Completed').waitFor()
}

const results = () => page.getByRole('region', { name: 'Search Results' })
const planChooser = () => page.getByRole('dialog', { name: 'Choose Your Plan' })

/** GET /api/leads as the signed-in browser. */
async function leadsOfBrowser(): Promise<{ caseNumber: string; status: string }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/leads?limit=200', { credentials: 'include' })
    return (await response.json()).leads
  })
}

describe('keeping search results as leads', () => {
  it('a Pro user keeps 2 selected results and 1 more, and GET /api/leads lists the 3', async () => {
    await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    await searchRecords('OH', '45202')
    const cards = results().getByRole('article')
    const total = await cards.count()
    expect(total).toBeGreaterThan(3)

    // The sample sale notices the generator marks cancelled carry the badge, never as live.
    const cancelled = generateSampleFilings().filter(
      (filing) => filing.zipCode === '45202' && filing.saleStatus === 'cancelled',
    ).length
    expect(cancelled).toBeGreaterThan(0)
    // Each says it twice: its badge, and its stage line ("Stage: Sale cancelled", read from the
    // record's sale status when no source reported a stage).
    expect(await results().getByText('Sale cancelled', { exact: true }).count()).toBe(2 * cancelled)
    expect(
      await results()
        .getByTestId('case-stage')
        .filter({ hasText: /^Stage: Sale cancelled/ })
        .count(),
    ).toBe(cancelled)
    expect(
      await results()
        .getByText(/^Not a live lead/)
        .count(),
    ).toBe(cancelled)

    const keepSelected = results().getByRole('button', { name: /^Keep Selected/ })
    expect(await keepSelected.isDisabled()).toBe(true)
    await cards.nth(0).getByRole('checkbox').check()
    await cards.nth(1).getByRole('checkbox').check()
    await results().getByRole('button', { name: 'Keep Selected (2)' }).click()
    await toastText(page, 'Kept 2 leads.').waitFor()
    await cards
      .nth(0)
      .getByRole('button', { name: /^Kept as a lead/ })
      .waitFor()
    expect(
      await cards
        .nth(1)
        .getByRole('button', { name: /^Kept as a lead/ })
        .isDisabled(),
    ).toBe(true)

    await cards
      .nth(2)
      .getByRole('button', { name: /^Keep as lead/ })
      .click()
    await toastText(page, 'Kept 1 lead.').waitFor()
    await cards
      .nth(2)
      .getByRole('button', { name: /^Kept as a lead/ })
      .waitFor()

    const leads = await leadsOfBrowser()
    expect(leads).toHaveLength(3)
    for (const lead of leads) expect(lead.caseNumber).toMatch(/^SAMPLE-\d{4}-CV-\d+$/)
    // Keeping all adds the rest; the three kept before are 'already in your leads'.
    await results().getByRole('button', { name: 'Keep All as Leads' }).click()
    await toastText(page, `Kept ${total} leads (3 already in your leads).`).waitFor()
    expect(await leadsOfBrowser()).toHaveLength(total)
    const dead = (await leadsOfBrowser()).filter((lead) => lead.status === 'dead')
    expect(dead).toHaveLength(cancelled)
    expect(errors).toEqual([])
  })
})

describe("a trial user's way to the plans, and back to the results", () => {
  it("'Unlock' and 'Upgrade Now' land on / with the plan chooser open, once", async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await searchRecords('OH', '45202')
    await results().getByRole('link', { name: 'Unlock' }).first().click()
    await planChooser().waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    // Behind it, the dashboard.
    await page.keyboard.press('Escape')
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    // Read once: a reload of / does not open it again.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(await planChooser().count()).toBe(0)

    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('region', { name: 'Recent Searches' }).getByRole('button').first().click()
    await results().getByRole('link', { name: 'Upgrade Now' }).click()
    await planChooser().waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(errors).toEqual([])
  })

  it('after subscribing, opening the trial search shows the results it withheld', async () => {
    const user = await login(page)
    await openDashboard(page, app.baseUrl)
    await searchRecords('OH', '45202')
    const total = await results().getByRole('article').count()
    const hidden = total - TRIAL.visibleResultsPerSearch
    expect(await results().getByText('Name hidden - upgrade to view').count()).toBe(hidden)

    // The subscription as the billing flow leaves it (tests write it straight into the database).
    await app.database.db
      .update(users)
      .set({ subscriptionTier: 'pro', subscriptionStatus: 'active', authProvider: 'paypal' })
      .where(eq(users.id, user.id))
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByText('Pro Plan').waitFor()
    await page
      .getByRole('region', { name: 'Recent Searches' })
      .getByRole('button', { name: /^OH 45202/ })
      .click()
    await results().getByText(`${total} documents found`).waitFor()
    expect(
      await results().getByText('Limited Access: Full details available with subscription').count(),
    ).toBe(0)
    expect(await results().getByText('Name hidden - upgrade to view').count()).toBe(0)
    const caseNumbers = results().getByText(/^SAMPLE-\d{4}-CV-\d+$/)
    expect(await caseNumbers.count()).toBe(total)
    expect(errors).toEqual([])
  })
})
