import { TIER_LIMITS } from '@common/plans'
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { paypalOrders, simulatedSubscriptions } from '../server/src/db/schema'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

/** The signed-out visitor of /subscription: Chromium logs the 401 of GET /api/user. */
const EXPECTED_FAILURES = [/status of 401 .*\/api\/user$/]

setUpBrowserSession({ expectedFailures: EXPECTED_FAILURES }, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

async function openUpgradeModal(): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade', exact: true }).click()
}

/** Picks a plan in the modal and waits for the simulator's approval page. */
async function choosePlan(buttonLabel: string): Promise<void> {
  await openUpgradeModal()
  const modal = page.getByRole('dialog', { name: 'Choose Your Plan' })
  await modal.getByRole('button', { name: buttonLabel }).click()
  await page.waitForURL((url) => url.pathname === '/api/billing/simulator/checkout')
  await page.getByText('Test payment: no money moves').waitFor()
}

async function approveOnSimulator(tierName: string): Promise<void> {
  await page.getByRole('button', { name: 'Approve test payment' }).click()
  await page.waitForURL((url) => url.pathname === '/subscription-success')
  // The return URL is shaped like PayPal's: subscription_id, ba_token, a token, no PayerID.
  const back = new URL(page.url()).searchParams
  expect(back.get('subscription_id')).toMatch(/^SIM-/)
  expect(back.get('ba_token')).toMatch(/^BA-SIM/)
  expect(back.get('token')).toMatch(/^[0-9A-F]{17}$/)
  expect(back.has('PayerID')).toBe(false)
  await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor()
  await toastText(page, 'Subscription Activated!').waitFor()
  await toastText(page, `Your ${tierName} subscription is now active.`).waitFor()
}

