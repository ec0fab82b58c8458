/**
 * E-mail campaigns in a real browser (docs/decisions/0029): a Pro user chooses two leads whose
 * skip-traced e-mails are real on the lead list, makes a campaign of them, is sent to Settings for
 * the sender identity CAN-SPAM needs, starts it and watches the counts reach sent (the e-mails
 * land in the app's outbox with the postal address and the unsubscribe link); another campaign
 * held by the per-minute limit says so (which limit, when the next e-mails go out) and is paused,
 * resumed and cancelled; wording that state foreclosure-consultant laws regulate asks for the
 * acknowledgement before it starts.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { buildContactWithEmails, buildLeadRow } from '../server/src/testing/outreach-factories'
import type { E2eApp } from './support/app'
import { setUpBrowserSession } from './support/browser-session'
import { login } from './support/login'
import { newestMessageTo } from './support/outbox'
import { openDashboard, toastText } from './support/page-steps'

const SCREENSHOTS = process.env.CAMPAIGNS_SCREENSHOTS ?? tmpdir()

let app: E2eApp
let page: Page
let errors: string[]

/** A start refused for want of a sender identity, an SMTP server that is not there (on purpose). */
const EXPECTED_FAILURES = [
  /status of 409 .*\/api\/email-campaigns\/[0-9a-f-]+\/start$/,
  /status of 400 .*\/api\/mailboxes\/smtp$/,
]

setUpBrowserSession(
  {
    expectedFailures: EXPECTED_FAILURES,
    // Three e-mails a minute per user: enough for the first test, and it holds the second
    // test's campaign in 'sending' long enough to pause it.
    app: () => ({ env: { EMAIL_RATE_PER_MINUTE: '3' } }),
  },
  (session) => {
    app = session.app
    page = session.page
    errors = session.errors
  },
)

async function setSenderIdentity() {
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
  await page.getByLabel('Sender name').fill('Sam Investor')
  await page.getByLabel('Postal address').fill('100 Main St, Fresno, CA 93701')
  await page.getByLabel('Reply-to e-mail').fill('sam@example.com')
  await page.getByRole('button', { name: 'Save sender' }).click()
  await toastText(page, 'Sender Saved').waitFor()
}

const count = (name: string) => page.locator(`[data-count="${name}"]`)
const status = () => page.getByTestId('campaign-status')

async function newOwnListCampaign(name: string, body: string, lines: string) {
  await page.goto(`${app.baseUrl}/campaigns/new`)
  await page.getByLabel('Campaign name').fill(name)
  await page.getByLabel('Subject').fill('About your home')
  await page.getByLabel('Message', { exact: true }).fill(body)
  await page.getByLabel('Your own recipients').fill(lines)
}

