/**
 * Issue 31 item 1 in a real browser: a campaign shows each recipient's message with its
 * placeholders filled from the lead and the sender before it starts, and one whose placeholder
 * cannot be filled for a typed-in recipient cannot be started; the message composer does not
 * copy a message whose [Your Phone] the sender identity cannot fill.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  buildContactWithEmails,
  buildLeadRow,
  buildSocialProfile,
} from '../server/src/testing/outreach-factories'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { newestMessageTo } from './support/outbox'
import { openDashboard, toastText } from './support/page-steps'

const SCREENSHOTS = process.env.CAMPAIGNS_SCREENSHOTS ?? tmpdir()

let app: E2eApp
let page: Page
let errors: string[]

setUpBrowserSession({}, (session) => {
  app = session.app
  page = session.page
  errors = session.errors
})

/** The sender identity, without a phone: [Your Phone] cannot be filled. */
async function setSenderIdentity() {
  await page.goto(`${app.baseUrl}/settings`)
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
  await page.getByLabel('Sender name').fill('Sam Investor')
  await page.getByLabel('Postal address').fill('100 Main St, Fresno, CA 93701')
  await page.getByLabel('Reply-to e-mail').fill('sam@example.com')
  await page.getByRole('button', { name: 'Save sender' }).click()
  await toastText(page, 'Sender Saved').waitFor()
}

async function fillCampaign(name: string, subject: string, lines: string) {
  await page.getByRole('heading', { level: 1, name: 'New e-mail campaign' }).waitFor()
  await page.getByLabel('Campaign name').fill(name)
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Message', { exact: true }).fill('Hello [First Name], this is [Your Name].')
  await page.getByLabel('Your own recipients').fill(lines)
  await page.getByRole('button', { name: 'Create campaign' }).click()
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

describe('campaign placeholders', () => {
  it('shows each recipient’s filled message before Start, and holds Start while one cannot be filled', async () => {
    const user = await login(page, { tier: 'pro' })
    const { db } = app.database
    const lead = await buildLeadRow(db, {
      userId: user.id,
      defendantName: 'Maria Garcia',
      propertyAddress: '9 Elm St',
      city: 'Addison',
      state: 'TX',
      zipCode: '75001',
    })
    await buildContactWithEmails(db, {
      userId: user.id,
      leadId: lead.id,
      name: 'Maria Garcia',
      emails: ['maria.garcia@homes.example'],
    })
    await setSenderIdentity()
    await openDashboard(page, app.baseUrl)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('checkbox', { name: /Maria Garcia/i }).check()
    await page
      .getByRole('region', { name: 'Selected leads' })
      .getByRole('button', { name: 'Create e-mail campaign' })
      .click()
    await fillCampaign(
      'Elm St and Ann',
      'About your home at [Property Address]',
      'ann@owners.example, Ann',
    )

    const preview = page.getByRole('region', { name: 'Each recipient’s message' })
    const alert = preview.getByRole('alert')
    await alert.getByText('This campaign cannot start yet').waitFor()
    expect(await alert.textContent()).toContain(
      '[Property Address] cannot be filled for 1 of 2 recipients (ann@owners.example).',
    )
    const start = page.getByRole('button', { name: 'Start campaign' })
    expect(await start.isDisabled()).toBe(true)
    const ann = preview.getByRole('article', { name: 'Message to ann@owners.example' })
    await ann.getByText('About your home at [Property Address]').waitFor()
    await ann.getByText('Hello Ann, this is Sam Investor.').waitFor()
    await ann.getByText('Not filled for this recipient: [Property Address]').waitFor()

    await preview
      .getByLabel('Recipient')
      .selectOption({ label: 'Maria Garcia <maria.garcia@homes.example>' })
    const maria = preview.getByRole('article', { name: 'Message to maria.garcia@homes.example' })
    await maria.getByText('About your home at 9 Elm St, Addison, TX 75001').waitFor()
    await maria.getByText('Hello Maria, this is Sam Investor.').waitFor()
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'campaign-placeholders.png'),
      fullPage: true,
    })
    expect(await start.isDisabled()).toBe(true)

    // Without the placeholder it cannot fill, it starts and the e-mail goes out filled.
    await page.goto(`${app.baseUrl}/campaigns/new`)
    await fillCampaign('Ann only', 'About your home', 'ann@owners.example, Ann')
    await preview.getByRole('article', { name: 'Message to ann@owners.example' }).waitFor()
    expect(await preview.getByRole('alert').count()).toBe(0)
    await start.click()
    await expect
      .poll(() => page.getByTestId('campaign-status').textContent(), { timeout: 20_000 })
      .toBe('Completed')
    const mail = await newestMessageTo(app.dataDir, 'ann@owners.example')
    expect(mail).toContain('Hello Ann, this is Sam Investor.')
    expect(mail).not.toContain('[')
    expect(errors).toEqual([])
  })

  it('the message composer does not copy a message whose [Your Phone] is not filled', async () => {
    const user = await login(page, { tier: 'pro' })
    const { db } = app.database
    const profile = await buildSocialProfile(db, {
      userId: user.id,
      defendantName: 'Maria Garcia',
      platform: 'facebook',
    })
    await buildLeadRow(db, { userId: user.id, defendantName: 'MARIA GARCIA' })
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl })
    await setSenderIdentity()
    await page.goto(`${app.baseUrl}/dashboard?tab=social-discovery&profile=${profile.id}`)
    await page.getByRole('heading', { level: 2, name: /Message Maria Garcia/ }).waitFor()
    await page.getByRole('button', { name: 'I understand - proceed' }).click()
    await page.getByLabel('Template').selectOption({ label: 'Friendly introduction' })
    const body = page.getByLabel('Message', { exact: true })
    expect(await body.inputValue()).toContain('My name is Sam Investor.')
    expect(await body.inputValue()).toContain('[Your Phone]')
    await page.getByText(/Still to fill in: \[Your Phone\]/).waitFor()

    await page.evaluate(() => navigator.clipboard.writeText('nothing copied'))
    await page.getByRole('button', { name: 'Copy message' }).click()
    await toastText(page, 'Placeholders Not Filled').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('nothing copied')
    await page.getByRole('button', { name: 'Mark as sent' }).click()
    expect(await toastText(page, 'Marked as Sent').count()).toBe(0)

    // Written in by hand, it is copied.
    await body.fill((await body.inputValue()).replace('[Your Phone]', '(559) 555-0100'))
    await page.getByRole('button', { name: 'Copy message' }).click()
    await toastText(page, 'Message Copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('(559) 555-0100')
    expect(errors).toEqual([])
  })
})
