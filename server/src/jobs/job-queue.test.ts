import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { sessions } from '../db/schema'
import { purgeExpiredSessionsJob } from '../modules/accounts'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { defineJob } from './job-definition'
import { createJobQueue } from './job-queue'

const log = pino({ level: 'silent' })
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setUp(
  workers: number,
  jobs = [purgeExpiredSessionsJob],
  slots?: Record<string, number>,
) {
  const database = await createTestDatabase()
  cleanups.push(() => database.destroy())
  const queue = createJobQueue({ database, jobs, workers, slots, log, pollingIntervalSeconds: 0.5 })
  await queue.start({ database })
  cleanups.push(() => queue.stop(2000))
  return { database, queue }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('condition not met in time')
}

async function insertSessions(database: TestDatabase) {
  const past = new Date(Date.now() - 60_000)
  const future = new Date(Date.now() + 3_600_000)
  await database.db.insert(sessions).values([
    { sid: 'expired', sess: {}, expire: past },
    { sid: 'alive', sess: {}, expire: future },
  ])
}

async function sessionIds(database: TestDatabase) {
  const rows = await database.db.select({ sid: sessions.sid }).from(sessions)
  return rows.map((row) => row.sid).sort()
}

describe('job queue', () => {
  it('runs a sent job in a worker: the purge removes only expired sessions', async () => {
    const { database, queue } = await setUp(1)
    await insertSessions(database)
    await queue.send(purgeExpiredSessionsJob.id, {})
    await waitFor(async () => (await sessionIds(database)).length === 1)
    expect(await sessionIds(database)).toEqual(['alive'])
  })

  it('with WORKERS=0 accepts jobs but runs none (a web-only process)', async () => {
    const { database, queue } = await setUp(0)
    await insertSessions(database)
    const id = await queue.send(purgeExpiredSessionsJob.id, {})
    expect(id).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await sessionIds(database)).toEqual(['alive', 'expired'])
    expect(await queue.boss.getQueueSize(purgeExpiredSessionsJob.id)).toBe(1)
  })

  it.each([
    [1, undefined, 1],
    [1, 2, 2],
    [0, 2, 0],
  ])(
    'with WORKERS=%s and %s slots for a job runs %s of its jobs at once',
    async (workers, slots, most) => {
      let running = 0
      let peak = 0
      const slow = defineJob({
        id: 'test.slow',
        payload: z.object({ n: z.number() }),
        retry: { limit: 0, delaySeconds: 0, backoff: false },
        expireInSeconds: 30,
        async handler() {
          running++
          peak = Math.max(peak, running)
          await new Promise((resolve) => setTimeout(resolve, 1500))
          running--
        },
      })
      const { queue } = await setUp(workers, [slow], slots ? { [slow.id]: slots } : undefined)
      for (const n of [1, 2, 3]) await queue.send(slow.id, { n })
      await new Promise((resolve) => setTimeout(resolve, 2500))
      expect(peak).toBe(most)
    },
  )

  it('retries a failing job and records the failure after its retry limit', async () => {
    let attempts = 0
    const flaky = defineJob({
      id: 'test.always-fails',
      payload: z.object({ n: z.number() }),
      retry: { limit: 2, delaySeconds: 0, backoff: false },
      expireInSeconds: 30,
      async handler() {
        attempts++
        throw new Error('remote site down')
      },
    })
    const { queue } = await setUp(1, [flaky])
    const id = await queue.send(flaky.id, { n: 1 })
    await waitFor(
      async () => (await queue.boss.getJobById(flaky.id, id!))?.state === 'failed',
      30_000,
    )
    expect(attempts).toBe(3)
  })

  it('stop() waits for a running handler to finish', async () => {
    let finished = false
    const slow = defineJob({
      id: 'test.slow',
      payload: z.object({}),
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      expireInSeconds: 30,
      async handler() {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        finished = true
      },
    })
    const { queue } = await setUp(1, [slow])
    const id = await queue.send(slow.id, {})
    await waitFor(async () => (await queue.boss.getJobById(slow.id, id!))?.state === 'active')
    await queue.stop(10_000)
    expect(finished).toBe(true)
  })

  it('a handler that outlives stop() touches no closed pool: its job is already back for a retry', async () => {
    let release: () => void = () => undefined
    let finished = false
    const hanging = defineJob({
      id: 'test.outlives-stop',
      payload: z.object({}),
      retry: { limit: 1, delaySeconds: 0, backoff: false },
      expireInSeconds: 30,
      async handler() {
        await new Promise<void>((resolve) => {
          release = resolve
        })
        finished = true
        throw new Error('failed after the process stopped')
      },
    })
    const database = await createTestDatabase()
    const queue = createJobQueue({
      database,
      jobs: [hanging],
      workers: 1,
      log,
      pollingIntervalSeconds: 0.5,
    })
    await queue.start({ database })
    const id = await queue.send(hanging.id, {})
    await waitFor(async () => (await queue.boss.getJobById(hanging.id, id!))?.state === 'active')
    await queue.stop(200)
    const rejections: unknown[] = []
    const onRejection = (reason: unknown) => rejections.push(reason)
    process.on('unhandledRejection', onRejection)
    try {
      const [row] = (await database.pool.query('select state from pgboss.job where id = $1', [id]))
        .rows
      await database.destroy()
      // The handler ends after its process closed the pool; pg-boss then records the failure.
      release()
      await waitFor(async () => finished)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(rejections).toEqual([])
      // pg-boss's stop failed the job it waited for in vain: it runs again in the next process.
      expect(row?.state).toBe('retry')
    } finally {
      process.off('unhandledRejection', onRejection)
    }
  })
})
