/**
 * The in-app PDF viewer in Chromium under the production CSP: a Basic subscriber uploads a
 * lis pendens from the document corpus, opens it in the viewer (pdf.js draws the page on a
 * canvas: pixels that are not white), and a click on the case number's button scrolls the
 * viewer to the case number's highlight, which is then inside the window and the viewer.
 */
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../server/src/lib/repo-root'
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

const FIXTURE = path.join(
  REPO_ROOT,
  'server/src/testing/fixtures/document-corpus/pdfs/fl-lis-pendens-miami-dade.pdf',
)
/** Where the phone-width screenshot goes: outside the repository, for a person to look at. */
const SCREENSHOT = process.env.VIEWER_SCREENSHOT ?? path.join(tmpdir(), 'pdf-viewer-phone.png')

/** How many sampled pixels of the canvas are not white (pdf.js drew something). */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data
    if (!data) return 0
    let inked = 0
    for (let i = 0; i < data.length; i += 4 * 7) {
      if ((data[i] ?? 255) < 200 || (data[i + 1] ?? 255) < 200 || (data[i + 2] ?? 255) < 200) {
        inked++
      }
    }
    return inked
  })
}

/** Whether the element's box lies inside the window and inside `container`'s visible box. */
async function inView(element: Locator, container: Locator, page: Page): Promise<boolean> {
  const box = await element.boundingBox()
  const outer = await container.boundingBox()
  const size = page.viewportSize()
  if (!box || !outer || !size) return false
  const within = (
    inner: typeof box,
    frame: { x: number; y: number; width: number; height: number },
  ) =>
    inner.x >= frame.x - 1 &&
    inner.y >= frame.y - 1 &&
    inner.x + inner.width <= frame.x + frame.width + 1 &&
    inner.y + inner.height <= frame.y + frame.height + 1
  return within(box, outer) && within(box, { x: 0, y: 0, ...size })
}

async function showCaseNumber(preview: Locator): Promise<void> {
  const pages = preview.getByRole('region', { name: 'Document pages' })
  await preview.getByRole('button', { name: /^Show Case number in the document/ }).click()
  const highlight = pages.getByRole('img', { name: /^Case number, highlighted on page 1/ })
  await highlight.waitFor()
  await expect.poll(() => inView(highlight, pages, page), { timeout: 5_000 }).toBe(true)
  // Focus moved to it, for keyboard and screen-reader users.
  expect(await highlight.evaluate((element) => element === document.activeElement)).toBe(true)
}

describe('the in-app PDF viewer', () => {
  it('opens an upload, draws its page and shows where the case number was read', async () => {
    await login(page, { tier: 'basic' })
    await openDashboard(page, app.baseUrl)
    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'lis-pendens-miami.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync(FIXTURE),
    })
    await toastText(page, 'Document Uploaded').waitFor()
    const preview = page.getByRole('article', { name: 'lis-pendens-miami.pdf' })
    await preview.getByText('Processed', { exact: true }).waitFor({ timeout: 45_000 })

    await preview.getByRole('button', { name: 'View PDF' }).click()
    const pages = preview.getByRole('region', { name: 'Document pages' })
    const canvas = pages.getByRole('img', { name: 'Page 1', exact: true })
    await pages.locator('canvas[data-drawn="true"]').first().waitFor({ timeout: 15_000 })
    expect(await inkedPixels(canvas)).toBeGreaterThan(500)

    await pages.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
    await showCaseNumber(preview)

    // Zoomed in, the case number is still brought into view.
    await preview.getByRole('button', { name: 'Zoom in' }).click()
    await preview.getByRole('button', { name: 'Zoom in' }).click()
    await preview.getByRole('button', { name: /^Fit to width \(zoom 150%\)/ }).waitFor()
    await showCaseNumber(preview)

    // A phone's width: the page fits the viewer, and the field is still brought into view.
    await page.setViewportSize({ width: 390, height: 844 })
    await preview.getByRole('button', { name: /^Fit to width/ }).click()
    await showCaseNumber(preview)
    const pageBox = await pages.locator('[data-page-number="1"]').boundingBox()
    expect(pageBox?.width).toBeLessThanOrEqual(390)
    await page.screenshot({ path: SCREENSHOT })
    expect(errors).toEqual([])
  }, 120_000)

  it("shows an Elite user the lead's summary with its state's usual process", async () => {
    await login(page, { tier: 'elite' })
    await openDashboard(page, app.baseUrl)
    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'lis-pendens-miami.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync(FIXTURE),
    })
    await toastText(page, 'Document Uploaded').waitFor()
    const preview = page.getByRole('article', { name: 'lis-pendens-miami.pdf' })
    await preview.getByText('Processed', { exact: true }).waitFor({ timeout: 45_000 })
    const summary = page.getByRole('region', { name: 'Summary' })
    await summary.waitFor()
    // Said once: the lead's summary, not the source document's again below it.
    expect(await summary.count()).toBe(1)
    const text = (await summary.textContent()) ?? ''
    expect(text).toMatch(/Lis Pendens/i)
    expect(text).toContain('Florida forecloses through the courts')
    expect(text).toContain('Nolo, Chart: Judicial v. Nonjudicial Foreclosures')
    expect(errors).toEqual([])
  }, 120_000)
})
