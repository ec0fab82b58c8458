import { TRIAL } from '@common/limits'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { newestResetLink } from './support/outbox'

let app: E2eApp
let context: BrowserContext
let page: Page
let errors: string[]
let userCount = 0

/** Failed calls the tests cause on purpose: the browser logs each as a console error. */
const EXPECTED_FAILURES = [/status of 401 .*\/api\/(user|login)$/]

setUpBrowserSession({ expectedFailures: EXPECTED_FAILURES }, (session) => {
  app = session.app
  context = session.context
  page = session.page
  errors = session.errors
})

interface TestUser {
  firstName: string
  lastName: string
  email: string
  password: string
}

/** A user no other test uses: the server refuses a second trial for the same e-mail or name. */
function newUser(): TestUser {
  userCount += 1
  const id = `${Date.now().toString(36)}${userCount}`
  return {
    firstName: 'Casey',
    lastName: `Tester${id}`,
    email: `casey.${id}@example.com`,
    password: 'first-pass-1',
  }
}

/** A toast by its title or text, not the screen-reader copy Radix also renders. */
function toastText(text: string, target: Page = page) {
  return target.getByText(text, { exact: true })
}

async function openAuth(tab: 'Sign In' | 'Start Free Trial'): Promise<void> {
  await page.goto(`${app.baseUrl}/auth`)
  await page.getByRole('tab', { name: tab }).click()
}

async function register(user: TestUser): Promise<void> {
  await openAuth('Start Free Trial')
  const form = page.getByRole('tabpanel')
  await form.getByLabel('First Name').fill(user.firstName)
  await form.getByLabel('Last Name').fill(user.lastName)
  await form.getByLabel('Email').fill(user.email)
  await form.getByLabel('Password', { exact: true }).fill(user.password)
  await form.getByRole('button', { name: 'Start Free Trial' }).click()
}

async function signIn(email: string, password: string): Promise<void> {
  await openAuth('Sign In')
  const form = page.getByRole('tabpanel')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function expectDashboard(user: Pick<TestUser, 'email'>): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
  const account = page.getByRole('region', { name: 'My Account' })
  expect(await account.textContent()).toContain(user.email)
}

describe('accounts', () => {
  it('registers a trial user and lands on the dashboard with the trial status', async () => {
    const user = newUser()
    await register(user)

    await toastText('Registration Successful').waitFor()
    await toastText('Your 24-hour free trial has started!').waitFor()
    await expectDashboard(user)

    await page.getByRole('banner').getByText('Free Trial', { exact: true }).waitFor()
    const trial = page.getByRole('region', { name: 'Free Trial' })
    await trial.getByText(/^\d+ hours? remaining$/).waitFor()
    const trialText = (await trial.textContent()) ?? ''
    expect(trialText).toContain(`${TRIAL.durationHours} hours remaining`)
    const allowances = {
      Searches: TRIAL.searches,
      Downloads: TRIAL.downloads,
      Uploads: TRIAL.documentUploads,
    }
    for (const [label, count] of Object.entries(allowances)) {
      expect(trialText).toContain(`${label}${count} of ${count} remaining`)
    }
    expect(errors).toEqual([])
  })

  it('signs out, then signs back in with the same credentials', async () => {
    const user = await login(page, { password: 'first-pass-1' })
    await page.goto(`${app.baseUrl}/dashboard`)
    await expectDashboard(user)

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await toastText('Logged Out').waitFor()
    await toastText('You have been successfully logged out.').waitFor()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('link', { name: 'Get Started Free' }).waitFor()

    await signIn(user.email, user.password)
    await toastText('Login Successful').waitFor()
    await toastText('Welcome back!').waitFor()
    await expectDashboard(user)

    await page.goto(`${app.baseUrl}/auth`)
    await expectDashboard(user)
    expect(errors).toEqual([])
  })

  it('resets a forgotten password from the e-mailed link', async () => {
    const user = await login(page, { password: 'first-pass-1' })
    await page.goto(`${app.baseUrl}/dashboard`)
    await expectDashboard(user)
    await context.clearCookies()

    await openAuth('Sign In')
    await page.getByRole('button', { name: 'Forgot Password?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reset Your Password' })
    await dialog.getByLabel('Email').fill(user.email)
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click()
    await toastText('Reset Email Sent').waitFor()
    await toastText(
      'If an account with this email exists, a password reset link has been sent.',
    ).waitFor()

    const link = new URL(await newestResetLink(app.dataDir, user.email))
    expect(link.pathname).toBe('/reset-password')
    await page.goto(`${app.baseUrl}${link.pathname}${link.search}`)
    await page.getByText('This link expires in 1 hour.').waitFor()
    await page.getByLabel('New Password').fill('second-pass-2')
    await page.getByLabel('Confirm Password').fill('second-pass-2')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor()
    await page.getByRole('link', { name: 'Continue to Login' }).click()
    await page.waitForURL((url) => url.pathname === '/auth')

    await signIn(user.email, user.password)
    await toastText('Login Failed').waitFor()
    await toastText('Invalid email or password').waitFor()
    expect(new URL(page.url()).pathname).toBe('/auth')

    await signIn(user.email, 'second-pass-2')
    await expectDashboard(user)
  })

  it('opens the forgot-password dialog without CSP violations (the scroll lock uses the nonce)', async () => {
    await openAuth('Sign In')
    await page.getByRole('button', { name: 'Forgot Password?' }).click()
    await page.getByRole('dialog', { name: 'Reset Your Password' }).waitFor()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    expect(errors).toEqual([])
  })

  it("shows 'Invalid Reset Link' without a token", async () => {
    await page.goto(`${app.baseUrl}/reset-password`)
    await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor()
    await page
      .getByText('This password reset link is invalid. Please request a new password reset.')
      .waitFor()
    await page.getByRole('link', { name: 'Back to Login' }).click()
    await page.waitForURL((url) => url.pathname === '/auth')
  })

  it('tells an anonymous visitor of /dashboard they are logged out and sends them to /auth', async () => {
    // The toast lives 500 ms before the page moves on to /auth (a full navigation), too short for
    // polling on a loaded machine: the page itself reports each toast it shows.
    const shown: string[] = []
    await page.exposeFunction('reportToast', (text: string) => shown.push(text))
    await page.addInitScript(() => {
      const report = (window as unknown as { reportToast: (text: string) => void }).reportToast
      new MutationObserver(() => {
        const region = document.querySelector('[role="region"][aria-label^="Notifications"]')
        for (const item of region?.querySelectorAll('li') ?? []) {
          if (item.textContent) report(item.textContent)
        }
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    await page.goto(`${app.baseUrl}/dashboard`)
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 30_000 })
    expect(shown).toContain('UnauthorizedYou are logged out. Logging in again...')
    await page.getByRole('tab', { name: 'Sign In' }).waitFor()
  })

  it('shows the validation messages of the sign-up form word for word', async () => {
    await openAuth('Start Free Trial')
    await page.getByRole('button', { name: 'Start Free Trial' }).click()
    const form = page.getByRole('tabpanel')
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]) {
      await form.getByText(message, { exact: true }).waitFor()
    }
    expect(new URL(page.url()).pathname).toBe('/auth')
  })
})
