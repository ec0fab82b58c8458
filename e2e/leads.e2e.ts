/**
 * The lead workspace in a real browser (docs/decisions/0019): a Pro user with three leads (written
 * into the database, as keeping them would) moves one to 'contacted' with a note and a tag,
 * filters by that tag, opens the board and drags a card to another column (with the mouse, then
 * with the keyboard); then uploads a sheriff-sale list made of three corpus notices, imports it
 * from its preview and finds each record under its own ZIP.
 */
import { eq } from 'drizzle-orm'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { leads } from '../server/src/db/schema'
import {
  saleListPdf,
  saleListTruths,
} from '../server/src/testing/fixtures/document-corpus/corpus-sale-list'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { openDashboard, toastText } from './support/page-steps'

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

const LEADS = [
  { defendantName: 'Avery Q. Testman', zipCode: '45202', caseNumber: 'A2600001' },
  { defendantName: 'Blair R. Samplewood', zipCode: '45202', caseNumber: 'A2600002' },
  { defendantName: 'Casey T. Exampleton', zipCode: '33130', caseNumber: '2026-CA-000003' },
]

/** Three of the user's leads, as keeping three search results would leave them. */
async function threeLeads(userId: string) {
  const rows = LEADS.map((lead, i) => ({
    ...lead,
    userId,
    sourceKind: 'search_result',
    resultId: crypto.randomUUID(),
    dedupeKey: `e2e:${userId}:${i}`,
    filingType: 'Lis Pendens',
    propertyAddress: `${i + 1}0 Sample Street`,
    state: lead.zipCode === '33130' ? 'FL' : 'OH',
    filingDate: `2026-0${i + 1}-15`,
    loanAmount: `${(i + 1) * 100000}.00`,
    isSample: true,
  }))
  return app.database.db.insert(leads).values(rows).returning()
}

/** Where `locator` is once it has stopped moving (the board lays out as its columns load). */
async function settledBox(locator: Locator) {
  await locator.scrollIntoViewIfNeeded()
  let last = await locator.boundingBox()
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(100)
    const now = await locator.boundingBox()
    if (now && last && now.x === last.x && now.y === last.y && now.height === last.height)
      return now
    last = now
  }
  throw new Error('the board kept moving')
}

/** Drags `card` onto `target` with the mouse, in steps, as a person would. */
async function drag(card: Locator, target: Locator): Promise<void> {
  await settledBox(target)
  const from = await settledBox(card)
  const to = await target.boundingBox()
  if (!to) throw new Error('nowhere to drop')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 })
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 })
  await page.mouse.up()
}

