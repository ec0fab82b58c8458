/**
 * Steps the browser tests share: opening the dashboard of a signed-in user (see login.ts), and
 * finding a toast's title or text inside the toast viewport (the page may repeat the words).
 */
import type { Locator, Page } from 'playwright-core'

/** Opens /dashboard and waits for its heading: where a user lands after signing up or in. */
export async function openDashboard(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard`)
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
}

/** A toast's title or text, inside the toast viewport. */
export function toastText(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })
}
