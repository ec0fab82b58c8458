/**
 * Dates and parties by role in Chromium (issue 34, items 2 and 4; issue 31, item 4): a referee's
 * notice of sale with a clerk's filing stamp, a judgment's date and a sale date shows each under
 * its own name, never the sale date as filed; the State named as a junior lienholder and an
 * occupant placeholder are listed as parties by role, not as the defendant. Looked at on a
 * desktop and a phone-sized page (screenshots for a person under DATES_SCREENSHOTS).
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { textPdf } from '../server/src/testing/fixtures/pdf/sample-pdfs'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { fieldValue, uploadPdf } from './support/document-steps'
import { login } from './support/login'
import { openDashboard } from './support/page-steps'

const SCREENSHOTS = process.env.DATES_SCREENSHOTS ?? tmpdir()

const NOTICE = [
  'FILED: KINGS COUNTY CLERK 10/18/2026 09:58 AM INDEX NO. 4130/2021',
  'SUPREME COURT OF THE STATE OF NEW YORK COUNTY OF KINGS',
  'EXAMPLE SAVINGS BANK, Plaintiff,',
  'against',
  'RILEY TESTPERSON; STATE OF NEW YORK; JOHN DOE,',
  'Defendants.',
  'NOTICE OF SALE',
  'NOTICE IS HEREBY GIVEN pursuant to a Final Judgment of Foreclosure dated January 6, 2026,',
  'and entered in the Office of the Clerk of Kings County, I, the undersigned Referee, will sell',
  'at public auction at the Kings County Courthouse, 360 Adams Street, Brooklyn, NY 11201, on',
  'December 1, 2026 at 11:40AM, premises known as 224 Example Avenue, Brooklyn, NY 11207.',
  'Approximate amount of judgment is $512,345.67 plus interest and costs.',
]

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

const shown = (iso: string) => new Date(`${iso}T12:00:00`).toLocaleDateString('en-US')

describe('dates and parties by role', () => {
  it('shows the filing, judgment and sale dates apart, and the parties by role', async () => {
    await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    const preview = await uploadPdf(page, 'notice-of-sale.pdf', await textPdf(NOTICE))

    expect(await fieldValue(preview, 'Filing date')).toContain(shown('2026-10-18'))
    expect(await fieldValue(preview, 'Sale date')).toContain(shown('2026-12-01'))
    expect(await fieldValue(preview, 'Judgment date')).toContain(shown('2026-01-06'))
    expect(await fieldValue(preview, 'Defendant')).toBe('Riley Testperson')

    const parties = preview.getByRole('region', { name: 'Parties named in the document' })
    await expect(parties.getByRole('listitem').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/EXAMPLE SAVINGS BANK\s+Plaintiff/),
      expect.stringMatching(/Riley Testperson\s+Owner/),
      expect.stringMatching(/STATE OF NEW YORK\s+Government party/),
      expect.stringMatching(/John Doe\s+Occupant placeholder/),
    ])
    await preview.screenshot({ path: path.join(SCREENSHOTS, 'dates-parties-desktop.png') })

    await page.setViewportSize({ width: 390, height: 844 })
    await parties.scrollIntoViewIfNeeded()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'dates-parties-phone.png') })
    expect(errors).toEqual([])
  })
})
