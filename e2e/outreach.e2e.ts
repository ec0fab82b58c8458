import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildLeadRow, buildSocialProfile } from '../server/src/testing/outreach-factories'
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

const SCREENSHOT = process.env.OUTREACH_SCREENSHOT ?? path.join(tmpdir(), 'dashboard-outreach.png')

/** A signed-in pro user with a social profile and a California lead for the same defendant. */
async function userWithProfileAndLead() {
  const user = await login(page, { tier: 'pro' })
  const { db } = app.database
  const profile = await buildSocialProfile(db, {
    userId: user.id,
    defendantName: 'Maria Garcia',
    platform: 'facebook',
  })
  const lead = await buildLeadRow(db, {
    userId: user.id,
    defendantName: 'MARIA GARCIA',
    propertyAddress: '12 Oak St',
    city: 'Fresno',
    state: 'CA',
    zipCode: '93701',
    caseNumber: '24CV-0042',
  })
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl })
  return { user, profile, lead }
}

async function setSenderIdentity() {
  await page.goto(`${app.baseUrl}/settings`)
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
  await page.getByRole('heading', { level: 2, name: 'Mailboxes' }).waitFor()
  await page.getByText('Google and Microsoft connections are not set up on this server.').waitFor()
  await page.getByLabel('Sender name').fill('Sam Investor')
  await page.getByLabel('Postal address').fill('100 Main St, Fresno, CA')
  await page.getByLabel('Reply-to e-mail').fill('sam@example.com')
  await page.getByLabel('Phone (optional)').fill('(559) 555-0100')
  await page.getByRole('button', { name: 'Save sender' }).click()
  // A postal address without a ZIP code is refused in the form, before anything is sent.
  await page.getByText('Enter your full postal address').waitFor()
  await page.getByLabel('Postal address').fill('100 Main St, Fresno, CA 93701')
  await page.getByRole('button', { name: 'Save sender' }).click()
  await toastText(page, 'Sender Saved').waitFor()
}

