/**
 * A page image uploaded through the dashboard in Chromium (issue 34): a Pro user drops in the real
 * PNG of a New York notice of sale, sees it analysed with OCR and its index number read, opens it
 * in the viewer (the browser draws the image: pixels that are not white) with the case number
 * highlighted where it was read; then a 2-page TIFF (browsers do not show TIFF: utif2 decodes it
 * in the page) opens with both its pages, the notice drawn on the second.
 */
import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  greyPageOf,
  hasNyNoticePng,
  NY_NOTICE_PNG,
  tiffOf,
} from '../server/src/testing/fixtures/images/page-images'
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

/** How many sampled pixels of the canvas are not white (something was drawn). */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data
    if (!data) return 0
    let inked = 0
    for (let i = 0; i < data.length; i += 4 * 7) {
      if ((data[i] ?? 255) < 200) inked++
    }
    return inked
  })
}

describe.skipIf(!hasNyNoticePng)('a page image upload', () => {
  it('is read with OCR and shown in the viewer, a PNG and each page of a TIFF', async () => {
    await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    await page.getByText('Drag and drop a PDF, .docx or image here, or').waitFor()
    const input = page.getByLabel('Image, Word or PDF file to upload')
    expect(await input.getAttribute('accept')).toContain('image/tiff')

    const png = readFileSync(NY_NOTICE_PNG)
    await input.setInputFiles({ name: 'notice-3114.png', mimeType: 'image/png', buffer: png })
    await toastText(page, 'Document Uploaded').waitFor()
    const preview = page.getByRole('article', { name: 'notice-3114.png' })
    await preview.getByText('Processed', { exact: true }).waitFor({ timeout: 90_000 })
    const fields = preview.getByRole('region', { name: 'Extracted fields' })
    expect(await fields.textContent()).toContain('3114/2014')

    await preview.getByRole('button', { name: 'View image' }).click()
    const pages = preview.getByRole('region', { name: 'Document pages' })
    await pages.locator('canvas[data-drawn="true"]').first().waitFor({ timeout: 15_000 })
    expect(
      await inkedPixels(pages.getByRole('img', { name: 'Page 1', exact: true })),
    ).toBeGreaterThan(500)
    await preview.getByRole('button', { name: /^Show Case number in the document/ }).click()
    const highlight = pages.getByRole('img', { name: /^Case number, highlighted on page 1/ })
    await highlight.waitFor()
    // The index number is printed in the page's top line: so is its highlight (where the page
    // is, not where the viewer has scrolled it, which may still be moving).
    const place = await highlight.evaluate((element) => {
      const holder = element.closest<HTMLElement>('[data-page-number]')
      return (element as HTMLElement).offsetTop / (holder?.offsetHeight ?? 1)
    })
    expect(place).toBeLessThan(0.1)
    expect(await page.getByText('To correct a field, use its Correct button.').count()).toBe(1)

    const notice = await greyPageOf(png, 0.5)
    const blank = { ...notice, pixels: new Uint8Array(notice.pixels.length).fill(255) }
    const tiff = tiffOf([blank, notice], { compression: 'deflate' }).bytes
    await input.setInputFiles({ name: 'scan.tif', mimeType: 'image/tiff', buffer: tiff })
    await toastText(page, 'Document Uploaded').waitFor()
    const scan = page.getByRole('article', { name: 'scan.tif' })
    await scan.getByRole('button', { name: 'View image' }).click()
    const scanPages = scan.getByRole('region', { name: 'Document pages' })
    await scan.getByText('of 2', { exact: true }).waitFor()
    const second = scanPages.getByRole('img', { name: 'Page 2', exact: true })
    await second.scrollIntoViewIfNeeded()
    await scanPages
      .locator('[data-page-number="2"] canvas[data-drawn="true"]')
      .waitFor({ timeout: 15_000 })
    expect(await inkedPixels(second)).toBeGreaterThan(500)
    expect(await inkedPixels(scanPages.getByRole('img', { name: 'Page 1', exact: true }))).toBe(0)
    expect(errors).toEqual([])
  }, 180_000)
})
