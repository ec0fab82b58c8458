/**
 * Issue 30, sources run from the app: an operator reviews a source from /operator/sources,
 * enables every reviewed source with one action, runs one against a loopback copy of its site
 * (the recorded Butler PA RealAuction answer, served with its own robots.txt), and a search then
 * shows its real (recorded) records with their source, when they were last checked and their
 * stage. A user who is not an operator is kept out.
 */
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sources } from '../server/src/db/schema'
import { hasRealData, readRealFile } from '../server/src/testing/real-data'
import {
  type RecordedSite,
  startRealAuctionSite,
} from '../server/src/testing/recorded-source-sites'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'

const BUTLER = 'pa-butler-realauction'
let app: E2eApp
let page: Page
let site: RecordedSite

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
})

beforeAll(async () => {
  const html = hasRealData
    ? readRealFile('sources/pa_butler_realforeclose_sheriff_sale_area_w_items_2026-09-18.html')
    : ''
  site = await startRealAuctionSite({
    day: '09/18/2026',
    updateBody: JSON.stringify({ retHTML: html, rlist: '9182,9183' }),
  })
})
afterAll(() => site?.close())

/** The source's card on /operator/sources, found by its name in the search box. */
async function butlerCard() {
  await page.getByLabel('Find a source').fill('Butler')
  const card = page.getByTestId(`operator-source-${BUTLER}`)
  await card.waitFor()
  return card
}

describe.skipIf(!hasRealData)('the operator runs the catalogue', () => {
  it('reviews a source, enables reviewed sources, runs one, and its records are searchable', async () => {
    // The loopback site stands in for the county's host; the fetcher may reach loopback here.
    app.runtime.ingestion.allowHosts = ['127.0.0.1']
    app.runtime.ingestion.maxWaitMs = 10_000
    await app.database.db
      .update(sources)
      .set({ baseUrl: site.baseUrl })
      .where(eq(sources.presetId, BUTLER))

    await login(page, { tier: 'elite', operatorSince: new Date() })
    await page.goto(`${app.baseUrl}/dashboard`)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sources' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Sources' }).waitFor()
    let card = await butlerCard()
    expect(await card.textContent()).toContain('Not reviewed')

    // No review shipped with this preset could read its robots.txt: the operator records theirs.
    await card.getByRole('link', { name: /Butler/ }).click()
    await page.getByText('How the catalogue checked it').waitFor()
    await page
      .getByLabel('What you read in its robots.txt and terms')
      .fill('robots.txt disallows only /admin/; the terms allow reading the public sale list')
    await page.getByRole('button', { name: 'Record my review' }).click()
    await page.getByText('Review Recorded', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'All sources' }).click()

    await page.getByRole('button', { name: 'Enable all reviewed sources' }).click()
    const toast = page.getByText(/sources? enabled/).first()
    await toast.waitFor()
    expect(await toast.textContent()).toMatch(/^1 source enabled/)
    card = await butlerCard()
    await card.getByText('Enabled', { exact: true }).waitFor()

    await card.getByRole('button', { name: 'Run now' }).click()
    await page
      .getByText(/run queued/)
      .first()
      .waitFor()
    // The worker runs it; the card says so once it has ended.
    await expect
      .poll(
        async () => {
          await page.reload()
          return (await butlerCard()).textContent()
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toMatch(/Last success .*2 records listed/)

    // The records are in the index: a search of the county's ZIP shows them, traced to source.
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByLabel('State').selectOption('PA')
    await page.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill('16066')
    await page.getByRole('button', { name: 'Search Records' }).click()
    const result = page.getByRole('article').filter({ hasText: '301 BELLWOOD COURT' })
    await result.waitFor()
    const text = (await result.textContent()) ?? ''
    expect(text).toContain('2025-30042')
    expect(text).toMatch(/Source: .*Butler/)
    expect(text).toMatch(/Last checked \w{3} \d{1,2}, \d{4}/)
    expect(text).toMatch(/Stage|Sale date was/)
  })

  it('keeps a user who is not an operator out, and shows no Sources link', async () => {
    await login(page, { tier: 'elite' })
    await page.goto(`${app.baseUrl}/operator/sources`)
    await page.getByRole('heading', { level: 1, name: 'Operators only' }).waitFor()
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link', { name: 'Sources' }).count()).toBe(0)
  })
})
