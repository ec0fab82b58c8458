/**
 * Corrections and "check this" in Chromium (issue 34, items 5 and 7): a Pro user selects the
 * defendant's name on the page in the viewer and corrects the defendant with it, and the lead
 * shows it; a field read below the check-this threshold is framed as "Check this" on the lead
 * page, with its source text on keyboard focus; and the loop: a correction on one information
 * sheet, and the next sheet of that layout comes out with its own defendant.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { keepLeadsOfProcessedDocument } from '../server/src/modules/leads'
import { buildDocument } from '../server/src/testing/factories'
import {
  FIRST_SHEET,
  informationSheetPdf,
  SECOND_SHEET,
} from '../server/src/testing/fixtures/pdf/layout-pdfs'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { fieldValue, uploadPdf } from './support/document-steps'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

/** Where the screenshots go: outside the repository, for a person to look at. */
const SCREENSHOTS = process.env.CORRECTIONS_SCREENSHOTS ?? tmpdir()

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

/** Drags the mouse across the words of a text-layer span, as a user selects them. */
async function selectOnPage(span: Locator): Promise<void> {
  await span.scrollIntoViewIfNeeded()
  const box = await span.boundingBox()
  if (!box) throw new Error('the text is not on the page')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 1, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2, y, { steps: 4 })
  await page.mouse.move(box.x + box.width - 1, y, { steps: 4 })
  await page.mouse.up()
}

describe('correcting a field', () => {
  it('selects the defendant on the page in the viewer, corrects it, and the lead shows it', async () => {
    const user = await login(page, { tier: 'pro', firstName: 'Dana', lastName: 'Selector' })
    await openDashboard(page, app.baseUrl)
    const preview = await uploadPdf(
      page,
      'sheet-quimby.pdf',
      await informationSheetPdf(FIRST_SHEET),
    )
    // The extractor does not read this sheet's defendant.
    expect(await fieldValue(preview, 'Defendant')).not.toContain(FIRST_SHEET.defendant)

    await preview.getByRole('button', { name: 'View PDF' }).click()
    const pages = preview.getByRole('region', { name: 'Document pages' })
    const name = pages.locator('.textLayer span', { hasText: FIRST_SHEET.defendant })
    await name.waitFor({ timeout: 15_000 })
    await selectOnPage(name)

    const bar = preview.getByRole('region', { name: 'Selected text' })
    await bar.getByText(FIRST_SHEET.defendant).waitFor()
    await page.screenshot({ path: path.join(SCREENSHOTS, 'correction-selection.png') })
    // A name is offered for the defendant (an amount or a date would be offered as one).
    expect(await bar.getByLabel('Field it is').inputValue()).toBe('defendantName')
    await bar.getByRole('button', { name: 'Correct with selection' }).click()
    const form = preview.getByRole('form', { name: 'Correct Defendant' })
    expect(await form.getByRole('textbox').inputValue()).toBe(FIRST_SHEET.defendant)
    await form.getByText('From your selection on page 1.').waitFor()
    await form.getByRole('button', { name: 'Save correction' }).click()
    await toastText(page, 'Correction Saved').waitFor()

    // The lead is now the corrected defendant's; the field is a fact, with who and when.
    const lead = page.getByRole('article', { name: new RegExp(FIRST_SHEET.defendant) })
    await lead.waitFor()
    const today = new Date().toLocaleDateString()
    await preview.locator('dd').getByText(`Corrected by Dana Selector on ${today}`).waitFor()
    expect(await fieldValue(preview, 'Defendant')).toContain(FIRST_SHEET.defendant)
    // The highlight of the corrected defendant sits where it was selected.
    await pages.getByRole('img', { name: 'Defendant, highlighted on page 1' }).waitFor()
    const leads = await page.request.get(`${app.baseUrl}/api/leads?limit=10`)
    const kept = (await leads.json()).leads as { defendantName: string | null }[]
    expect(kept.map((row) => row.defendantName)).toEqual([FIRST_SHEET.defendant])
    expect(user.id).toBeTruthy()
    expect(errors).toEqual([])
  }, 120_000)

  it('frames a field read with low confidence as "Check this" on the lead page', async () => {
    const user = await login(page, { tier: 'pro' })
    const document = await buildDocument(app.database.db, {
      userId: user.id,
      processingStatus: 'completed',
      originalName: 'faint-notice.pdf',
      documentType: 'Lis Pendens',
      defendantName: 'Morgan Q. Faintley',
      caseNumber: '2026-CV-0O4512',
      zipCode: '45402',
      extraction: {
        documentType: { value: 'lis pendens', confidence: 0.9, snippet: 'NOTICE OF LIS PENDENS' },
        defendants: {
          value: ['Morgan Q. Faintley'],
          confidence: 0.92,
          snippet: 'v. MORGAN Q. FAINTLEY',
        },
        caseNumber: {
          value: '2026-CV-0O4512',
          confidence: 0.42,
          snippet: 'Case No 2026-CV-0O4512 (smudged)',
        },
      },
    })
    await keepLeadsOfProcessedDocument(app.database.db, { id: document.id, userId: user.id })
    await openDashboard(page, app.baseUrl)
    await page
      .getByRole('navigation', { name: 'Leads by ZIP code' })
      .getByRole('button', { name: /Morgan Q\. Faintley/ })
      .click()
    const lead = page.getByRole('article', { name: /Morgan Q\. Faintley/ })
    const fields = lead.getByRole('region', { name: 'Extracted fields' })
    const check = fields.getByRole('button', { name: /^Case number: check this, read at 42%/ })
    await check.waitFor()
    // The lead's header names it too, above its source document.
    const header = lead.getByText('Check this: Case number was read with low confidence.', {
      exact: false,
    })
    await header.waitFor()
    // The value is not shown as a fact: framed, and said to be unconfirmed.
    const value = fields.locator('dd', { hasText: '2026-CV-0O4512' })
    expect(await value.innerText()).toContain('Check this, not confirmed')
    expect(await value.evaluate((node) => getComputedStyle(node).borderStyle)).toBe('dashed')
    // A field read with confidence is a fact, with no "Check this".
    expect(await fields.getByRole('button', { name: /^Defendant: check this/ }).count()).toBe(0)
    await fields.getByRole('button', { name: /^Defendant: High confidence, 92%/ }).waitFor()
    // The keyboard reaches it and its source text shows on focus.
    await check.focus()
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Read from the document' })
    await tooltip.waitFor()
    expect(await tooltip.innerText()).toContain('Case No 2026-CV-0O4512 (smudged)')
    await page.screenshot({ path: path.join(SCREENSHOTS, 'check-this.png') })
    await page.keyboard.press('Escape')
    await tooltip.waitFor({ state: 'hidden' })
    // Corrected, it is a fact.
    await fields.getByRole('button', { name: 'Correct Case number' }).click()
    const form = lead.getByRole('form', { name: 'Correct Case number' })
    await form.getByRole('textbox').fill('2026-CV-004512')
    await form.getByRole('button', { name: 'Save correction' }).click()
    await toastText(page, 'Correction Saved').waitFor()
    await fields.getByRole('button', { name: /^Case number: Corrected by/ }).waitFor()
    expect(await fields.getByRole('button', { name: /check this/ }).count()).toBe(0)
    await header.waitFor({ state: 'detached' })
    await lead.getByText('Case 2026-CV-004512', { exact: false }).first().waitFor()
    expect(errors).toEqual([])
  }, 120_000)

  it('refuses a value of the wrong shape in the form, in words a person can act on', async () => {
    await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    const preview = await uploadPdf(
      page,
      'sheet-amount.pdf',
      await informationSheetPdf(FIRST_SHEET),
    )
    const fields = preview.getByRole('region', { name: 'Extracted fields' })
    await fields.getByRole('button', { name: 'Correct ZIP code' }).click()
    const form = preview.getByRole('form', { name: 'Correct ZIP code' })
    await form.getByRole('textbox').fill('4540')
    await form.getByRole('button', { name: 'Save correction' }).click()
    await form.getByText('ZIP code must be exactly 5 digits').waitFor()
    await form.getByRole('button', { name: 'Cancel' }).click()
    expect(await preview.getByRole('form').count()).toBe(0)
    expect(errors).toEqual([])
  }, 120_000)
})

