/**
 * A campaign held by its sender's sending limit says so in its view (issue 31, item 11): which
 * limit (N e-mails a minute or a day) and when the next e-mails go out; nothing while it is a
 * draft, paused, or sending freely.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestThrottles } from '../../../db/schema'
import {
  campaignAction,
  campaignTestApp,
  createCampaign,
  putSender,
  readCampaign,
  recipientsOf,
  waitForCampaign,
} from '../../../testing/campaign-test-app'
import { signInNewUser } from '../../../testing/signed-in'
import { type SmtpSink, startSmtpSink } from '../../../testing/smtp-sink'
import type { TestApp } from '../../../testing/test-app'

let sink: SmtpSink
let t: TestApp
beforeAll(async () => {
  sink = await startSmtpSink()
  t = await campaignTestApp({ sink, services: { rateLimits: { perMinute: 3, perDay: 5 } } })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

type Held = { per: string; limit: number; nextSendAt: string } | null

describe('a campaign held by the sending limit', () => {
  it('names the minute’s limit and when the next e-mails go out; nothing once paused', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, { recipients: recipientsOf(5, 'minute') })
    expect(created.body.sendingLimit).toBeNull()
    const startedAt = Date.now()
    await campaignAction(client, created.body.id, 'start')
    const held = await waitForCampaign(
      client,
      created.body.id,
      (c) => Boolean((c as { sendingLimit?: Held }).sendingLimit) && c.counts.sent === 3,
    )
    expect(held.status).toBe('sending')
    expect(held.counts.sent).toBe(3)
    expect(held.sendingLimit).toMatchObject({ per: 'minute', limit: 3 })
    const next = Date.parse(held.sendingLimit?.nextSendAt ?? '')
    expect(next).toBeGreaterThan(Date.now())
    expect(next).toBeLessThanOrEqual(startedAt + 62_000)

    const paused = await campaignAction(client, created.body.id, 'pause')
    expect(paused.body.status).toBe('paused')
    expect(paused.body.sendingLimit).toBeNull()
    expect((await readCampaign(client, created.body.id)).body.sendingLimit).toBeNull()
  })

  it('names the day’s limit, with the next e-mails about a day later', async () => {
    const { client, user } = await signInNewUser(t)
    await putSender(client)
    // Five e-mails of the day's five already went out (an earlier campaign, hours ago).
    await t.database.db.insert(requestThrottles).values({
      bucket: `email-send:day:${user.id}`,
      hits: 5,
      windowStartedAt: new Date(Date.now() - 4 * 3_600_000),
      expiresAt: new Date(Date.now() + 20 * 3_600_000),
    })
    const created = await createCampaign(client, { recipients: recipientsOf(2, 'day') })
    await campaignAction(client, created.body.id, 'start')
    const held = await waitForCampaign(client, created.body.id, (c) =>
      Boolean((c as { sendingLimit?: Held }).sendingLimit),
    )
    expect(held.counts).toMatchObject({ sent: 0, queued: 2 })
    expect(held.sendingLimit).toMatchObject({ per: 'day', limit: 5 })
    const next = Date.parse(held.sendingLimit?.nextSendAt ?? '')
    expect(next).toBeGreaterThan(Date.now() + 19 * 3_600_000)
  })

  it('says nothing of the limit for a campaign that sends freely to the end', async () => {
    const { client } = await signInNewUser(t)
    await putSender(client)
    const created = await createCampaign(client, { recipients: recipientsOf(2, 'free') })
    await campaignAction(client, created.body.id, 'start')
    const done = await waitForCampaign(client, created.body.id, (c) => c.status === 'completed')
    expect(done.sendingLimit).toBeNull()
    const list = await (await client.get('/api/email-campaigns')).json()
    expect(list.campaigns[0].sendingLimit).toBeNull()
  })
})
