/**
 * A JPEG 2000 image in the in-app PDF viewer, under the production CSP: a notice whose clerk's
 * stamp is a JPXDecode image is uploaded and opened, and the stamp is drawn (its area of the
 * canvas is the stamp's red), with pdf.js's OpenJPEG decoder fetched from this origin (no
 * "OpenJPEG failed to initialize", nothing fetched from elsewhere).
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { uploadPdf } from './support/document-steps'
import { noticeWithJpxStamp, PAGE_SIZE, STAMP_BOX, STAMP_RGB } from './support/jpx-stamp-pdf'
import { login } from './support/login'
import { openDashboard } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

/**
 * The share of sampled pixels inside the stamp's box (its middle, away from the edges the
 * scaling blurs) that are the stamp's colour.
 */
function stampShare(canvas: Locator): Promise<number> {
  return canvas.evaluate(
    (element, { box, size, rgb }) => {
      const c = element as HTMLCanvasElement
      const context = c.getContext('2d')
      if (!context) return 0
      const sx = c.width / size.width
      const sy = c.height / size.height
      const left = Math.round((box.x + box.width * 0.1) * sx)
      const top = Math.round((size.height - box.y - box.height * 0.9) * sy)
      const width = Math.round(box.width * 0.8 * sx)
      const height = Math.round(box.height * 0.8 * sy)
      const data = context.getImageData(left, top, width, height).data
      let sampled = 0
      let stamp = 0
      for (let i = 0; i < data.length; i += 4 * 5) {
        sampled++
        const near = [0, 1, 2].every((k) => Math.abs((data[i + k] ?? 0) - (rgb[k] ?? 0)) < 40)
        if (near) stamp++
      }
      return sampled === 0 ? 0 : stamp / sampled
    },
    { box: STAMP_BOX, size: PAGE_SIZE, rgb: [...STAMP_RGB] },
  )
}

describe('a JPEG 2000 image in the PDF viewer', () => {
  it("draws a notice's JPXDecode stamp with pdf.js's decoder served from this origin", async () => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(app.baseUrl)) elsewhere.push(request.url())
    })
    const data: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/pdfjs/')) {
        data.push(`${response.status()} ${new URL(response.url()).pathname}`)
      }
    })

    await login(page, { tier: 'basic' })
    await openDashboard(page, app.baseUrl)
    const preview = await uploadPdf(page, 'notice-with-stamp.pdf', await noticeWithJpxStamp())
    await preview.getByRole('button', { name: 'View PDF' }).click()
    const pages = preview.getByRole('region', { name: 'Document pages' })
    const canvas = pages.getByRole('img', { name: 'Page 1', exact: true })
    await pages.locator('canvas[data-drawn="true"]').first().waitFor({ timeout: 15_000 })

    expect(await stampShare(canvas)).toBeGreaterThan(0.9)
    // The WebAssembly decoder, not its pure-JS fallback (which a CSP refusing wasm would cause).
    expect(data).toContain('200 /pdfjs/wasm/openjpeg.wasm')
    expect(data.filter((line) => line.includes('nowasm'))).toEqual([])
    expect(logged.filter((text) => /OpenJPEG|Jpx|wasm/i.test(text))).toEqual([])
    expect(elsewhere).toEqual([])
    expect(errors).toEqual([])
  }, 120_000)
})
