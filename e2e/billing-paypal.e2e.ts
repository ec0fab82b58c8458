/**
 * Subscribing through the real PayPal adapter in the browser: the app runs with PayPal settings
 * pointed at the fake PayPal, whose approve link sends the browser back the way PayPal does
 * (subscription_id, ba_token and a token that is neither; no PayerID).
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakePayPal, startFakePayPal } from '../server/src/testing/fake-paypal'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

let paypal: FakePayPal
let app: E2eApp
let page: Page
let errors: string[]

beforeAll(async () => {
  paypal = await startFakePayPal()
})
afterAll(() => paypal.close())

setUpBrowserSession(
  {
    app: () => ({
      env: {
        PAYMENTS: 'paypal',
        PAYPAL_API_BASE: paypal.baseUrl,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_WEBHOOK_ID: paypal.webhookId,
        PAYPAL_PLAN_ID_BASIC: paypal.plans.basic,
        PAYPAL_PLAN_ID_PRO: paypal.plans.pro,
        PAYPAL_PLAN_ID_ELITE: paypal.plans.elite,
      },
    }),
  },
  (session) => {
    app = session.app
    page = session.page
    errors = session.errors
  },
)

async function choosePro(): Promise<URL> {
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade', exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Choose Your Plan' })
  await modal.getByRole('button', { name: 'Start Pro - Best Value!' }).click()
  await page.waitForURL((url) => url.pathname === '/subscription-success')
  return new URL(page.url())
}

describe('billing with PayPal', () => {
  it('a trial user subscribes to Pro at PayPal and comes back on PayPal’s own return URL', async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    const back = await choosePro()
    const subscriptionId = back.searchParams.get('subscription_id')
    expect(subscriptionId).toMatch(/^I-/)
    expect(back.searchParams.get('ba_token')).toMatch(/^BA-/)
    expect(back.searchParams.get('token')).not.toBe(subscriptionId)
    expect(back.searchParams.has('PayerID')).toBe(false)

    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor()
    await toastText(page, 'Your Pro subscription is now active.').waitFor()
    expect(paypal.subscriptions.get(subscriptionId ?? '')?.status).toBe('ACTIVE')
    const activations = paypal.requests.filter((r) => r.path.endsWith('/activate'))
    expect(activations).toHaveLength(0)

    await page.getByRole('link', { name: 'Continue to Dashboard' }).click()
    await page.getByRole('banner').getByText('Pro Plan', { exact: true }).waitFor()
    const history = page.getByRole('region', { name: 'Billing History' })
    const row = history.getByRole('row').nth(1)
    await row.getByText('$69.99', { exact: true }).waitFor()
    expect(await row.textContent()).toContain('Paid')
    expect(await history.textContent()).not.toContain('simulated')
    expect(errors).toEqual([])
  })

  it("keeps 'Processing...' while PayPal is still activating, and succeeds once it has", async () => {
    // PayPal activates the approved subscription only when the test says so (a fixed delay
    // raced a loaded machine).
    paypal.setActivationDelay(null)
    try {
      await login(page)
      await openDashboard(page, app.baseUrl)
      await choosePro()
      await page.getByRole('heading', { level: 1, name: 'Processing...' }).waitFor()
      await new Promise((resolve) => setTimeout(resolve, 2000))
      // PayPal has not activated it yet: nothing claims success.
      expect(await page.getByText('Payment Successful!').count()).toBe(0)
      const approved = [...paypal.subscriptions.values()].filter((s) => s.status === 'APPROVED')
      expect(approved).toHaveLength(1)
      paypal.activateBySystem(approved[0]!.id)
      await page
        .getByRole('heading', { level: 1, name: 'Payment Successful!' })
        .waitFor({ timeout: 20_000 })
      await toastText(page, 'Subscription Activated!').waitFor()
      expect(errors).toEqual([])
    } finally {
      paypal.setActivationDelay(0)
    }
  })
})