describe('a layout taught by a correction', () => {
  it('reads the corrected field on the next document of the layout', async () => {
    await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    const first = await uploadPdf(page, 'sheet-one.pdf', await informationSheetPdf(FIRST_SHEET))
    // Typed this time: the keyboard path of a correction.
    await first
      .getByRole('region', { name: 'Extracted fields' })
      .getByRole('button', { name: 'Correct Defendant' })
      .click()
    const form = first.getByRole('form', { name: 'Correct Defendant' })
    await form.getByRole('textbox').fill(FIRST_SHEET.defendant)
    await form.getByRole('button', { name: 'Save correction' }).click()
    await toastText(page, 'Correction Saved').waitFor()
    await page
      .getByText('The next document of this layout on your account will be read the same way.')
      .first()
      .waitFor()

    const second = await uploadPdf(page, 'sheet-two.pdf', await informationSheetPdf(SECOND_SHEET))
    expect(await fieldValue(second, 'Defendant')).toContain(SECOND_SHEET.defendant)
    const fields = second.getByRole('region', { name: 'Extracted fields' })
    // Read where the correction showed it: a fact at the layout's confidence, not "Check this".
    const chip = fields.getByRole('button', { name: /^Defendant: High confidence, 95%/ })
    await chip.focus()
    const tooltip = page
      .getByRole('tooltip')
      .filter({ hasText: 'Read where a correction on a document of this layout showed it.' })
    await tooltip.waitFor()
    expect(await tooltip.innerText()).toContain(SECOND_SHEET.defendant)
    await page.getByRole('article', { name: new RegExp(SECOND_SHEET.defendant) }).waitFor()
    expect(errors).toEqual([])
  }, 120_000)
})