describe('social-discovery outreach', () => {
  it('composes from a template with placeholders filled, copies, marks as sent and lists the history', async () => {
    const { profile } = await userWithProfileAndLead()
    await setSenderIdentity()
    await page.goto(`${app.baseUrl}/dashboard?tab=social-discovery&profile=${profile.id}`)
    await page.getByRole('heading', { level: 2, name: /Message Maria Garcia/ }).waitFor()

    // The compliance notice starts visible; the buttons wait for a message.
    const proceed = page.getByRole('button', { name: 'I understand - proceed' })
    expect(await proceed.isVisible()).toBe(true)
    const copy = page.getByRole('button', { name: 'Copy message' })
    const markSent = page.getByRole('button', { name: 'Mark as sent' })
    expect(await copy.isDisabled()).toBe(true)
    await page.getByLabel('Message', { exact: true }).fill('   ')
    expect(await markSent.isDisabled()).toBe(true)

    // A template, its placeholders filled from the profile, the lead and the sender.
    await page.getByLabel('Template').selectOption({ label: 'Friendly introduction' })
    const body = await page.getByLabel('Message', { exact: true }).inputValue()
    expect(body).toContain('Hi Maria,')
    expect(body).toContain('12 Oak St, Fresno, CA 93701')
    expect(body).toContain('My name is Sam Investor.')
    expect(body).toContain('(559) 555-0100')
    expect(body).not.toMatch(/\[(First Name|Your Name|Your Phone|Property Address)\]/)
    expect(await page.getByLabel('Subject (optional)').inputValue()).toBe(
      'About your property at 12 Oak St, Fresno, CA 93701',
    )

    // Nothing is copied before the notice is confirmed.
    await copy.click()
    await toastText(page, 'Compliance Confirmation Required').waitFor()
    await proceed.click()
    expect(await proceed.count()).toBe(0)

    await copy.click()
    await toastText(page, 'Message Copied').waitFor()
    const clipboard = await page.evaluate(() => navigator.clipboard.readText())
    expect(clipboard).toBe(`Subject: About your property at 12 Oak St, Fresno, CA 93701\n\n${body}`)

    await markSent.click()
    await toastText(page, 'Marked as Sent').waitFor()

    const history = page.getByRole('region', { name: 'Outreach History' })
    await history.getByText('Sent', { exact: true }).waitFor()
    const entries = history.getByRole('listitem')
    expect(await entries.count()).toBe(2)
    expect(await entries.nth(0).textContent()).toContain('Just now')
    expect(await entries.nth(1).textContent()).toContain('Copied')
    // The preview stops at 100 characters; the full message is one click away.
    const preview = await entries.nth(0).locator('p.whitespace-pre-line').textContent()
    expect(preview?.endsWith('...')).toBe(true)
    expect(Array.from(preview ?? '').length).toBe(103)
    await page.evaluate(() => navigator.clipboard.writeText(''))
    await entries.nth(0).getByRole('button', { name: 'Copy full message' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clipboard)

    // The homeowner answered in their own inbox: the user marks it (0040), and can take it back.
    await entries.nth(0).getByRole('button', { name: 'Mark replied' }).click()
    await entries
      .nth(0)
      .getByText(/^Replied/)
      .waitFor()
    const notReplied = entries.nth(0).getByRole('button', { name: 'Not replied' })
    await notReplied.click()
    await entries.nth(0).getByRole('button', { name: 'Mark replied' }).waitFor()
    expect(
      await entries
        .nth(0)
        .getByText(/^Replied/)
        .count(),
    ).toBe(0)

    await page.screenshot({ path: SCREENSHOT, fullPage: true })

    // The lead's own timeline shows what was copied and sent about it.
    await openDashboard(page, app.baseUrl)
    await page
      .getByRole('navigation', { name: 'Leads by ZIP code' })
      .getByRole('button', { name: /Maria Garcia/i })
      .click()
    const timeline = page.getByRole('region', { name: 'Outreach', exact: true })
    await timeline.getByText('Sent on Facebook').waitFor()
    await timeline.getByText('Copied on Facebook').waitFor()
    expect(errors).toEqual([])
  })

  it('flags “stop your foreclosure” to a California lead with the California notice', async () => {
    const { profile } = await userWithProfileAndLead()
    await page.goto(`${app.baseUrl}/dashboard?tab=social-discovery&profile=${profile.id}`)
    await page.getByRole('heading', { level: 2, name: /Message Maria Garcia/ }).waitFor()
    await page.getByRole('button', { name: 'I understand - proceed' }).click()
    await page
      .getByLabel('Message', { exact: true })
      .fill('Hi Maria, I can stop your foreclosure. Call me.')

    const notice = page.getByRole('region', {
      name: 'California foreclosure-consultant and equity-purchaser law',
    })
    await notice.waitFor()
    const text = await notice.textContent()
    expect(text).toContain('“stop your foreclosure”')
    expect(text).toContain('Cal. Civ. Code §§ 2945-2945.11')
    expect(text).toContain('Mortgage Foreclosure Consultants Act')
    expect(text).toContain('not legal advice')

    // Not sent until the user confirms the state's rules.
    await page.getByRole('button', { name: 'Mark as sent' }).click()
    await toastText(page, 'Compliance Confirmation Required').waitFor()
    const history = page.getByRole('region', { name: 'Outreach History' })
    await history.getByText('No outreach to Maria Garcia logged yet.').waitFor()

    await notice.getByLabel('I have read the California rules above and will follow them.').check()
    await page.getByRole('button', { name: 'Mark as sent' }).click()
    await toastText(page, 'Marked as Sent').waitFor()
    await history.getByText('Just now').waitFor()

    // The message saved as a template of the user's own, then edited as written.
    await page.getByRole('button', { name: 'Save as template' }).click()
    await page.getByLabel('Template name').fill('My intro')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await toastText(page, 'Template Saved').waitFor()
    await page.getByLabel('Template', { exact: true }).selectOption({ label: 'My intro' })
    await page.getByRole('button', { name: 'Edit template My intro' }).click()
    const edit = page.getByRole('form', { name: 'Edit template My intro' })
    await edit
      .getByLabel('Template message')
      .fill('Hi [First Name], I would like to talk. Call me.')
    await edit.getByRole('button', { name: 'Save template' }).click()
    await expect
      .poll(() => page.getByLabel('Message', { exact: true }).inputValue())
      .toBe('Hi Maria, I would like to talk. Call me.')
    expect(errors).toEqual([])
  })
  // Issue 31, item 8: Florida's rules; a chosen lead is never asked for again; the history says
  // whose messages it lists and shows every message on request.
  it('shows Florida’s rescue rules, never asks to choose a chosen lead, and says whose history it lists', async () => {
    const user = await login(page, { tier: 'pro' })
    const { db } = app.database
    const profile = await buildSocialProfile(db, {
      userId: user.id,
      defendantName: 'John Fields',
      platform: 'facebook',
    })
    const other = await buildSocialProfile(db, {
      userId: user.id,
      defendantName: 'Rosa Diaz',
      platform: 'facebook',
    })
    for (const state of ['FL', 'TX']) {
      await buildLeadRow(db, {
        userId: user.id,
        defendantName: 'JOHN FIELDS',
        propertyAddress: `${state === 'FL' ? '9 Palm Ave' : '4 Elm St'}`,
        city: state === 'FL' ? 'Tampa' : 'Austin',
        state,
        zipCode: state === 'FL' ? '33602' : '78701',
        caseNumber: `24-${state}-0001`,
      })
    }
    for (const message of ['Hello Rosa, first note.', 'Hello Rosa, second note.']) {
      const logged = await page.request.post(`${app.baseUrl}/api/outreach`, {
        data: {
          socialProfileId: other.id,
          defendantName: 'Rosa Diaz',
          platform: 'facebook',
          message,
          status: 'sent',
          complianceAcknowledged: true,
        },
      })
      expect(logged.status()).toBe(201)
    }

    await page.goto(`${app.baseUrl}/dashboard?tab=social-discovery&profile=${profile.id}`)
    await page.getByRole('heading', { level: 2, name: /Message John Fields/ }).waitFor()
    const history = page.getByRole('region', { name: 'Outreach History' })
    await history.getByText('Showing messages to John Fields only.').waitFor()
    await history.getByText('No outreach to John Fields logged yet.').waitFor()
    await history.getByRole('button', { name: 'Show all messages' }).click()
    await history.getByText('Showing every message you logged.').waitFor()
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2)
    expect(await history.textContent()).toContain('Rosa Diaz')

    await page.getByRole('button', { name: 'I understand - proceed' }).click()
    await page
      .getByLabel('Message', { exact: true })
      .fill('Hi John, I can help you avoid foreclosure.')
    const lead = page.getByLabel('Lead this message is about')
    await lead.selectOption({ label: 'JOHN FIELDS - 9 Palm Ave, Tampa, FL 33602 - 24-FL-0001' })
    const florida = page.getByRole('region', {
      name: 'Florida foreclosure-consultant and equity-purchaser law',
    })
    await florida.waitFor()
    const text = await florida.textContent()
    expect(text).toContain('Fla. Stat. § 501.1377')
    expect(text).toContain('“avoid foreclosure”')
    expect(text).toContain('within 3 business days after signing')

    // A chosen lead in a state this summary has no rules for: not asked to choose a lead.
    await lead.selectOption({ label: 'JOHN FIELDS - 4 Elm St, Austin, TX 78701 - 24-TX-0001' })
    await page
      .getByText('This summary has no rules for Texas; ask a lawyer licensed there.')
      .waitFor()
    expect(await page.getByText(/Choose the lead this message is about/).count()).toBe(0)
    await lead.selectOption({ label: 'None of these' })
    await page.getByText(/Choose the lead this message is about to see its state’s rules/).waitFor()
    expect(errors).toEqual([])
  })
})
