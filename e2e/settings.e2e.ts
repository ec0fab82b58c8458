/**
 * Settings in Chromium: names, password (a session elsewhere ends), e-mail through the mailed
 * link, subscribing from settings and seeing the billing history, the data export and deleting
 * the account (docs/decisions/0028).
 */
import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import JSZip from 'jszip'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { users } from '../server/src/db/schema'
import type { E2eApp } from './support/app'
import { type BrowserSession, setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { newestMessageTo } from './support/outbox'
import { toastText } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

/** Failed calls the tests cause on purpose: Chromium logs each as a console error. */
const EXPECTED_FAILURES = [
  /status of 401 .*\/api\/(user|billing\/usage|trial\/status)/,
  /status of 404 .*\/api\/user\/email\/confirm$/,
  /status of 400 .*\/api\/user\/password$/,
]

const session: BrowserSession = setUpBrowserSession(
  { expectedFailures: EXPECTED_FAILURES },
  (current) => {
    app = current.app
    page = current.page
    errors = current.errors
  },
)

async function openSettings(target: Page = page): Promise<void> {
  await target.goto(`${app.baseUrl}/settings`)
  await target.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
}

/** A section of the settings page itself (the sidebar repeats some, e.g. 'Billing History'). */
const section = (name: string, target: Page = page) =>
  target.locator('#main').getByRole('region', { name })

/** The link of the newest e-mail to `to` that leads to `path`. */
async function linkMailedTo(to: string, path: string): Promise<string> {
  const message = await newestMessageTo(app.dataDir, to)
  const link = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[^\\s"<>&]+`).exec(message)?.[0]
  if (!link) throw new Error(`No ${path} link in the newest e-mail to ${to}:\n${message}`)
  return link
}

describe('settings', () => {
  it('changes the names, the password (ending a session elsewhere) and the e-mail through its link', async () => {
    const unique = Date.now().toString(36)
    const user = await login(page, { tier: 'pro' })

    // The same account signed in on another device.
    const elsewhere = await session.browser.newContext()
    const other = await elsewhere.newPage()
    await other.goto(`${app.baseUrl}/auth`)
    await other.getByRole('tab', { name: 'Sign In' }).click()
    const signIn = other.getByRole('tabpanel')
    await signIn.getByLabel('Email').fill(user.email)
    await signIn.getByLabel('Password', { exact: true }).fill(user.password)
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click()
    await other.waitForURL((url) => url.pathname === '/dashboard')
    expect((await other.request.get(`${app.baseUrl}/api/user`)).status()).toBe(200)

    await openSettings()
    const profile = section('Profile')
    await profile.getByLabel('First name').fill('Jordan')
    await profile.getByLabel('Last name').fill(`Settings ${unique}`)
    await profile.getByRole('button', { name: 'Save name' }).click()
    await toastText(page, 'Profile Saved').waitFor()
    await page
      .getByRole('region', { name: 'My Account' })
      .getByText(`Jordan Settings ${unique}`)
      .waitFor()

    const password = section('Password')
    await password.getByLabel('Current password').fill('not my password')
    await password.getByLabel('New password', { exact: true }).fill('fresh-pass-2')
    await password.getByLabel('Confirm new password').fill('fresh-pass-2')
    await password.getByRole('button', { name: 'Change password' }).click()
    await toastText(page, 'Your current password is not correct.').waitFor()
    await password.getByLabel('Current password').fill(user.password)
    await password.getByLabel('New password', { exact: true }).fill('short')
    await password.getByLabel('Confirm new password').fill('short')
    await password.getByRole('button', { name: 'Change password' }).click()
    await password.getByText('Password must be at least 6 characters').waitFor()
    await password.getByLabel('New password', { exact: true }).fill('fresh-pass-2')
    await password.getByLabel('Confirm new password').fill('fresh-pass-2')
    await password.getByRole('button', { name: 'Change password' }).click()
    await toastText(page, 'Password Changed').waitFor()
    expect((await other.request.get(`${app.baseUrl}/api/user`)).status()).toBe(401)
    expect((await page.request.get(`${app.baseUrl}/api/user`)).status()).toBe(200)
    expect(await newestMessageTo(app.dataDir, user.email)).toContain('password')
    await elsewhere.close()

    const newEmail = `moved.${unique}@example.org`
    const email = section('E-mail address')
    await email.getByLabel('New e-mail address').fill(newEmail)
    await email.getByLabel('Current password').fill('fresh-pass-2')
    await email.getByRole('button', { name: 'Send confirmation link' }).click()
    await email
      .getByRole('status')
      .getByText(`We sent a confirmation link to ${newEmail}`, {
        exact: false,
      })
      .waitFor()
    const link = await linkMailedTo(newEmail, '/settings/confirm-email')
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'E-mail Address Changed' }).waitFor()
    await page.getByText(`Your e-mail address is now ${newEmail}.`).waitFor()
    await page.getByRole('link', { name: 'Go to Settings' }).click()
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
    await section('E-mail address').getByText(newEmail).waitFor()

    // The link works once.
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'E-mail Not Changed' }).waitFor()
    await page.getByText('This e-mail change link is invalid or has expired').waitFor()
    expect(errors).toEqual([])
  })

  it('subscribes from settings, then shows the plan, next billing date and billing history', async () => {
    await login(page)
    await openSettings()
    const billing = section('Subscription and billing')
    expect(await billing.textContent()).toContain('Free Trial')
    await billing.getByRole('button', { name: 'Upgrade', exact: true }).click()
    const modal = page.getByRole('dialog', { name: 'Choose Your Plan' })
    await modal.getByRole('button', { name: 'Start Pro - Best Value!' }).click()
    await page.waitForURL((url) => url.pathname === '/api/billing/simulator/checkout')
    await page.getByRole('button', { name: 'Approve test payment' }).click()
    await page.waitForURL((url) => url.pathname === '/subscription-success')
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor()

    await openSettings()
    await billing.getByText('Pro Plan', { exact: true }).waitFor()
    await billing.getByText('Next billing date').waitFor()
    await billing.getByText(/\(simulated\)$/).waitFor()
    const history = section('Billing History')
    await history.getByText('Simulated payments: no money moved.').waitFor()
    await history.getByRole('row').nth(1).getByText('$69.99', { exact: true }).waitFor()

    await billing.getByRole('button', { name: 'Cancel subscription' }).click()
    await page
      .getByRole('dialog', { name: 'Cancel your subscription?' })
      .getByRole('button', { name: 'Cancel subscription' })
      .click()
    await billing.getByText(/^Access until /).waitFor()
    expect(errors).toEqual([])
  })

  it('downloads the data export, then deletes the account and lands signed out on /', async () => {
    const user = await login(page, { tier: 'pro' })
    await openSettings()
    const exportSection = section('Export your data')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportSection.getByRole('link', { name: 'Download my data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^foreclosure-leads-export-\d{4}-\d\d-\d\d\.zip$/)
    const file = await download.path()
    const zip = await JSZip.loadAsync(await readFile(file))
    const profile = JSON.parse((await zip.file('profile.json')?.async('string')) ?? '{}')
    expect(profile.user.email).toBe(user.email)
    expect(zip.file('leads.csv')).not.toBeNull()

    const danger = section('Delete account')
    await danger.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByLabel('Current password').fill(user.password)
    await dialog.getByLabel('Type DELETE to confirm').fill('delete')
    await dialog.getByRole('button', { name: 'Delete account' }).click()
    await dialog.getByText('Type DELETE to confirm', { exact: true }).last().waitFor()
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
    await dialog.getByRole('button', { name: 'Delete account' }).click()

    await page.waitForURL((url) => url.pathname === '/')
    await toastText(page, 'Account Deleted').waitFor()
    expect((await page.request.get(`${app.baseUrl}/api/user`)).status()).toBe(401)
    const rows = await app.database.db.select().from(users).where(eq(users.id, user.id))
    expect(rows).toEqual([])
    expect(errors).toEqual([])
  })
})
