/**
 * Steps the browser tests share: registering a new trial user through the sign-up form, and
 * finding a toast's title or text inside the toast viewport (the page may repeat the words).
 */
import type { Locator, Page } from 'playwright-core'

let registered = 0

/** Registers a new trial user named `firstName` through /auth and waits for the dashboard. */
export async function registerTrialUser(
  page: Page,
  baseUrl: string,
  firstName: string,
  password = 'first-pass-1',
): Promise<void> {
  registered += 1
  const id = `${Date.now().toString(36)}${registered}`
  await page.goto(`${baseUrl}/auth`)
  await page.getByRole('tab', { name: 'Start Free Trial' }).click()
  const form = page.getByRole('tabpanel')
  await form.getByLabel('First Name').fill(firstName)
  await form.getByLabel('Last Name').fill(`Tester${id}`)
  await form.getByLabel('Email').fill(`${firstName.toLowerCase()}.${id}@example.com`)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Start Free Trial' }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
}

/** A toast's title or text, inside the toast viewport. */
export function toastText(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })
}
