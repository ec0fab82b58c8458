/**
 * POST /api/leads/skip-trace { leadIds }: a pg-boss job that traces a list of leads, its progress
 * readable while it runs (GET /api/leads/skip-trace/:batchId), cancellable, stopped by the month's
 * allowance, one batch at a time per user; with the real adapters on the loopback fakes.
 */
import { skipTraceBatchView } from '@common/contracts/contacts'
import { TIER_LIMITS } from '@common/plans'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  acceptPermissibleUse,
  buildTraceLead,
  monthlyUsageValue,
  setMonthlyUsage,
  type TestClient,
} from '../../testing/contacts-test-helpers'
import { tierFields } from '../../testing/factories'
import { type ContactFakes, startContactFakes } from '../../testing/fake-contact-providers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'
import { skipTraceBatchJob } from './batch/skip-trace-batch.job'

let t: TestApp
let fakes: ContactFakes
beforeAll(async () => {
  fakes = await startContactFakes()
  t = await buildTestApp({ contactProviders: fakes.providers, jobs: [skipTraceBatchJob] })
})
afterAll(async () => {
  await t.close()
  await fakes.close()
})
beforeEach(() => {
  fakes.batchData.delayMs = 0
})

async function proWithLeads(count: number) {
  const { client, user } = await signInNewUser(t, tierFields('pro'))
  await acceptPermissibleUse(client)
  const people = []
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const street = `${200 + i} Walnut Street`
    people.push({
      first: 'Dana',
      last: `Reyes${String.fromCharCode(97 + i)}`,
      street,
      zip: '45202',
      phones: [{ number: `51355501${String(10 + i)}`, type: 'Mobile' as const }],
    })
    const lead = await buildTraceLead(t.database.db, {
      userId: user.id,
      defendantName: `Dana Reyes${String.fromCharCode(97 + i)}`,
      propertyAddress: street,
    })
    ids.push(lead.id)
  }
  fakes.batchData.people = [...fakes.batchData.people, ...people]
  return { client, user, ids }
}

async function batchOf(client: TestClient, id: string) {
  const response = await client.get(`/api/leads/skip-trace/${id}`)
  expect(response.status).toBe(200)
  return skipTraceBatchView.parse(await response.json())
}

async function untilFinished(client: TestClient, id: string) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const batch = await batchOf(client, id)
    if (!['queued', 'running'].includes(batch.status)) return batch
    if (Date.now() > deadline) throw new Error(`batch still ${batch.status}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('batch trace', () => {
  it('traces every lead of the list in a job, with its progress readable', async () => {
    const { client, user, ids } = await proWithLeads(4)
    const started = await client.post('/api/leads/skip-trace', { leadIds: ids })
    expect(started.status).toBe(202)
    const batch = skipTraceBatchView.parse(await started.json())
    expect(batch).toMatchObject({ status: 'queued', total: 4, processed: 0 })

    const done = await untilFinished(client, batch.id)
    expect(done).toMatchObject({
      status: 'completed',
      total: 4,
      processed: 4,
      matched: 4,
      charged: 4,
    })
    expect(await monthlyUsageValue(t.database.db, user.id, 'skip_traces')).toBe(4)
    const lead = await (await client.get(`/api/leads/${ids[2]}`)).json()
    expect(lead.contactCount).toBe(1)
    const list = await (await client.get('/api/leads/skip-trace')).json()
    expect(list.batches[0].id).toBe(batch.id)
  })

  it('cancels between leads when asked', async () => {
    const { client, ids } = await proWithLeads(6)
    fakes.batchData.delayMs = 400
    const batch = await (await client.post('/api/leads/skip-trace', { leadIds: ids })).json()
    // One batch at a time.
    const second = await client.post('/api/leads/skip-trace', { leadIds: ids.slice(0, 1) })
    expect(second.status).toBe(409)
    expect((await second.json()).code).toBe('SKIP_TRACE_BATCH_RUNNING')

    // Cancel once it is running, between two leads.
    const deadline = Date.now() + 20_000
    while ((await batchOf(client, batch.id)).processed < 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const cancel = await client.post(`/api/leads/skip-trace/${batch.id}/cancel`)
    expect(cancel.status).toBe(200)
    expect((await cancel.json()).cancelRequested).toBe(true)
    const done = await untilFinished(client, batch.id)
    expect(done.status).toBe('cancelled')
    expect(done.processed).toBeGreaterThanOrEqual(1)
    expect(done.processed).toBeLessThan(6)
  })

  it('stops when the month\u2019s traces run out, leaving the rest to do', async () => {
    const { client, user, ids } = await proWithLeads(5)
    const limit = TIER_LIMITS.pro.skipTracesPerMonth ?? 0
    await setMonthlyUsage(t.database.db, user.id, 'skip_traces', limit - 2)
    const batch = await (await client.post('/api/leads/skip-trace', { leadIds: ids })).json()
    const done = await untilFinished(client, batch.id)
    expect(done).toMatchObject({ status: 'limit_reached', processed: 2, charged: 2 })
    expect(done.message).toContain('skip traces for this month are used')
    expect(await monthlyUsageValue(t.database.db, user.id, 'skip_traces')).toBe(limit)
  })

  it("refuses another user's leads, and reads another user's batch as not found", async () => {
    const owner = await proWithLeads(1)
    const other = await signInNewUser(t, tierFields('pro'))
    await acceptPermissibleUse(other.client)
    const refused = await other.client.post('/api/leads/skip-trace', { leadIds: owner.ids })
    expect(refused.status).toBe(404)
    expect((await refused.json()).missingIds).toEqual(owner.ids)

    const batch = await (
      await owner.client.post('/api/leads/skip-trace', { leadIds: owner.ids })
    ).json()
    await untilFinished(owner.client, batch.id)
    for (const response of [
      await other.client.get(`/api/leads/skip-trace/${batch.id}`),
      await other.client.post(`/api/leads/skip-trace/${batch.id}/cancel`),
    ]) {
      expect(response.status).toBe(404)
      expect((await response.json()).code).toBe('SKIP_TRACE_BATCH_NOT_FOUND')
    }
  })

  it('checks the request: ids, at most 500, a plan with tracing', async () => {
    const { client } = await proWithLeads(0)
    for (const body of [{}, { leadIds: [] }, { leadIds: ['x'] }, { leadIds: [], extra: 1 }]) {
      expect((await client.post('/api/leads/skip-trace', body)).status).toBe(400)
    }
    const many = Array.from({ length: 501 }, () => crypto.randomUUID())
    expect((await client.post('/api/leads/skip-trace', { leadIds: many })).status).toBe(400)
    const basic = await signInNewUser(t, tierFields('basic'))
    const refused = await basic.client.post('/api/leads/skip-trace', {
      leadIds: [crypto.randomUUID()],
    })
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('CONTACTS_NOT_IN_PLAN')
  })
})
