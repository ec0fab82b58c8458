/**
 * Deleting an account leaves no row that names it, anywhere: the user has a row in every table
 * that has a `user_id` (account-footprint.ts), throttle counters from real requests, a
 * subscription through the payment simulator, a PayPal webhook naming them, and jobs naming them,
 * their leads and their document (waiting, done, failed, archived). After POST
 * /api/account/delete, every table of the app's schema and of pg-boss's is read as JSON and none
 * holds the user's id, their e-mail, their leads' ids or their document's id. Another user keeps
 * everything.
 */
import { eq, getTableName, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentWebhookEvents, requestThrottles, simulatedSubscriptions } from '../db/schema'
import { enrichLeadJob } from '../modules/enrichment'
import { hitThrottle } from '../modules/throttle'
import { type AccountFootprint, writeAccountFootprint } from '../testing/account-footprint'
import { FACTORY_PASSWORD, tierFields } from '../testing/factories'
import type { TestClient } from '../testing/http-client'
import { signInNewUser } from '../testing/signed-in'
import { approveOnSimulator, returnBody } from '../testing/simulator-checkout'
import { buildTestApp, type TestApp } from '../testing/test-app'

const TEST_QUEUE = 'test.account-deletion'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ jobs: [enrichLeadJob] })
  // No retries: a failed job stays failed, and the next fetch takes only new jobs.
  await t.jobs?.boss.createQueue(TEST_QUEUE, { name: TEST_QUEUE, retryLimit: 0 })
})
afterAll(() => t?.close())

interface Account {
  client: TestClient
  id: string
  email: string
  footprint: AccountFootprint
}

async function accountWithEverything(marker: string): Promise<Account> {
  const { client, user } = await signInNewUser(t, tierFields('pro'))
  const footprint = await writeAccountFootprint(t.database.db, user, marker)
  return { client, id: user.id, email: user.email, footprint }
}

/** Requests that count in throttles keyed by the user's id and e-mail, as they really are made. */
async function leaveThrottleCounts(account: Account) {
  const { client } = account
  expect((await client.get('/api/account/export')).status).toBe(200)
  const search = await client.post('/api/public-records/search', {
    state: 'OH',
    zipCode: '45202',
  })
  expect(search.status).toBeLessThan(500)
  await t.request('/api/forgot-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://app.test' },
    body: JSON.stringify({ email: account.email }),
  })
  await t.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://app.test' },
    body: JSON.stringify({ email: account.email, password: 'not the password' }),
  })
  // What a campaign's send counts per user (run-campaign.ts).
  const day = { limit: 500, windowMs: 86_400_000 }
  await hitThrottle(t.database.db, { bucket: `email-send:day:${account.id}`, ...day })
}

/** A subscription through the simulator, and a PayPal webhook about it, as received. */
async function subscribe(account: Account, eventId: string) {
  const created = await account.client.post('/api/paypal/create-subscription', {
    subscriptionId: 'elite-monthly',
    tier: 'elite',
  })
  const back = await approveOnSimulator(account.client, (await created.json()).approvalUrl)
  const done = await account.client.post('/api/paypal/complete-subscription', returnBody(back))
  expect(done.status).toBe(200)
  await t.database.db.insert(paymentWebhookEvents).values({
    eventId,
    eventType: 'BILLING.SUBSCRIPTION.ACTIVATED',
    subscriptionId: back.searchParams.get('subscription_id'),
    eventCreatedAt: new Date(),
    payload: { id: back.searchParams.get('subscription_id'), custom_id: account.id },
    processedAt: new Date(),
  })
}

/** Jobs naming the user, their leads and their document: waiting, done, failed and archived. */
async function queueJobs(account: Account) {
  const boss = t.jobs!.boss
  const [leadId, otherLeadId] = account.footprint.leadIds
  for (const lead of account.footprint.leadIds) {
    await boss.send(enrichLeadJob.id, { userId: account.id, leadId: lead }, { startAfter: 3600 })
  }
  await boss.send(TEST_QUEUE, { documentId: account.footprint.documentId })
  await boss.send(TEST_QUEUE, { userId: account.id, leadIds: account.footprint.leadIds })
  const [done, failed] = await boss.fetch(TEST_QUEUE, { batchSize: 2 })
  await boss.complete(TEST_QUEUE, done!.id, { enriched: leadId })
  await boss.fail(TEST_QUEUE, failed!.id, { message: `lead ${otherLeadId} not found` })
  // What pg-boss's maintenance does with a completed job after a while.
  await t.database.db.execute(
    sql`insert into pgboss.archive select j.*, now() from pgboss.job j where j.id = ${done!.id}`,
  )
}

/** Every table of the app's schema and pg-boss's, with how many of its rows name one of `needles`. */
async function tablesNaming(needles: readonly string[]): Promise<Record<string, number>> {
  const tables = await t.database.db.execute<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'
    order by 1`)
  expect(tables.rows.length).toBeGreaterThan(70)
  const pattern = needles.map((needle) => needle.replace(/[.+*?^$()[\]{}|\\]/g, '\\$&')).join('|')
  const found: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const [row] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(name)} as t where row_to_json(t)::text ~* ${pattern}`,
      )
    ).rows
    if (row && row.n > 0) found[name] = row.n
  }
  return found
}

const needlesOf = (account: Account) => [
  account.id,
  account.email,
  account.footprint.documentId,
  ...account.footprint.leadIds,
]

describe('POST /api/account/delete leaves nothing that names the account', () => {
  it('removes or anonymises every row naming the user, their leads or their document', async () => {
    const other = await accountWithEverything('keptmark')
    await queueJobs(other)
    const gone = await accountWithEverything('gonemark')
    await leaveThrottleCounts(gone)
    const eventId = `WH-${crypto.randomUUID()}`
    await subscribe(gone, eventId)
    await queueJobs(gone)

    // The footprint reaches every table that has a user_id.
    const owned = await t.database.db.execute<{ name: string }>(sql`
      select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id' order by 1`)
    const empty: string[] = []
    for (const { name } of owned.rows) {
      const [row] = (
        await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(name)} where user_id = ${gone.id}`,
        )
      ).rows
      if (!row?.n) empty.push(name)
    }
    expect(empty).toEqual([])
    // And the places no foreign key cleans up.
    const before = await tablesNaming(needlesOf(gone))
    for (const table of [requestThrottles, simulatedSubscriptions, paymentWebhookEvents]) {
      expect(before[`public.${getTableName(table)}`], getTableName(table)).toBeGreaterThan(0)
    }
    expect(before['pgboss.job']).toBeGreaterThanOrEqual(4)
    expect(before['pgboss.archive']).toBe(1)
    const otherBefore = await tablesNaming(needlesOf(other))

    const deleted = await gone.client.post('/api/account/delete', {
      currentPassword: FACTORY_PASSWORD,
      confirmation: 'DELETE',
    })
    expect(deleted.status).toBe(200)

    expect(await tablesNaming(needlesOf(gone))).toEqual({})
    // The payment webhook stays (a redelivery is still recognised), without what named the user.
    const [webhook] = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId))
    expect(webhook).toMatchObject({ eventType: 'BILLING.SUBSCRIPTION.ACTIVATED', payload: {} })
    expect(await tablesNaming(needlesOf(other))).toEqual(otherBefore)
  })
})
