/**
 * A clerk's notice the records index kept (its link works only in the clerk's session,
 * docs/decisions/0043): a Pro user finds it by ZIP, keeps it as a lead, and downloads the kept
 * PDF from the lead's document in the dashboard.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Download, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { filings } from '../server/src/db/schema'
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

async function noticePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  pdf.addPage([612, 792]).drawText('NOTICE OF SUBSTITUTE TRUSTEE SALE  TS No. 26-0417', {
    x: 50,
    y: 700,
    size: 12,
    font,
  })
  return Buffer.from(await pdf.save())
}

/** Clicks `link` (it opens a new tab) and waits for the file it downloads. */
async function downloadOf(link: Locator): Promise<Download> {
  await link.waitFor()
  const downloaded = new Promise<Download>((resolve, reject) => {
    page.once('download', resolve)
    page.context().once('page', (popup) => popup.once('download', resolve))
    setTimeout(() => reject(new Error('No download within 15 s')), 15_000)
  })
  await link.click()
  return downloaded
}

describe('a kept clerk notice', () => {
  it('is downloaded from its search result and from the lead it became, as the PDF the clerk served', async () => {
    const pdf = await noticePdf()
    const key = `notice-${createHash('sha256').update(pdf).digest('hex')}.pdf`
    // What a Harris run leaves: the filing with the notice's key, the PDF in the app's storage.
    const uploads = path.join(app.dataDir, 'uploads')
    mkdirSync(uploads, { recursive: true })
    writeFileSync(path.join(uploads, key), pdf)
    await app.database.db.insert(filings).values({
      dedupeKey: 'e2e-kept-notice',
      documentType: 'Notice of Sale',
      caseNumber: '26-0417',
      defendantName: 'Jordan Keptson',
      propertyAddress: '14 Keeper Lane',
      city: 'Houston',
      county: 'Harris',
      state: 'TX',
      zipCode: '77002',
      saleDate: '2026-12-01',
      documentObjectKey: key,
      isDocumentAvailable: true,
      sourceDatabase: 'Harris County Clerk: notices of foreclosure sale',
      isSample: false,
    })

    await login(page, { tier: 'pro' })
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByRole('heading', { level: 1, name: 'Public Records Search' }).waitFor()
    await page.getByLabel('State').selectOption('TX')
    await page.getByLabel('ZIP Code').fill('77002')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await toastText(page, 'Search Completed').waitFor()
    const results = page.getByRole('region', { name: 'Search Results' })
    await results.getByText('Jordan Keptson').first().waitFor()
    // The card downloads the notice kept here straight away (not 'Not Available').
    const card = results.getByRole('article').filter({ hasText: 'Jordan Keptson' })
    expect(await card.getByText('Not Available').count()).toBe(0)
    const fromSearch = await downloadOf(
      card.getByRole('link', { name: /^Download: Notice of Sale 26-0417/ }),
    )
    expect(fromSearch.suggestedFilename()).toBe('26-0417.pdf')
    expect((await readFile(await fromSearch.path())).equals(pdf)).toBe(true)
    await results.getByRole('button', { name: 'Keep All as Leads' }).click()
    await toastText(page, 'Leads Kept').waitFor()

    await openDashboard(page, app.baseUrl)
    await page.getByRole('heading', { level: 3, name: 'ZIP 77002' }).waitFor()
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    // The ZIP's generated sample records are kept too; the notice is the one real lead.
    await list.getByRole('button', { name: /Jordan Keptson/ }).click()
    const link = page.getByRole('link', { name: /^Download: Notice of Sale 26-0417/ })
    const download = await downloadOf(link)
    expect(download.suggestedFilename()).toBe('26-0417.pdf')
    expect((await readFile(await download.path())).equals(pdf)).toBe(true)
    expect(errors).toEqual([])
  })
})
