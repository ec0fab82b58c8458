/**
 * The urgency alert in a real browser (issue 35), through the whole chain: a Pro user keeps a
 * sheriff sale 40 days out (its score worked out by the list's refresh), sets "tell me when a
 * lead's urgency reaches N or more" with e-mail on /alerts (a bad threshold is refused with its
 * message, the card fits a 390 px phone), then traces the lead's defendant: the e-mail address
 * found makes the lead reachable, the lead goes due, and the list sorted by urgency refreshes
 * it over the threshold; the bell counts it, names the lead and its score, and opens the lead;
 * the e-mail went out. A trial is shown the server's refusal and offered the plans.
 */
import type { LeadView } from '@common/contracts/leads'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { importCountySales, inDays, searchAndKeep } from './support/county-sales'
import { login } from './support/login'
import { newestMessageTo } from './support/outbox'
import { openDashboard, toastText } from './support/page-steps'
import { settledPageWidth, widthProblem } from './support/page-width'

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession(
  {
    viewport: { width: 390, height: 844 },
    expectedFailures: [/status of 403 .*\/api\/alerts\/urgency/],
  },
  (session) => {
    app = session.app
    page = session.page
    errors = session.errors
  },
)

async function openCard() {
  await page.goto(`${app.baseUrl}/alerts`)
  await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor()
  const card = page.getByRole('region', { name: 'Urgency alert' })
  await card.getByTestId('urgency-alert-status').waitFor()
  return card
}

const ZIP = '53996'

/** A Pro user's lead: one sheriff sale 40 days out, searched and kept as the search page does. */
async function keptSale(): Promise<LeadView> {
  await importCountySales(app, {
    sales: [
      {
        case: 'UA-2026-0040',
        address: '12 Oak St',
        owner: 'Dana Crosswell',
        sale: inDays(40),
        status: 'Scheduled',
        zip: ZIP,
      },
    ],
    county: 'Alert',
    city: 'Trenton',
    sourceName: 'E2E Alert County Sheriff Sales',
    sourceUrl: 'https://sheriff.alert.example.gov/sales',
  })
  const [lead] = await searchAndKeep(page, app, { zip: ZIP, expected: 1 })
  if (!lead) throw new Error('the sale was not kept')
  return lead
}

/** The user's leads by urgency, as the list asks for them (which refreshes due scores first). */
async function byUrgency(): Promise<LeadView[]> {
  const listed = await page.request.get(`${app.baseUrl}/api/leads?sort=urgency&order=desc`)
  expect(listed.status()).toBe(200)
  return (await listed.json()).leads
}

describe('the urgency alert', () => {
  it('is set on /alerts; a trace that makes a lead reachable raises it over the threshold, and the bell opens the lead', async () => {
    const user = await login(page, { tier: 'pro' })
    const lead = await keptSale()
    // The first refresh works the score out: a lead scored for the first time tells nobody.
    const [scored] = await byUrgency()
    expect(scored?.id).toBe(lead.id)
    const before = scored?.urgency.score ?? 0
    expect(scored?.urgency.explanation).toContain('no phone or e-mail that may be used')
    expect(before).toBeGreaterThan(20)

    const card = await openCard()
    expect(await card.getByTestId('urgency-alert-status').textContent()).toBe('Off.')
    const threshold = card.getByLabel("Tell me when a lead's urgency reaches")
    expect(await threshold.inputValue()).toBe('70')

    await threshold.fill('0')
    await card.getByRole('button', { name: 'Turn on urgency alert' }).click()
    await card.getByText('The urgency threshold must be a whole number from 1 to 100').waitFor()

    // An e-mail that may be used adds 15 x 0.25 = 3.75 points: 2 more crosses the threshold.
    const wanted = before + 2
    await threshold.fill(String(wanted))
    await card.getByLabel('E-mail').check()
    await card.getByRole('button', { name: 'Turn on urgency alert' }).click()
    await expect
      .poll(() => card.getByTestId('urgency-alert-status').textContent())
      .toBe(`On: leads reaching ${wanted} or more are told in the app and by e-mail.`)
    expect(widthProblem('/alerts', await settledPageWidth(page))).toBe('')

    // The user traces the lead's defendant from its detail (the permissible-use statement first).
    await openDashboard(page, app.baseUrl)
    await page
      .getByRole('navigation', { name: 'Leads by ZIP code' })
      .getByRole('button', { name: /12 Oak St/ })
      .click()
    const detail = page.getByRole('article', { name: /^1\. Dana Crosswell/ })
    const panel = detail.getByRole('region', { name: 'Homeowner contacts' })
    await panel.getByRole('button', { name: 'Trace defendants' }).click()
    const dialog = page.getByRole('dialog', { name: 'Permissible use of contact data' })
    await dialog.getByLabel('I have a permissible purpose and accept these terms.').check()
    await dialog.getByRole('button', { name: 'Accept and trace' }).click()
    await toastText(page, 'Trace Complete').waitFor()

    // The list sorted by urgency refreshes the lead the trace made due: it crosses, once.
    const [after] = await byUrgency()
    expect(after?.urgency.score).toBeGreaterThanOrEqual(wanted)
    expect(after?.urgency.explanation).toMatch(/e-mail that may be used/)
    await byUrgency()
    const title = `Lead urgency ${after?.urgency.score}: 12 Oak St, Trenton`
    expect(await newestMessageTo(app.dataDir, user.email)).toContain(title)

    await page.reload()
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' })
    await bell.waitFor()
    await bell.click()
    const item = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: new RegExp(title) })
    await item.waitFor()
    expect(await item.textContent()).toContain(`Sale in ${40} days (WI, scheduled)`)
    expect(widthProblem('the dashboard with the bell open', await settledPageWidth(page))).toBe('')
    await item.click()
    await page.waitForURL(`${app.baseUrl}/dashboard?lead=${lead.id}`)
    await page.getByRole('article', { name: /^1\. Dana Crosswell/ }).waitFor()

    // Turned off: the card says so.
    const again = await openCard()
    await again.getByRole('button', { name: 'Turn off' }).click()
    await expect.poll(() => again.getByTestId('urgency-alert-status').textContent()).toBe('Off.')
    expect(errors).toEqual([])
  })

  it("a trial is shown the server's refusal and offered the plans", async () => {
    await login(page)
    const card = await openCard()
    await card.getByRole('button', { name: 'Turn on urgency alert' }).click()
    // The plan chooser opens over the page (which it hides from the accessibility tree); under
    // it, the card shows the server's message as it words it.
    await page.getByRole('dialog').waitFor()
    await page
      .locator('[role="alert"]')
      .filter({
        hasText:
          "Alerts are part of the Pro and Elite plans. Upgrade to hear when a lead's urgency rises.",
      })
      .waitFor()
    expect(await page.getByTestId('urgency-alert-status').textContent()).toBe('Off.')
  })
})
