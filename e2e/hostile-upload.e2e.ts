/**
 * A hostile file uploaded from the dashboard (issue 32): a Word file of 2,000,000 paragraphs, a
 * few hundred KB, which used to take the server to 4 GB and down. It is taken, read in a reader
 * process and refused there; the card says why in words a person can act on, the dashboard
 * keeps working (a normal notice uploaded next is read), and on a phone nothing scrolls sideways.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { docxParagraphBomb } from '../server/src/testing/fixtures/bombs/upload-bombs'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { fieldValue, uploadPdf } from './support/document-steps'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

/** What a phone shows of the refused file: outside the repository, for a person to look at. */
const SCREENSHOT =
  process.env.HOSTILE_UPLOAD_SCREENSHOT ?? path.join(tmpdir(), 'hostile-upload-phone.png')

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

async function noticePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const pdfPage = doc.addPage([612, 792])
  const lines = [
    'NOTICE OF PENDENCY OF ACTION',
    'Index No. 004512/2024',
    'LAKESHORE FEDERAL SAVINGS, Plaintiff, -against- WINIFRED O. ADEBAYO, Defendant.',
    'to foreclose a mortgage on the premises known as 19 Tamarack Circle, Baldwinsville,',
    'New York 13027.',
  ]
  lines.forEach((line, i) => {
    pdfPage.drawText(line, { x: 54, y: 720 - i * 22, size: 10, font })
  })
  return Buffer.from(await doc.save())
}

describe('a hostile upload from the dashboard', () => {
  it('fails with its reason on the card, and the next upload is read as usual', async () => {
    await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'paragraphs.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await docxParagraphBomb(),
    })
    await toastText(page, 'Document Uploaded').waitFor()
    const card = page.getByRole('article', { name: 'paragraphs.docx' })
    const alert = card.getByRole('alert')
    await alert.getByText('Failed to process document').waitFor({ timeout: 45_000 })
    expect(await alert.innerText()).toContain(
      'This Word document is too large to read in one upload. Split it into smaller files and upload them one at a time.',
    )

    // On a phone the reason wraps: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    await alert.scrollIntoViewIfNeeded()
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }))
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
    await page.screenshot({ path: SCREENSHOT })
    await page.setViewportSize({ width: 1280, height: 900 })

    const notice = await uploadPdf(page, 'notice.pdf', await noticePdf())
    expect(await fieldValue(notice, 'Case number')).toContain('004512/2024')
    expect(errors).toEqual([])
  })
})