describe('billing', () => {
  it('a trial user picks Pro in the upgrade modal, approves the test payment and gets Pro', async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await page.getByRole('banner').getByText('Free Trial', { exact: true }).waitFor()

    await openUpgradeModal()
    const modal = page.getByRole('dialog', { name: 'Choose Your Plan' })
    await modal.waitFor()
    expect(await modal.getByRole('article').count()).toBe(3)
    await modal.getByText('Most Popular', { exact: true }).waitFor()
    expect(await modal.getByText('Upgrade to unlock:', { exact: true }).count()).toBe(2)
    expect(await modal.getByText('Current Plan', { exact: true }).count()).toBe(0)

    // Hold the call back until the test has looked (a fixed delay raced a loaded machine): while
    // it is under way, every plan button is disabled and reads 'Processing...'.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/paypal/create-subscription', async (route) => {
      await held
      await route.continue()
    })
    await modal.getByRole('button', { name: 'Start Pro - Best Value!' }).click()
    const processing = modal.getByRole('button', { name: 'Processing...' })
    await processing.first().waitFor()
    expect(await processing.count()).toBe(3)
    for (const button of await processing.all()) expect(await button.isDisabled()).toBe(true)
    release()

    await page.waitForURL((url) => url.pathname === '/api/billing/simulator/checkout')
    const simulator = (await page.locator('main').textContent()) ?? ''
    expect(simulator).toContain('no money moves')
    expect(simulator).toContain('Pro')

    await approveOnSimulator('Pro')
    const success = (await page.locator('main').textContent()) ?? ''
    expect(success).toContain('Pro')
    expect(success).toContain("What's Next")

    await page.getByRole('link', { name: 'Continue to Dashboard' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('banner').getByText('Pro Plan', { exact: true }).waitFor()
    const usage = page.getByRole('region', { name: 'Plan Usage' })
    const pro = TIER_LIMITS.pro
    await usage.getByText(`0 of ${pro.countiesPerMonth} counties used`).waitFor()
    await usage
      .getByText(`0 of ${pro.documentImportsPerMonth} documents imported this month`)
      .waitFor()
    await usage.getByText(`0 of ${pro.socialSearchesPerMonth} social searches used`).waitFor()
    const account = page.getByRole('region', { name: 'My Account' })
    expect(await account.textContent()).toContain('Active')
    expect(await page.getByRole('region', { name: 'Free Trial' }).count()).toBe(0)

    // The simulator's payment, in the billing history: date, amount, status, labelled simulated.
    const history = page.getByRole('region', { name: 'Billing History' })
    await history.getByText('Simulated payments: no money moved.').waitFor()
    const row = history.getByRole('row').nth(1)
    await row.getByText('$69.99', { exact: true }).waitFor()
    expect(await row.textContent()).toContain('Paid (simulated)')
    expect(await row.textContent()).toContain(new Date().toLocaleDateString('en-US'))

    await openUpgradeModal()
    const current = modal.getByRole('button', { name: 'Current Plan' })
    expect(await current.isDisabled()).toBe(true)
    expect(errors).toEqual([])
  })

  it("cancelling on the simulator page lands on 'Subscription Cancelled' and changes nothing", async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await choosePlan('Start with Basic')
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()

    await page.waitForURL((url) => url.pathname === '/subscription-cancelled')
    await page.getByRole('heading', { level: 1, name: 'Subscription Cancelled' }).waitFor()
    expect(await page.locator('main').textContent()).toContain('No charges were made.')
    const support = page.getByRole('link', { name: 'Contact Support' })
    expect(await support.getAttribute('href')).toMatch(/^mailto:support@.+\?subject=Subscription/)

    await page.getByRole('link', { name: 'Try Again' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('banner').getByText('Free Trial', { exact: true }).waitFor()
    expect(errors).toEqual([])
  })

  it("an Elite subscriber opening the upgrade modal sees 'You have the highest tier!'", async () => {
    await login(page)
    await openDashboard(page, app.baseUrl)
    await choosePlan('Unlock Elite - Full Power!')
    await approveOnSimulator('Elite')
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click()
    await page.getByRole('banner').getByText('Elite Plan', { exact: true }).waitFor()
    await page.getByRole('region', { name: 'Plan Usage' }).getByText('Unlimited').first().waitFor()

    await openUpgradeModal()
    const modal = page.getByRole('dialog', { name: 'You have the highest tier!' })
    await modal.waitFor()
    expect(await modal.getByRole('article').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('after an upgrade to Elite, the billing history keeps the Pro payment and adds the Elite one', async () => {
    const user = await login(page)
    await openDashboard(page, app.baseUrl)
    await choosePlan('Start Pro - Best Value!')
    await approveOnSimulator('Pro')
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click()
    await page.getByRole('banner').getByText('Pro Plan', { exact: true }).waitFor()

    await choosePlan('Unlock Elite - Full Power!')
    await page.getByRole('heading', { name: 'Approve your plan change' }).waitFor()
    await approveOnSimulator('Elite')
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click()
    await page.getByRole('banner').getByText('Elite Plan', { exact: true }).waitFor()

    // Right after the upgrade: the Pro payment as it was paid (Elite's price applies from the
    // next payment on, as with PayPal's revise).
    const history = page.getByRole('region', { name: 'Billing History' })
    const rows = history.getByRole('row')
    await rows.nth(1).getByText('$69.99', { exact: true }).waitFor()
    expect(await rows.count()).toBe(2)
    expect(await rows.nth(1).textContent()).toContain('Pro')

    // Forty days on: Pro paid 40 days ago, Elite from 35 days ago, and its first payment since.
    const { db } = app.database
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000)
    const activated = daysAgo(40)
    const renewed = new Date(activated)
    renewed.setUTCMonth(renewed.getUTCMonth() + 1)
    const [sub] = await db
      .select()
      .from(simulatedSubscriptions)
      .where(eq(simulatedSubscriptions.customId, user.id))
    await db
      .update(simulatedSubscriptions)
      .set({
        activatedAt: activated,
        earlierPlans: (sub?.earlierPlans ?? []).map((plan) => ({
          ...plan,
          until: daysAgo(35).toISOString(),
        })),
      })
      .where(eq(simulatedSubscriptions.customId, user.id))
    for (const order of await db
      .select()
      .from(paypalOrders)
      .where(eq(paypalOrders.userId, user.id))) {
      const at = daysAgo(order.subscriptionTier === 'pro' ? 40 : 35)
      await db
        .update(paypalOrders)
        .set({ createdAt: at, completedAt: at })
        .where(eq(paypalOrders.id, order.id))
    }
    await page.reload()
    await rows.nth(2).waitFor()
    expect(await rows.count()).toBe(3)
    const [elite, pro] = [
      (await rows.nth(1).textContent()) ?? '',
      (await rows.nth(2).textContent()) ?? '',
    ]
    expect(elite).toContain('Elite')
    expect(elite).toContain('$99')
    expect(elite).toContain(renewed.toLocaleDateString('en-US'))
    expect(pro).toContain('Pro')
    expect(pro).toContain('$69.99')
    expect(pro).toContain(activated.toLocaleDateString('en-US'))
    expect(errors).toEqual([])
  })

  it('a Pro subscriber sees the Pro plan and its usage, and no trial', async () => {
    const user = await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    await page.getByRole('banner').getByText('Pro Plan', { exact: true }).waitFor()
    const usage = page.getByRole('region', { name: 'Plan Usage' })
    await usage.getByText(`0 of ${TIER_LIMITS.pro.countiesPerMonth} counties used`).waitFor()
    const account = (await page.getByRole('region', { name: 'My Account' }).textContent()) ?? ''
    expect(account).toContain(user.email)
    expect(account).toContain('Active')
    expect(await page.getByRole('region', { name: 'Free Trial' }).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it("never shows 'Payment Successful!' for a tier the URL names but the server did not confirm", async () => {
    await login(page)
    await page.goto(`${app.baseUrl}/subscription-success?tier=elite`)
    await page.getByRole('heading', { level: 1, name: 'No Payment to Confirm' }).waitFor()
    expect(await page.getByText('Payment Successful!').count()).toBe(0)
    expect(await page.locator('main').textContent()).not.toContain('Elite')
    expect(errors).toEqual([])
  })

  it('sends a signed-out visitor of /subscription to sign in before subscribing', async () => {
    await page.goto(`${app.baseUrl}/subscription`)
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor()
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Subscribe to Pro' }).click()
    await page.waitForURL((url) => url.pathname === '/auth')
    await toastText(page, 'Sign In Required').waitFor()
    expect(errors).toEqual([])
  })
})
