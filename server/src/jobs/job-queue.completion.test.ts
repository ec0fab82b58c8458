/**
 * pg-boss marks a job completed or failed without awaiting the statement: PostgreSQL refusing
 * it must neither crash the process (an unhandled rejection) nor lose the job. A trigger on
 * pgboss.job makes the real database refuse the completion a given number of times.
 */
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { defineJob } from './job-definition'
import { createJobQueue } from './job-queue'
import { UNAWAITED_RETRY_DELAYS_MS } from './unawaited-commands'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('condition not met in time')
}

/**
 * Refuses the first `times` attempts to mark a job of `queue` completed. The count is a
 * sequence: the refusal rolls the statement back, but not the sequence.
 */
async function refuseCompletion(database: TestDatabase, queue: string, times: number) {
  await database.pool.query(`
    create sequence completion_attempts;
    create function refuse_completion() returns trigger language plpgsql as $$
    begin
      if new.name = '${queue}' and new.state = 'completed'
        and nextval('completion_attempts') <= ${times} then
        raise exception 'the database refused the completion';
      end if;
      return new;
    end $$;
    create trigger refuse_completion before update on pgboss.job
      for each row execute function refuse_completion();`)
}

async function run(times: number) {
  const warnings: string[] = []
  const errors: string[] = []
  const log = pino(
    { level: 'warn' },
    {
      write(line: string) {
        const { level, msg } = JSON.parse(line) as { level: number; msg: string }
        ;(level >= 50 ? errors : warnings).push(msg)
      },
    },
  )
  let runs = 0
  const job = defineJob({
    id: 'test.refused-completion',
    payload: z.object({}),
    retry: { limit: 1, delaySeconds: 0, backoff: false },
    expireInSeconds: 60,
    async handler() {
      runs++
    },
  })
  const database = await createTestDatabase()
  cleanups.push(() => database.destroy())
  const queue = createJobQueue({
    database,
    jobs: [job],
    workers: 1,
    log,
    pollingIntervalSeconds: 0.5,
  })
  await queue.start({ database })
  cleanups.push(() => queue.stop(2000))
  await refuseCompletion(database, job.id, times)
  const rejections: unknown[] = []
  const onRejection = (reason: unknown) => rejections.push(reason)
  process.on('unhandledRejection', onRejection)
  cleanups.push(async () => {
    process.off('unhandledRejection', onRejection)
  })
  const id = await queue.send(job.id, {})
  const attempts = async () =>
    Number(
      (await database.pool.query<{ n: string }>('select last_value as n from completion_attempts'))
        .rows[0]?.n,
    )
  return { queue, job, id: id ?? '', runs: () => runs, rejections, warnings, errors, attempts }
}

describe('job queue: a refused completion', () => {
  it('is retried: the job ends completed, ran once, and nothing is unhandled', async () => {
    const t = await run(2)
    await waitFor(
      async () => (await t.queue.boss.getJobById(t.job.id, t.id))?.state === 'completed',
    )
    expect(await t.attempts()).toBe(3)
    expect(t.runs()).toBe(1)
    expect(t.rejections).toEqual([])
    expect(t.warnings).toEqual([
      'job queue could not record a job end',
      'job queue could not record a job end',
    ])
    expect(t.errors).toEqual([])
  })

  it('refused every time: logged, not thrown; the job stays active until its expiry', async () => {
    const t = await run(UNAWAITED_RETRY_DELAYS_MS.length + 1)
    await waitFor(async () => t.errors.length > 0)
    expect(t.errors).toEqual([
      'job queue gave up recording a job end; the job runs again after its expiry',
    ])
    expect(t.warnings).toHaveLength(UNAWAITED_RETRY_DELAYS_MS.length + 1)
    expect(t.rejections).toEqual([])
    expect(await t.attempts()).toBe(UNAWAITED_RETRY_DELAYS_MS.length + 1)
    expect((await t.queue.boss.getJobById(t.job.id, t.id))?.state).toBe('active')
    expect(t.runs()).toBe(1)
  })
})
