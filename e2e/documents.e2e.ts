import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TRIAL } from '@common/limits'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Download, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

/**
 * The failed call a test causes on purpose, which Chromium logs as a console error: the upload
 * of a file that is not a PDF.
 */
const EXPECTED_FAILURES = [/status of 4\d\d .*\/api\/documents$/]

setUpBrowserSession({ expectedFailures: EXPECTED_FAILURES }, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

/** Where the layout screenshot goes: outside the repository, for a person to look at. */
const SCREENSHOT =
  process.env.DOCUMENTS_SCREENSHOT ?? path.join(tmpdir(), 'dashboard-documents.png')

/** A one-page lis pendens with a real text layer, as a county clerk's PDF export would be. */
async function lisPendensPdf(): Promise<Buffer> {
  const lines = [
    'NOTICE OF PENDENCY OF ACTION',
    'SUPREME COURT OF THE STATE OF NEW YORK',
    'COUNTY OF ONONDAGA',
    'Index No. 004512/2024',
    'LAKESHORE FEDERAL SAVINGS, Plaintiff,',
    '-against-',
    'WINIFRED O. ADEBAYO, Defendant.',
    'NOTICE IS HEREBY GIVEN that an action has been commenced and is pending in this court',
    'to foreclose a mortgage on the premises known as 19 Tamarack Circle, Baldwinsville,',
    'New York 13027. The mortgage secures a note in the original principal amount of $164,000.00.',
    'Dated: May 8, 2024',
  ]
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const pdfPage = doc.addPage([612, 792])
  lines.forEach((line, i) => {
    pdfPage.drawText(line, { x: 54, y: 720 - i * 22, size: 11, font })
  })
  return Buffer.from(await doc.save())
}

describe('dashboard documents', () => {
  it('a trial user uploads a lis pendens, watches it being analysed, reads the fields and downloads it', async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await page.getByRole('heading', { level: 2, name: 'No documents yet' }).waitFor()
    const stats = page.getByRole('region', { name: 'Quick Stats' })
    expect(await stats.textContent()).toContain('Total documents0')

    // A bad ZIP is refused before anything is sent.
    const pdf = await lisPendensPdf()
    const zip = page.getByLabel('ZIP code (optional)')
    await zip.fill('1302')
    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'lis-pendens-adebayo.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    await page.getByText('ZIP code must be exactly 5 digits', { exact: true }).waitFor()
    await zip.fill('')

    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'lis-pendens-adebayo.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    await toastText(page, 'Document Uploaded').waitFor()
    const preview = page.getByRole('article', { name: 'lis-pendens-adebayo.pdf' })
    await preview.getByText('AI analysis in progress...').waitFor()

    // The list polls by itself until the analysis is done.
    await preview.getByText('Processed', { exact: true }).waitFor({ timeout: 45_000 })
    const fields = preview.getByRole('region', { name: 'Extracted fields' })
    const text = (await fields.textContent()) ?? ''
    expect(text).toMatch(/Defendant.*Adebayo/i)
    expect(text).toContain('004512')
    expect(text).toContain('19 Tamarack Circle')
    expect(text).toContain('$164,000')
    await page.getByRole('heading', { level: 3, name: 'ZIP 13027' }).waitFor()
    expect(await stats.textContent()).toContain('Processed1')

    // Each field's confidence chip shows the source text on focus; Escape closes it.
    const chip = fields.getByRole('button', { name: /^Defendant: .* confidence/ })
    await chip.focus()
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Read from the document' })
    await tooltip.waitFor()
    expect(await tooltip.textContent()).toMatch(/ADEBAYO/i)
    await page.screenshot({ path: SCREENSHOT, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    // On a phone the tooltip opens inside the screen.
    await page.keyboard.press('Escape')
    await chip.blur()
    await chip.focus()
    await tooltip.waitFor()
    const box = await tooltip.boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: SCREENSHOT.replace(/\.png$/, '-phone.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.keyboard.press('Escape')
    await tooltip.waitFor({ state: 'hidden' })

    // Contact info is for Pro and Elite (spec section 2): the trial user is offered the
    // upgrade once, in the lead's homeowner contacts (its source document does not repeat it).
    await page.getByRole('button', { name: 'Upgrade to Access Contact Info' }).waitFor()
    expect(await page.getByRole('button', { name: 'Upgrade to Access Contact Info' }).count()).toBe(
      1,
    )

    // The download opens in a new tab; the user's own upload spends no trial download.
    const downloads = page.getByRole('region', { name: 'Available Downloads' })
    await downloads
      .getByText(`${TRIAL.downloads} of ${TRIAL.downloads} downloads remaining`)
      .waitFor()
    const link = preview.getByRole('link', { name: /^Download: lis-pendens-adebayo\.pdf/ })
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    // The attachment opens a tab that turns into a download and closes: listen from its start.
    // Chromium may report the download on the opener or on the short-lived tab.
    const downloaded = new Promise<Download>((resolve, reject) => {
      page.once('download', resolve)
      page.context().once('page', (popup) => popup.once('download', resolve))
      setTimeout(() => reject(new Error('No download within 15 s')), 15_000)
    })
    // The trial status is read again after the tab opens, and still shows both downloads.
    const recounted = page.waitForResponse(
      (response) => response.url().endsWith('/api/trial/status') && response.ok(),
      { timeout: 15_000 },
    )
    await link.click()
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const saved = await download.path()
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-')
    expect((await (await recounted).json()).downloadsRemaining).toBe(TRIAL.downloads)
    await downloads
      .getByText(`${TRIAL.downloads} of ${TRIAL.downloads} downloads remaining`)
      .waitFor()

    // The ZIP filter narrows the list; the social tab has the social search.
    await page.getByRole('button', { name: '13027', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('zip') === '13027')
    await page.getByRole('tab', { name: 'Social Discovery' }).click()
    await page.getByRole('heading', { name: 'Find Social Profiles' }).waitFor()
    await page.getByRole('tab', { name: 'Documents' }).click()

    // Delete, with a confirmation.
    await preview.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Document' }).click()
    await toastText(page, 'Document Deleted').waitFor()
    await page.getByRole('heading', { name: 'No documents in ZIP 13027' }).waitFor()
    expect(errors).toEqual([])
  })

  // Since 0018 a search puts nothing in the documents list by itself (before, every result went
  // in, the masked ones locked): the results a user keeps as leads are listed, in full.
  it('lists the records a trial user kept, in full; a search alone adds none and nothing masked is kept', async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await page.goto(`${app.baseUrl}/public-records`)
    await page.getByLabel('State').selectOption('FL')
    await page.getByLabel('ZIP Code').fill('33130')
    await page.getByRole('button', { name: 'Search Records' }).click()
    await toastText(page, 'Search Completed').waitFor()

    await page.goto(`${app.baseUrl}/dashboard`)
    await page.getByRole('heading', { level: 2, name: 'No documents yet' }).waitFor()

    await page.goto(`${app.baseUrl}/public-records`)
    await page
      .getByRole('region', { name: 'Recent Searches' })
      .getByRole('button', { name: /^FL 33130/ })
      .click()
    const results = page.getByRole('region', { name: 'Search Results' })
    await results.getByRole('button', { name: 'Keep All as Leads' }).click()
    await toastText(page, 'Leads Kept').waitFor()

    await page.goto(`${app.baseUrl}/dashboard`)
    await page.getByRole('heading', { level: 3, name: 'ZIP 33130' }).waitFor()
    // Kept results are leads (0019): listed under 'Leads by ZIP code', not as documents.
    expect(await page.getByRole('navigation', { name: 'Documents by ZIP code' }).count()).toBe(0)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    const locked = list.getByRole('button', {
      name: /Limited access: subscribe to see the details/,
    })
    expect(await locked.count()).toBe(0)
    const leads = list.getByRole('checkbox', { name: /^Select lead/ })
    expect(await leads.count()).toBe(TRIAL.visibleResultsPerSearch)
    await list.getByRole('button', { name: /^1\./ }).click()
    await page.getByRole('heading', { level: 3, name: 'Record details' }).waitFor()
    await page.getByText('Sample data').first().waitFor()
    expect(errors).toEqual([])
  })

  it("shows the server's refusal of a file that is not really a PDF", async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'notice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('This is a plain text file, not a PDF at all.'),
    })
    // Page images are uploads too (issue 34): the refusal names every kind accepted.
    await toastText(page, 'Unsupported File Type').waitFor()
    await toastText(
      page,
      'Only PDF, Word (.docx) and image (PNG, JPEG, TIFF) files can be uploaded. This file is none of them.',
    ).waitFor()
    await page.getByRole('heading', { level: 2, name: 'No documents yet' }).waitFor()
    expect(errors).toEqual([])
  })
})
