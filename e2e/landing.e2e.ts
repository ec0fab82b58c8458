import { PLANS } from '@common/plans'
import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'

const HERO_HEADING = 'AI-Powered Foreclosure Real Estate Investment'
const PRICES: Record<string, string> = { basic: '$29.99', pro: '$69.99', elite: '$99' }

let app: E2eApp
let browser: Browser
let page: Page

setUpBrowserSession({}, (session) => {
  app = session.app
  browser = session.browser
  page = session.page
})

async function openLanding(target: Page = page): Promise<void> {
  await target.goto(`${app.baseUrl}/`)
  await target.getByRole('heading', { level: 1, name: HERO_HEADING }).waitFor()
}

function planCards(target: Page = page) {
  return target.getByRole('region', { name: 'Choose Your Plan' }).getByRole('article')
}

/**
 * The signed-out check `GET /api/user` answers 401 by design, and Chromium logs every failed
 * request as a console error; that one message is expected, anything else is a real error.
 */
function isSignedOutProbe(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 401') &&
    new URL(message.location().url, app.baseUrl).pathname === '/api/user'
  )
}

describe('landing page', () => {
  it('shows the hero and exactly the three plans of the catalogue, with their prices', async () => {
    await openLanding()

    const cards = planCards()
    expect(await cards.count()).toBe(3)
    expect(PLANS).toHaveLength(3)
    for (const [index, plan] of PLANS.entries()) {
      const card = cards.nth(index)
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(plan.name)
      const text = (await card.textContent()) ?? ''
      expect(text).toContain(plan.subtitle)
      expect(text).toContain(`${PRICES[plan.id]}/month`)
      expect(text.includes('Most Popular')).toBe(plan.popular)
      expect(await card.getByRole('link', { name: /^Start Free Trial/ }).getAttribute('href')).toBe(
        '/auth',
      )
    }
  })

  it('takes "Get Started Free" to /auth', async () => {
    await openLanding()
    await page.getByRole('link', { name: 'Get Started Free' }).click()
    await page.waitForURL((url) => url.pathname === '/auth')
    await page.getByRole('heading', { level: 1, name: /Sign In/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/auth')
  })

  it("shows 'Page Not Found' with a link home for an unknown path", async () => {
    await page.goto(`${app.baseUrl}/no/such/page`)
    const heading = page.getByRole('heading', { level: 1, name: 'Page Not Found' })
    await heading.waitFor()
    expect(await heading.textContent()).toBe('Page Not Found')
    await page.getByRole('main').getByRole('link', { name: /home/i }).click()
    await page.getByRole('heading', { level: 1, name: HERO_HEADING }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('loads without console errors, CSP violations included', async () => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error' || isSignedOutProbe(message)) return
      errors.push(`${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(`${app.baseUrl}/`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: HERO_HEADING }).waitFor()
    expect(errors).toEqual([])
  })

  it('downloads no script beyond what index.html names (no query library, no page chunks)', async () => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${app.baseUrl}/`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: HERO_HEADING }).waitFor()

    const html = await (await fetch(`${app.baseUrl}/`)).text()
    const named = [
      ...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g),
    ].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((script) => !named.includes(script))).toEqual([])
  })

  it('shows a signed-in user the dashboard at `/`, and the landing page once they sign out there', async () => {
    const user = await login(page)
    await page.goto(`${app.baseUrl}/`)
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(await page.getByRole('region', { name: 'My Account' }).textContent()).toContain(
      user.email,
    )

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.getByRole('heading', { level: 1, name: HERO_HEADING }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('stacks the plans on a phone and puts them side by side on a desktop', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
    try {
      await openLanding(phone)
      const phoneLefts = await planCards(phone).evaluateAll((cards) =>
        cards.map((card) => Math.round(card.getBoundingClientRect().left)),
      )
      expect(new Set(phoneLefts).size).toBe(1)
    } finally {
      await phone.close()
    }

    await openLanding()
    const desktopTops = await planCards().evaluateAll((cards) =>
      cards.map((card) => card.getBoundingClientRect().top),
    )
    const desktopLefts = await planCards().evaluateAll((cards) =>
      cards.map((card) => card.getBoundingClientRect().left),
    )
    expect(new Set(desktopLefts).size).toBe(3)
    expect(Math.max(...desktopTops) - Math.min(...desktopTops)).toBeLessThan(40)
  })
})
