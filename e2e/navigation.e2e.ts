/**
 * Moving between pages in the browser: a page opened from further down another starts at the
 * top, and Back returns to where the visitor was (what React Router's ScrollRestoration did
 * before the app moved to its declarative router, docs/decisions/0014).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'

const HERO_HEADING = 'AI-Powered Foreclosure Real Estate Investment'

let app: E2eApp
let page: Page

// A short window, so that the sign-in page scrolls too.
setUpBrowserSession({ viewport: { width: 1280, height: 360 } }, (session) => {
  app = session.app
  page = session.page
})

/** window.scrollY once it stops moving (html has scroll-behavior: smooth). */
async function settledScrollY(): Promise<number> {
  let last = -1
  for (;;) {
    await page.waitForTimeout(150)
    const now = await page.evaluate(() => Math.round(window.scrollY))
    if (now === last) return now
    last = now
  }
}

describe('navigation', () => {
  it('opens the next page at the top and restores the scroll position on Back', async () => {
    await page.goto(`${app.baseUrl}/auth`)
    await page.getByRole('heading', { level: 1, name: /Sign In/ }).waitFor()
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    )
    const signInOffset = await settledScrollY()
    expect(signInOffset).toBeGreaterThan(100)

    // The logo link home, clicked where it is (a user's click would not scroll first either).
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/"]')?.click())
    await page.getByRole('heading', { level: 1, name: HERO_HEADING }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      signInOffset + 360,
    )
    expect(await settledScrollY()).toBe(0)

    await page.goBack()
    await page.getByRole('heading', { level: 1, name: /Sign In/ }).waitFor()
    expect(Math.abs((await settledScrollY()) - signInOffset)).toBeLessThanOrEqual(2)
  })
})
