/**
 * The urgency alert in a real browser (issue 35): a Pro user sets "tell me when a lead's
 * urgency reaches 75 or more" with e-mail on /alerts (a bad threshold is refused with its
 * message, the card fits a 390 px phone), then one of their leads crosses it, reported as the
 * leads module's refresh reports it (reportUrgencyChange: the hook, called in this process);
 * the bell counts it, names the lead and its score, and opens the lead; the e-mail went out. A
 * trial is shown the server's refusal and offered the plans.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildLead } from '../server/src/testing/leads-test-helpers'
import { reportUrgencyChange } from '../server/src/testing/urgency-alert-test-helpers'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { newestMessageTo } from './support/outbox'
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

describe('the urgency alert', () => {
  it('is set on /alerts; a lead crossing it rings the bell, which opens the lead', async () => {
    const user = await login(page, { tier: 'pro' })
    const lead = await buildLead(app, {
      userId: user.id,
      propertyAddress: '12 Oak St',
      city: 'Trenton',
      defendantName: 'Urgent E2E Ownerton',
    })
    const card = await openCard()
    expect(await card.getByTestId('urgency-alert-status').textContent()).toBe('Off.')
    const threshold = card.getByLabel("Tell me when a lead's urgency reaches")
    expect(await threshold.inputValue()).toBe('70')

    await threshold.fill('0')
    await card.getByRole('button', { name: 'Turn on urgency alert' }).click()
    await card.getByText('The urgency threshold must be a whole number from 1 to 100').waitFor()

    await threshold.fill('75')
    await card.getByLabel('E-mail').check()
    await card.getByRole('button', { name: 'Turn on urgency alert' }).click()
    await expect
      .poll(() => card.getByTestId('urgency-alert-status').textContent())
      .toBe('On: leads reaching 75 or more are told in the app and by e-mail.')
    expect(widthProblem('/alerts', await settledPageWidth(page))).toBe('')

    // The leads module's refresh reports the lead's stored score going from 60 to 82.
    expect(
      await reportUrgencyChange(app, {
        userId: user.id,
        leadId: lead.id,
        previous: 60,
        score: 82,
        title: '12 Oak St, Trenton',
        explanation: 'Sale in 9 days (FL, scheduled); equity about $84,000',
      }),
    ).toBe(1)
    expect(await newestMessageTo(app.dataDir, user.email)).toContain(
      'Lead urgency 82: 12 Oak St, Trenton',
    )

    await page.reload()
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' })
    await bell.waitFor()
    await bell.click()
    const item = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: /Lead urgency 82: 12 Oak St, Trenton/ })
    await item.waitFor()
    expect(await item.textContent()).toContain('Sale in 9 days (FL, scheduled)')
    expect(widthProblem('/alerts with the bell open', await settledPageWidth(page))).toBe('')
    await item.click()
    await page.waitForURL(`${app.baseUrl}/dashboard?lead=${lead.id}`)
    await page.getByRole('article', { name: /Urgent E2E Ownerton|12 Oak St/ }).waitFor()

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