describe('the lead workspace', () => {
  it('a Pro user works a lead, filters by its tag, and drags a card on the board', async () => {
    const user = await login(page, { tier: 'pro' })
    await threeLeads(user.id)
    await openDashboard(page, app.baseUrl)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('heading', { level: 3, name: 'ZIP 33130' }).waitFor()
    await list.getByRole('heading', { level: 3, name: 'ZIP 45202' }).waitFor()
    // Numbered from 1 in list order: ZIP 33130 first, then the two of 45202.
    const numbers = await list
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))
    expect(numbers).toEqual([
      'Select lead 1: Casey T. Exampleton',
      expect.stringMatching(/^Select lead 2: /),
      expect.stringMatching(/^Select lead 3: /),
    ])

    // Open Avery, move the lead to 'contacted' with a note and a tag.
    await list.getByRole('button', { name: /Avery Q\. Testman/ }).click()
    const detail = page.getByRole('article', { name: /Avery Q\. Testman/ })
    await detail.getByLabel('Status').selectOption('contacted')
    await detail.getByLabel('Add a note').fill('Called; owner wants to talk next week.')
    await detail.getByRole('button', { name: 'Add Note' }).click()
    await detail
      .getByRole('list', { name: 'Notes, newest first' })
      .getByText('Called; owner wants to talk next week.')
      .waitFor()
    await detail.getByLabel('New tag').fill('Hot')
    await detail.getByRole('button', { name: 'Add Tag' }).click()
    await detail.getByRole('list', { name: 'Tags' }).getByText('#hot').waitFor()
    await expect
      .poll(async () => {
        const [row] = await app.database.db
          .select()
          .from(leads)
          .where(eq(leads.defendantName, 'Avery Q. Testman'))
        return row && { status: row.status, tags: row.tags }
      })
      .toEqual({ status: 'contacted', tags: ['hot'] })

    // Filter by the tag: only Avery is left.
    await page.getByLabel('Tag', { exact: true }).selectOption('hot')
    await page.waitForURL((url) => url.searchParams.get('tag') === 'hot')
    await expect.poll(() => list.getByRole('checkbox').count()).toBe(1)
    await list.getByRole('button', { name: /Avery Q\. Testman/ }).waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => list.getByRole('checkbox').count()).toBe(3)

    // The board: Avery under Contacted; Blair dragged from New to Researching.
    await page.getByRole('button', { name: 'Board', exact: true }).click()
    const board = page.getByRole('region', { name: 'Pipeline board' })
    const column = (name: string) => board.getByRole('region', { name: new RegExp(`^${name}`) })
    await column('Contacted').getByRole('button', { name: 'Move Avery Q. Testman' }).waitFor()
    const blair = column('New').getByRole('button', { name: 'Move Blair R. Samplewood' })
    await drag(blair, column('Researching'))
    await column('Researching').getByRole('button', { name: 'Move Blair R. Samplewood' }).waitFor()
    await expect
      .poll(async () => {
        const [row] = await app.database.db
          .select({ status: leads.status })
          .from(leads)
          .where(eq(leads.defendantName, 'Blair R. Samplewood'))
        return row?.status
      })
      .toBe('researching')

    // With the keyboard: Casey picked up with Space, one column right, dropped with Space.
    const casey = column('New').getByRole('button', { name: 'Move Casey T. Exampleton' })
    await casey.focus()
    // A person's pace: the sensor listens for the arrows once the card is picked up.
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key)
      await page.waitForTimeout(150)
    }
    await column('Researching').getByRole('button', { name: 'Move Casey T. Exampleton' }).waitFor()
    await expect
      .poll(async () => {
        const [row] = await app.database.db
          .select({ status: leads.status })
          .from(leads)
          .where(eq(leads.defendantName, 'Casey T. Exampleton'))
        return row?.status
      })
      .toBe('researching')
    expect(errors).toEqual([])
  })

  it('an uploaded sheriff-sale list, imported, gives a lead per record under its own ZIP', async () => {
    await login(page, { tier: 'pro' })
    await openDashboard(page, app.baseUrl)
    await page.getByLabel('PDF file to upload').setInputFiles({
      name: 'sheriff-sale-list.pdf',
      mimeType: 'application/pdf',
      buffer: await saleListPdf(),
    })
    await toastText(page, 'Document Uploaded').waitFor()
    // A list is looked at before it becomes leads (docs/decisions/0058): its preview, then import.
    const preview = page.getByRole('region', { name: '3 records found' })
    await preview.waitFor({ timeout: 45_000 })
    await preview.getByRole('button', { name: 'Import 3 leads' }).click()
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    for (const truth of saleListTruths()) {
      const heading = list.getByRole('heading', { level: 3, name: `ZIP ${truth.zip}` })
      await heading.waitFor({ timeout: 45_000 })
    }
    expect(await list.getByRole('checkbox').count()).toBe(3)
    // The upload itself is not listed as a document any more: its records are the leads.
    expect(await page.getByRole('navigation', { name: 'Documents by ZIP code' }).count()).toBe(0)
    await list.getByRole('button', { name: /Lindqvist/ }).click()
    const records = page.getByRole('region', { name: /Records in this document/ })
    // The detail may still show the record opened before (the same document) for a moment.
    await expect
      .poll(() => records.locator('tr[aria-current="true"]').textContent(), { timeout: 15_000 })
      .toContain('19001')
    expect(errors).toEqual([])
  })
})
