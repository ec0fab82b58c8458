/**
 * Sending from the user's own mailbox: Google and Microsoft by OAuth 2.0 with PKCE against local
 * fakes of their OAuth servers and send APIs (the real adapters over HTTP), and the user's own
 * SMTP server; state single-use and bound to the session; tokens encrypted at rest, refreshed
 * before expiry, and a revoked grant marks the mailbox disconnected and stops its campaign.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTokens } from '../../../db/schema'
import {
  campaignAction,
  campaignTestApp,
  createCampaign,
  putSender,
  readCampaign,
  waitForCampaign,
} from '../../../testing/campaign-test-app'
import {
  type FakeMailProviders,
  startFakeMailProviders,
} from '../../../testing/fake-mail-providers'
import type { TestClient } from '../../../testing/http-client'
import { signInNewUser } from '../../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
import type { TestApp } from '../../../testing/test-app'

let fake: FakeMailProviders
let sink: SmtpSink
let t: TestApp

beforeAll(async () => {
  fake = await startFakeMailProviders()
  sink = await startSmtpSink()
  t = await campaignTestApp({
    sink,
    oauthEndpoints: fake.endpoints,
    config: {
      GOOGLE_OAUTH_CLIENT_ID: fake.clients.google.id,
      GOOGLE_OAUTH_CLIENT_SECRET: fake.clients.google.secret,
      MICROSOFT_OAUTH_CLIENT_ID: fake.clients.microsoft.id,
      MICROSOFT_OAUTH_CLIENT_SECRET: fake.clients.microsoft.secret,
      SECRETS_SEALING_KEY: 'a'.repeat(64),
      // The user's own SMTP server in these tests is the sink on loopback.
      SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS: true,
    },
  })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
  await fake?.close()
})

/** Starts the flow, lets the fake provider consent, and follows its redirect back to the app. */
async function connect(client: TestClient, provider: 'google' | 'microsoft') {
  const started = await client.post(`/api/mailboxes/${provider}/connect`)
  expect(started.status).toBe(200)
  const { authorizationUrl } = (await started.json()) as { authorizationUrl: string }
  const consent = await fetch(authorizationUrl, { redirect: 'manual' })
  const back = new URL(consent.headers.get('location') ?? '')
  const callback = await client.get(`${back.pathname}${back.search}`)
  return { authorizationUrl: new URL(authorizationUrl), back, callback }
}

async function mailboxes(client: TestClient) {
  return (await (await client.get('/api/mailboxes')).json()) as {
    mailboxes: {
      id: string
      provider: string
      email: string
      isConnected: boolean
      lastError: string | null
    }[]
    providers: string[]
  }
}

describe('connecting a Google mailbox (OAuth 2.0 with PKCE)', () => {
  it('asks for gmail.send offline with an S256 challenge, and stores the tokens encrypted', async () => {
    const { client, user } = await signInNewUser(t)
    const { authorizationUrl, back, callback } = await connect(client, 'google')
    const q = authorizationUrl.searchParams
    expect(q.get('code_challenge_method')).toBe('S256')
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(q.get('access_type')).toBe('offline')
    expect(q.get('scope')).toContain('https://www.googleapis.com/auth/gmail.send')
    expect(q.get('redirect_uri')).toBe('http://app.test/api/mailboxes/oauth/callback')
    expect(callback.status).toBe(303)
    expect(callback.headers.get('location')).toBe('http://app.test/settings?mailbox=connected')

    const list = await mailboxes(client)
    expect(list.providers.sort()).toEqual(['google', 'microsoft'])
    expect(list.mailboxes).toMatchObject([
      { provider: 'google', email: 'owner@gmail.test', isConnected: true },
    ])
    const [row] = await t.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user.id))
    expect(row?.accessToken).toMatch(/^v1\./)
    expect(row?.accessToken).not.toContain('ya29.')
    expect(row?.refreshToken).toMatch(/^v1\./)

    // The state is spent: the same redirect again changes nothing.
    const replay = await client.get(`${back.pathname}${back.search}`)
    expect(replay.headers.get('location')).toBe('http://app.test/settings?mailbox=invalid')
  })

  it('refuses a state started in another session, and a declined consent', async () => {
    const owner = await signInNewUser(t)
    const other = await signInNewUser(t)
    const started = await owner.client.post('/api/mailboxes/google/connect')
    const { authorizationUrl } = await started.json()
    const consent = await fetch(authorizationUrl, { redirect: 'manual' })
    const back = new URL(consent.headers.get('location') ?? '')
    const stolen = await other.client.get(`${back.pathname}${back.search}`)
    expect(stolen.headers.get('location')).toBe('http://app.test/settings?mailbox=invalid')
    expect((await mailboxes(other.client)).mailboxes).toEqual([])

    fake.denyNext('google')
    const denied = await connect(owner.client, 'google')
    expect(denied.callback.headers.get('location')).toBe('http://app.test/settings?mailbox=denied')
    expect((await t.request('/api/mailboxes/oauth/callback?state=x&code=y')).status).toBe(401)
  })

  it('sends a campaign through Gmail from the user’s address, refreshing an expired token first', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    fake.setTokenLifetime(60)
    await connect(client, 'google')
    fake.setTokenLifetime(3600)
    const [mailbox] = (await mailboxes(client)).mailboxes
    const refreshesBefore = fake.tokenCalls.get('google:refresh_token') ?? 0
    const created = await createCampaign(client, {
      mailboxId: mailbox?.id,
      recipients: [{ email: 'via-gmail@homes.test', name: 'Maria Garcia' }],
    })
    await campaignAction(client, created.body.id, 'start')
    const done = await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    expect(done.counts.sent).toBe(1)
    expect(fake.tokenCalls.get('google:refresh_token')).toBe(refreshesBefore + 1)
    const raw = fake.sent.google.find((message) => message.includes('via-gmail@homes.test')) ?? ''
    expect(raw).toMatch(/^From: Sam Investor <owner@gmail\.test>$/m)
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(raw).toContain('100 Main St, Suite 4, Fresno, CA 93701')
    expect(sink.messages.some((mail) => mail.to.includes('via-gmail@homes.test'))).toBe(false)
  })

  it('a revoked grant marks the mailbox disconnected and pauses its campaign', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    fake.setTokenLifetime(60)
    await connect(client, 'google')
    fake.setTokenLifetime(3600)
    const [mailbox] = (await mailboxes(client)).mailboxes
    const created = await createCampaign(client, {
      mailboxId: mailbox?.id,
      recipients: [{ email: 'revoked@homes.test' }],
    })
    fake.revoke('google')
    await campaignAction(client, created.body.id, 'start')
    const paused = await waitForCampaign(client, created.body.id, (c) => c.status === 'paused')
    expect(paused.counts).toMatchObject({ sent: 0, queued: 1 })
    expect((await readCampaign(client, created.body.id)).body.stopReason).toMatch(/revoked/)
    const [after] = (await mailboxes(client)).mailboxes
    expect(after).toMatchObject({ isConnected: false })
    expect(after?.lastError).toMatch(/invalid_grant/)
    const restart = await campaignAction(client, created.body.id, 'start')
    expect(restart.status).toBe(409)
    expect(restart.body.code).toBe('MAILBOX_NOT_CONNECTED')
  })
})