describe('e-mail campaigns', () => {
  it('a campaign to two leads from the lead list: Settings for the sender, then sent to both', async () => {
    const user = await login(page, { tier: 'pro' })
    const { db } = app.database
    for (const [name, email, zipCode] of [
      ['Maria Garcia', 'maria.garcia@homes.example', '75001'],
      ['John Smith', 'john.smith@homes.example', '75002'],
    ] as const) {
      const lead = await buildLeadRow(db, {
        userId: user.id,
        defendantName: name,
        state: 'TX',
        city: 'Addison',
        zipCode,
      })
      await buildContactWithEmails(db, { userId: user.id, leadId: lead.id, name, emails: [email] })
    }
    await openDashboard(page, app.baseUrl)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('checkbox', { name: /Maria Garcia/i }).check()
    await list.getByRole('checkbox', { name: /John Smith/i }).check()
    await page
      .getByRole('region', { name: 'Selected leads' })
      .getByRole('button', { name: 'Create e-mail campaign' })
      .click()

    await page.getByRole('heading', { level: 1, name: 'New e-mail campaign' }).waitFor()
    await page.getByText('2 selected leads').waitFor()
    await page.getByLabel('Campaign name').fill('Addison owners')
    await page.getByLabel('Subject').fill('About [Property Address]')
    await page
      .getByLabel('Message', { exact: true })
      .fill('Hello [First Name], I buy and renovate homes in Addison. Happy to talk.')
    await page.getByRole('button', { name: 'Create campaign' }).click()
    await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}$/)
    await page.getByRole('heading', { level: 1, name: 'Addison owners' }).waitFor()
    expect(await status().textContent()).toBe('Draft')
    expect(await count('queued').textContent()).toBe('2')

    // No sender identity yet: the server refuses (CAN-SPAM) and the page says where to fix it.
    await page.getByRole('button', { name: 'Start campaign' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Sender identity needed' })
    await alert.waitFor()
    const campaignUrl = page.url()
    await alert.getByRole('link', { name: 'Open Settings' }).click()
    await setSenderIdentity()

    await page.goto(campaignUrl)
    const facts = page.getByRole('region', { name: 'Every e-mail of this campaign' })
    await facts.getByText('100 Main St, Fresno, CA 93701').waitFor()
    await facts.getByText(/unsubscribe link \(one click, no login\)/).waitFor()
    await page.getByRole('button', { name: 'Start campaign' }).click()
    await expect.poll(() => count('sent').textContent(), { timeout: 20_000 }).toBe('2')
    await expect.poll(() => status().textContent(), { timeout: 10_000 }).toBe('Completed')
    expect(await count('queued').textContent()).toBe('0')
    expect(
      await page
        .getByRole('progressbar', { name: 'Campaign progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('100')

    await page.screenshot({ path: path.join(SCREENSHOTS, 'campaign-sent.png'), fullPage: true })
    const mail = await newestMessageTo(app.dataDir, 'maria.garcia@homes.example')
    expect(mail).toContain('Hello Maria,')
    expect(mail).toContain('100 Main St, Fresno, CA 93701')
    expect(mail).toMatch(/\/u\/[A-Za-z0-9_-]{20,}/)
    await newestMessageTo(app.dataDir, 'john.smith@homes.example')

    await page.getByRole('link', { name: 'All campaigns' }).click()
    await page
      .getByRole('link', { name: /Addison owners/ })
      .getByText('2 of 2 sent')
      .waitFor()
    expect(errors).toEqual([])
  })

  it('pauses, resumes and cancels a sending campaign; flagged wording asks for the acknowledgement', async () => {
    await login(page, { tier: 'pro' })
    await page.goto(`${app.baseUrl}/settings`)
    await setSenderIdentity()

    // An SMTP mailbox: the form checks what it can, the server checks the host (never loopback or a
    // private address) and the login, and says why not.
    await page.getByRole('button', { name: 'Add SMTP mailbox' }).click()
    const smtp = page.getByRole('form', { name: 'SMTP mailbox' })
    await smtp.getByLabel('From address').fill('sam@example.com')
    await smtp.getByLabel('SMTP server').fill('smtp example')
    await smtp.getByRole('button', { name: 'Add SMTP mailbox' }).click()
    await smtp
      .getByRole('alert')
      .getByText(/letters, digits, dots and dashes/)
      .waitFor()
    await smtp.getByLabel('SMTP server').fill('127.0.0.1')
    await smtp.getByLabel('Security').selectOption('starttls')
    expect(await smtp.getByLabel('Port').inputValue()).toBe('587')
    await smtp.getByLabel('Port').fill('1')
    await smtp.getByLabel('User name').fill('sam@example.com')
    await smtp.getByLabel('Password', { exact: true }).fill('app-password')
    await smtp.getByRole('button', { name: 'Add SMTP mailbox' }).click()
    await smtp
      .getByRole('alert')
      .getByText(/The SMTP server 127\.0\.0\.1 is on a private or reserved network address/)
      .waitFor({ timeout: 20_000 })

    await newOwnListCampaign(
      'Own list',
      'Hello [First Name], I buy homes in your area.',
      'a@owners.example, Ann\nnot-an-email, Bob\nb@owners.example, Bea\nc@owners.example, Cy\nd@owners.example, Di\ne@owners.example, Ed',
    )
    await page.getByText('Line 2 (“not-an-email, Bob”): No e-mail address on this line.').waitFor()
    await page.screenshot({ path: path.join(SCREENSHOTS, 'campaign-new.png'), fullPage: true })
    expect(await page.getByRole('button', { name: 'Create campaign' }).isDisabled()).toBe(true)
    await page
      .getByLabel('Your own recipients')
      .fill(
        'a@owners.example, Ann\nb@owners.example, Bea\nc@owners.example, Cy\nd@owners.example, Di\ne@owners.example, Ed',
      )
    await page.getByText('5 addresses ready.').waitFor()
    await page.getByRole('button', { name: 'Create campaign' }).click()
    await page.getByRole('heading', { level: 1, name: 'Own list' }).waitFor()
    await page.getByRole('button', { name: 'Start campaign' }).click()
    // Three a minute: three go out, two wait for the next minute while it is sending.
    await expect.poll(() => count('sent').textContent(), { timeout: 20_000 }).toBe('3')
    expect(await status().textContent()).toBe('Sending')
    // Held by the limit, the page says which one and when the next e-mails go out (issue 31).
    await page
      .getByRole('status')
      .filter({
        hasText:
          /^Waiting for your sending limit of 3 e-mails a minute: the next e-mails go out at .+\.$/,
      })
      .waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Pause' }).click()
    await expect.poll(() => status().textContent()).toBe('Paused')
    await page.getByRole('button', { name: 'Resume' }).click()
    await expect.poll(() => status().textContent()).toMatch(/Starting|Sending/)
    await page.getByRole('button', { name: 'Cancel campaign' }).click()
    await page.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect.poll(() => status().textContent()).toBe('Cancelled')
    expect(await count('cancelled').textContent()).toBe('2')
    expect(await count('sent').textContent()).toBe('3')
    expect(await page.getByRole('button', { name: /Start campaign|Resume|Pause/ }).count()).toBe(0)

    // An e-mail template with wording state foreclosure-consultant laws regulate, made and edited
    // on the campaigns page, then used for a campaign.
    await page.getByRole('link', { name: 'All campaigns' }).click()
    const templates = page.getByRole('region', { name: 'E-mail templates' })
    await templates.getByRole('button', { name: 'New e-mail template' }).click()
    await templates.getByLabel('Template name').fill('Rescue')
    await templates.getByLabel('Template subject').fill('About your home')
    await templates
      .getByLabel('Template message')
      .fill('Hello [First Name], we can stop your foreclosure.')
    await templates.getByRole('button', { name: 'Save template' }).click()
    await templates.getByRole('button', { name: 'Edit template Rescue' }).click()
    await templates.getByLabel('Template name').fill('Rescue offer')
    await templates.getByRole('button', { name: 'Save template' }).click()
    await templates.getByText('Rescue offer', { exact: true }).waitFor()

    await page.getByRole('link', { name: 'New campaign' }).click()
    await page.getByLabel('Campaign name').fill('Flagged')
    await page.getByLabel('E-mail template').selectOption({ label: 'Rescue offer' })
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(
      'Hello [First Name], we can stop your foreclosure.',
    )
    await page.getByLabel('Your own recipients').fill('f@owners.example, Fay')
    await page.getByText(/“stop your foreclosure”: state foreclosure-consultant laws/).waitFor()
    await page.getByRole('button', { name: 'Create campaign' }).click()
    const notice = page.getByRole('region', { name: 'State foreclosure-consultant laws' })
    await notice.getByText(/This summary is not legal advice/).waitFor()
    const start = page.getByRole('button', { name: 'Start campaign' })
    expect(await start.isDisabled()).toBe(true)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'campaign-flagged.png'), fullPage: true })
    await notice.getByLabel('I have read the state-law notices above and will follow them.').check()
    await start.click()
    await notice.getByText('You confirmed you will follow these rules.').waitFor()
    await expect.poll(() => status().textContent()).toMatch(/Starting|Sending|Completed/)
    expect(errors).toEqual([])
  })
})
