/**
 * Steps of the browser tests that upload a document from the dashboard and read its extracted
 * fields as a user sees them.
 */
import type { Locator, Page } from 'playwright-core'
import { toastText } from './page-steps'

/** Uploads `pdf` as `name` from the dashboard and waits for its analysis; its preview. */
export async function uploadPdf(page: Page, name: string, pdf: Uint8Array): Promise<Locator> {
  await page.getByLabel('PDF file to upload').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdf),
  })
  await toastText(page, 'Document Uploaded').waitFor()
  const preview = page.getByRole('article', { name })
  await preview.getByText('Processed', { exact: true }).waitFor({ timeout: 45_000 })
  return preview
}

/** The value shown for `label` in the preview's extracted fields. */
export async function fieldValue(preview: Locator, label: string): Promise<string> {
  const fields = preview.getByRole('region', { name: 'Extracted fields' })
  const term = fields.locator('dt', { hasText: new RegExp(`^${label}`) }).first()
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim()
}
