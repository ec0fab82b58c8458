/**
 * The campaign tests' app and calls (imported by tests only): the real app with the send job
 * running against an SMTP sink on loopback, and the routes' calls the tests make.
 */
import {
  type CampaignSendServices,
  createCampaignSendServices,
  createMailboxDeps,
  type FindLeadEmails,
  mailboxTransport,
  type OAuthEndpoints,
  resumeCampaignsJob,
  sendCampaignJob,
} from '../modules/outreach'
import type { TestClient } from './http-client'
import type { SmtpSink } from './smtp-sink'
import { type BuildTestAppOptions, buildTestApp, TEST_CONFIG, type TestApp } from './test-app'

export const SENDER = {
  name: 'Sam Investor',
  postalAddress: '100 Main St, Suite 4, Fresno, CA 93701',
  replyTo: 'sam@example.com',
  phone: '(559) 555-0100',
}

export async function campaignTestApp(options: {
  sink: SmtpSink
  services?: Partial<CampaignSendServices>
  findLeadEmails?: FindLeadEmails
  config?: BuildTestAppOptions['config']
  /** Google's and Microsoft's endpoints (a fake's), for connected mailboxes. */
  oauthEndpoints?: OAuthEndpoints
}): Promise<TestApp> {
  const settings = { ...TEST_CONFIG, ...options.config }
  const sessionSecret = 'test-session-secret-of-at-least-32-characters'
  const outreachMail = createCampaignSendServices(
    {
      SMTP_URL: options.sink.url,
      MAIL_FROM: 'Foreclosure Leads <campaigns@app.test>',
      DATA_DIR: '/nonexistent',
      PUBLIC_URL: 'http://app.test',
      SESSION_SECRET: sessionSecret,
      NODE_ENV: 'test',
      EMAIL_RATE_PER_MINUTE: 10_000,
      EMAIL_RATE_PER_DAY: 100_000,
    },
    {
      claimSeconds: 5,
      retryBaseSeconds: 1,
      mailboxTransport: (db, userId, mailboxId) =>
        mailboxTransport(
          createMailboxDeps({ db, settings, endpoints: options.oauthEndpoints }),
          userId,
          mailboxId,
        ),
      ...options.services,
    },
  )
  // The runtime holds the services, and closes their transport with the app.
  return buildTestApp({
    jobs: [sendCampaignJob, resumeCampaignsJob],
    outreachMail,
    outreach: { findLeadEmails: options.findLeadEmails, oauthEndpoints: options.oauthEndpoints },
    config: options.config,
  })
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

export const putSender = (client: TestClient, sender = SENDER) =>
  client.request('/api/settings/sender', json('PUT', sender))

export const recipientsOf = (count: number, prefix = 'owner') =>
  Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${String(i).padStart(2, '0')}@homes.test`,
    name: `Owner ${i}`,
  }))

export async function createCampaign(client: TestClient, body: object) {
  const response = await client.post('/api/email-campaigns', {
    name: 'November outreach',
    subject: 'About your home',
    body: 'Hello, this is [Your Name]. Happy to talk: [Your Phone].',
    ...body,
  })
  return { status: response.status, body: await response.json() }
}

export async function campaignAction(
  client: TestClient,
  id: string,
  action: 'start' | 'pause' | 'cancel',
) {
  const response = await client.post(`/api/email-campaigns/${id}/${action}`)
  return { status: response.status, body: await response.json() }
}

export async function readCampaign(client: TestClient, id: string) {
  const response = await client.get(`/api/email-campaigns/${id}`)
  return { status: response.status, body: await response.json() }
}

/** Polls the campaign until `done` says so (or throws after `timeoutMs`). */
export async function waitForCampaign(
  client: TestClient,
  id: string,
  done: (campaign: { status: string; counts: Record<string, number> }) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    const { body } = await readCampaign(client, id)
    last = body
    if (done(body)) return body
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`campaign not done in time: ${JSON.stringify(last)}`)
}