describe('a Microsoft mailbox', () => {
  it('connects with PKCE and sends through Graph sendMail as MIME', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    const { authorizationUrl, callback } = await connect(client, 'microsoft')
    expect(authorizationUrl.pathname).toMatch(/\/common\/oauth2\/v2\.0\/authorize$/)
    expect(authorizationUrl.searchParams.get('scope')).toBe('offline_access User.Read Mail.Send')
    expect(callback.headers.get('location')).toBe('http://app.test/settings?mailbox=connected')
    const [mailbox] = (await mailboxes(client)).mailboxes
    expect(mailbox).toMatchObject({ provider: 'microsoft', email: 'owner@outlook.test' })
    const created = await createCampaign(client, {
      mailboxId: mailbox?.id,
      recipients: [{ email: 'via-graph@homes.test' }],
    })
    await campaignAction(client, created.body.id, 'start')
    await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    const raw =
      fake.sent.microsoft.find((message) => message.includes('via-graph@homes.test')) ?? ''
    expect(raw).toMatch(/^From: Sam Investor <owner@outlook\.test>$/m)
    expect(raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <http:\/\/app\.test\/u\/[\w-]{43}>/m,
    )
  })
})

describe('the user’s own SMTP server', () => {
  it('is checked, stored encrypted, and sends from the user’s address', async () => {
    const { client, user } = await signInNewUser(t)
    await putSender(client)
    const smtpUrl = sink.url.replace('smtp://', 'smtp://sam:s3cret-pass@')
    const added = await client.post('/api/mailboxes/smtp', { email: 'Sam@MyDomain.test', smtpUrl })
    expect(added.status).toBe(201)
    const mailbox = await added.json()
    expect(mailbox).toMatchObject({
      provider: 'smtp',
      email: 'sam@mydomain.test',
      isConnected: true,
    })
    const [row] = await t.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user.id))
    expect(row?.accessToken).not.toContain('s3cret-pass')

    const created = await createCampaign(client, {
      mailboxId: mailbox.id,
      recipients: [{ email: 'via-smtp@homes.test' }],
    })
    await campaignAction(client, created.body.id, 'start')
    await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    const mail = await sink.waitForMail((m) => m.to.includes('via-smtp@homes.test'))
    expect(mail.raw).toMatch(/^From: Sam Investor <sam@mydomain\.test>$/m)

    const refused = await client.post('/api/mailboxes/smtp', {
      email: 'sam@mydomain.test',
      smtpUrl: 'smtp://sam:another-secret@127.0.0.1:9',
    })
    expect(refused.status).toBe(400)
    const body = await refused.json()
    expect(body.code).toBe('SMTP_MAILBOX_REFUSED')
    expect(JSON.stringify(body)).not.toContain('another-secret')
  })

  it('answers 404 for another user’s mailbox, and 503 for a provider this server lacks', async () => {
    const owner = await signInNewUser(t)
    const other = await signInNewUser(t)
    const added = await owner.client.post('/api/mailboxes/smtp', {
      email: 'mine@mydomain.test',
      smtpUrl: sink.url,
    })
    const mailbox = await added.json()
    const removed = await other.client.request(`/api/mailboxes/${mailbox.id}`, { method: 'DELETE' })
    expect(removed.status).toBe(404)
    const campaign = await createCampaign(other.client, {
      mailboxId: mailbox.id,
      recipients: [{ email: 'x@homes.test' }],
    })
    expect(campaign.status).toBe(404)
    expect((await mailboxes(owner.client)).mailboxes).toHaveLength(1)

    const bare = await campaignTestApp({ sink })
    try {
      const { client } = await signInNewUser(bare)
      const refused = await client.post('/api/mailboxes/google/connect')
      expect(refused.status).toBe(503)
      expect((await refused.json()).code).toBe('MAILBOX_PROVIDER_NOT_CONFIGURED')
    } finally {
      await bare.close()
    }
  })
})
