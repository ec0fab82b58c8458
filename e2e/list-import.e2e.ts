/**
 * A list's import in a real browser (docs/decisions/0058): a Pro user uploads a made-up master
 * bid list of 24 properties; when it is analysed, its page shows the preview (24 records, the
 * columns found, ten sample rows, the fields each lead will carry, each record's city and state
 * among them: 0059) instead of making leads at once; 'Import 24 leads' shows the progress, and
 * the leads appear in the lead list under their ZIP codes. Another list is cancelled: no lead,
 * the document stays, still importable. On a phone the sample table scrolls sideways inside its
 * box and the page does not.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { documents, leads } from '../server/src/db/schema'
import { WORDS_LAYOUT } from '../server/src/testing/fixtures/pdf/bid-list-layouts'
import { bidListPdf } from '../server/src/testing/fixtures/pdf/bid-list-pdf'
import { bidListRecords } from '../server/src/testing/fixtures/pdf/bid-list-records'
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

const RECORDS = 24
const SCREENSHOTS = process.env.LIST_IMPORT_SCREENSHOTS ?? tmpdir()

/** Uploads the bid list and waits for its preview (the analysis takes a few seconds). */
async function uploadList(name: string) {
  await page.getByLabel('PDF file to upload').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await bidListPdf(bidListRecords(RECORDS), WORDS_LAYOUT)),
  })
  await toastText(page, 'Document Uploaded').waitFor()
  const preview = page.getByRole('region', { name: `${RECORDS} records found` })
  await preview.waitFor({ timeout: 60_000 })
  return preview
}

const leadsOfUser = async (userId: string) => {
  const [row] = await app.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.userId, userId))
  return row?.count ?? 0
}

describe('importing a list', () => {
  it('shows the preview, imports 24 leads with progress, and lists them by ZIP', async () => {
    const user = await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    const preview = await uploadList('master-bid-list.pdf')

    // The columns the table reader found, ten sample rows, and what each lead will carry.
    const columns = preview.getByRole('list', { name: 'Columns found' })
    for (const column of [
      'Docket Number',
      'Defendant',
      'Sale Date',
      'Sale Status',
      'Cost/Tax Bid',
    ]) {
      await columns.getByText(column, { exact: true }).waitFor()
    }
    const rows = preview.getByRole('table').locator('tbody tr')
    expect(await rows.count()).toBe(10)
    const first = bidListRecords(1)[0]!
    expect(await rows.first().textContent()).toContain(first.docket)
    expect(await rows.first().textContent()).toContain(first.zip)
    // Each record's city and state, as the list prints them (0059).
    expect(await rows.first().textContent()).toContain(`${first.city}${first.state}`)
    const fill = preview.getByRole('list', { name: 'Fields each lead will carry' })
    expect(await fill.getByRole('listitem').filter({ hasText: 'Case number' }).textContent()).toBe(
      `Case numberall ${RECORDS}`,
    )
    for (const field of ['City', 'State']) {
      expect(await fill.getByRole('listitem').filter({ hasText: field }).textContent()).toBe(
        `${field}all ${RECORDS}`,
      )
    }
    // The list says where it stands in the documents list too; nothing is a lead yet.
    const documentsList = page.getByRole('navigation', { name: 'Documents by ZIP code' })
    await documentsList.getByText('Ready to import').waitFor()
    expect(await page.getByRole('navigation', { name: 'Leads by ZIP code' }).count()).toBe(0)
    expect(await leadsOfUser(user.id)).toBe(0)
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'list-import-preview.png'),
      fullPage: true,
    })

    // Every value the progress bar shows, however briefly (24 records are one batch).
    await page.evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { importProgressSeen: seen })
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Import progress"]')
        const value = bar?.getAttribute('aria-valuenow')
        if (value && seen.at(-1) !== value) seen.push(value)
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    await preview.getByRole('button', { name: `Import ${RECORDS} leads` }).click()
    // The progress shows while the leads are made, and ends at 100%...
    await page.getByRole('progressbar', { name: 'Import progress' }).waitFor()
    await toastText(page, 'Leads Imported').waitFor({ timeout: 30_000 })
    const seen = await page.evaluate(
      () => (window as unknown as { importProgressSeen: string[] }).importProgressSeen,
    )
    expect(seen.at(-1)).toBe('100')
    // ...then the leads are in the lead list (a virtualised list: the first ZIP's group is
    // drawn), and the ZIP filter offers each record's own ZIP.
    const leadList = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await leadList
      .getByRole('heading', { level: 3, name: /^ZIP 15\d{3}$/ })
      .first()
      .waitFor()
    const zips = page.getByRole('list', { name: 'Your ZIP codes' })
    for (const zip of new Set(bidListRecords(RECORDS).map((record) => record.zip))) {
      await zips.getByText(zip, { exact: true }).waitFor()
    }
    await expect.poll(() => leadsOfUser(user.id)).toBe(RECORDS)
    // The list left the documents (its records are leads now).
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Documents by ZIP code' }).count())
      .toBe(0)
    expect(errors).toEqual([])
  })

  it('cancels an import: no lead, the document stays, still importable', async () => {
    const user = await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    const preview = await uploadList('cancelled-bid-list.pdf')
    await preview.getByRole('button', { name: 'Cancel', exact: true }).click()
    await preview.getByText('Import cancelled: no leads were made.', { exact: false }).waitFor()
    await page
      .getByRole('navigation', { name: 'Documents by ZIP code' })
      .getByText('Import cancelled')
      .waitFor()
    expect(await preview.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0)
    expect(await preview.getByRole('button', { name: `Import ${RECORDS} leads` }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Keep as Lead' }).count()).toBe(0)
    expect(await leadsOfUser(user.id)).toBe(0)
    const [document] = await app.database.db
      .select({ status: documents.processingStatus })
      .from(documents)
      .where(eq(documents.userId, user.id))
    expect(document?.status).toBe('completed')
    expect(errors).toEqual([])
  })

  it('fits a phone: the sample table scrolls inside its box, the page does not', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    const preview = await uploadList('phone-bid-list.pdf')
    const box = preview.getByRole('table').locator('xpath=..')
    const overflow = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }))
    expect(overflow.scroll).toBeGreaterThan(overflow.client)
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth).toBeLessThanOrEqual(390)
    const importButton = preview.getByRole('button', { name: `Import ${RECORDS} leads` })
    expect(await importButton.isVisible()).toBe(true)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'list-import-phone.png'), fullPage: true })
    expect(errors).toEqual([])
  })
})
