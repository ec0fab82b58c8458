/**
 * The Terms of Service and the Privacy Policy (issue 31, item 12; docs/decisions/0070) on a
 * 390 px phone: the sign-up form's words are links that open the two pages in a new tab, the
 * landing page's footer links to them, and neither page scrolls sideways.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { settledPageWidth, widthProblem } from './support/page-width'

let app: E2eApp
let context: BrowserContext
let page: Page
let errors: string[]

setUpBrowserSession(
  {
    viewport: { width: 390, height: 844 },
    // The signed-out check of who is signed in answers 401 by design.
    expectedFailures: [/status of 401 .*\/api\/user$/],
  },
  (session) => {
    app = session.app
    context = session.context
    page = session.page
    errors = session.errors
  },
)

const PAGES = [
  {
    link: 'Terms of Service',
    path: '/terms',
    text: 'Contacting homeowners is your responsibility',
  },
  { link: 'Privacy Policy', path: '/privacy', text: 'What we keep' },
] as const

describe('Terms of Service and Privacy Policy', () => {
  it('the Start Free Trial tab links to both pages, which open and fit a phone', async () => {
    await page.goto(`${app.baseUrl}/auth`)
    await page.getByRole('tab', { name: 'Start Free Trial' }).click()
    const form = page.getByRole('tabpanel')
    await form.getByText(/By signing up, you agree to our/).waitFor()
    await form.getByLabel('First Name').fill('Dana')
    for (const legal of PAGES) {
      const link = form.getByRole('link', { name: new RegExp(`^${legal.link}`) })
      expect(await link.getAttribute('href')).toBe(legal.path)
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()])
      await opened.waitForURL(`${app.baseUrl}${legal.path}`)
      await opened.getByRole('heading', { level: 1, name: legal.link }).waitFor()
      await opened.getByRole('heading', { level: 2, name: legal.text }).waitFor()
      expect(await opened.getByText('Page Not Found').count()).toBe(0)
      expect(widthProblem(legal.path, await settledPageWidth(opened))).toBe('')
      await opened.close()
    }
    // The form is still there with what was typed: the pages opened beside it.
    expect(page.url()).toBe(`${app.baseUrl}/auth`)
    expect(await form.getByLabel('First Name').inputValue()).toBe('Dana')
    expect(errors).toEqual([])
  })

  it('the landing page’s footer links to both pages; each says what the product does', async () => {
    for (const legal of PAGES) {
      await page.goto(`${app.baseUrl}/`)
      const footer = page.getByRole('navigation', { name: 'Footer' })
      await footer.getByRole('link', { name: legal.link }).click()
      await page.waitForURL(`${app.baseUrl}${legal.path}`)
      await page.getByRole('heading', { level: 1, name: legal.link }).waitFor()
      expect(widthProblem(legal.path, await settledPageWidth(page))).toBe('')
    }
    const privacy = (await page.locator('main').textContent()) ?? ''
    expect(privacy).toContain('PayPal')
    expect(privacy).toContain('outreach log')
    await page.goto(`${app.baseUrl}/terms`)
    const terms = (await page.locator('main').textContent()) ?? ''
    for (const claim of ['14-day money-back guarantee', 'cancel at any time', 'CAN-SPAM', 'TCPA'])
      expect(terms).toContain(claim)
    expect(
      await page
        .getByRole('link', { name: 'support@foreclosureleads.example' })
        .getAttribute('href'),
    ).toBe('mailto:support@foreclosureleads.example')
    expect(errors).toEqual([])
  })
})
