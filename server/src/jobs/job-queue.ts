/**
 * The job queue: pg-boss on the application's own database (PGlite or PostgreSQL) through
 * the shared pool. A web-only process (WORKERS=0) can still send jobs; a process with
 * workers also runs pg-boss's maintenance and cron schedules.
 */
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { Database } from '../db/client'
import type { JobDefinition } from './job-definition'
import { UNAWAITED_RETRY_DELAYS_MS, unawaitedCommands } from './unawaited-commands'

export interface JobQueue {
  boss: PgBoss
  /** Worker slots per job; 0 when this process only sends jobs. */
  workers: number
  send<Payload extends object>(jobId: string, payload: Payload): Promise<string | null>
  /** Stops fetching, waits up to `timeoutMs` for running handlers, then stops. */
  stop(timeoutMs?: number): Promise<void>
  isHealthy(): Promise<boolean>
}

export interface StartJobQueueOptions {
  database: Database
  // biome-ignore lint/suspicious/noExplicitAny: each job names its own payload and services
  jobs: readonly JobDefinition<any, any>[]
  workers: number
  /**
   * Jobs that get more worker slots than `workers` when this process runs workers: document
   * processing gets one per OCR worker, so two uploads' scans are read on both cores at once.
   */
  slots?: Readonly<Record<string, number>>
  log: FastifyBaseLogger
  pollingIntervalSeconds?: number
  /** Services the handlers use beyond the database (see job-registry.ts; defaults: none). */
  services?: { publicUrl?: string } & Record<string, unknown>
}

/**
 * pg-boss sends some work as one multi-statement string with BEGIN ... COMMIT; if a statement
 * fails the connection would be left inside an aborted transaction, so the adapter rolls back.
 * Once the queue has stopped (`stopped()`), it runs nothing: a handler that outlived stop()'s
 * wait would otherwise mark its job done or failed on a pool the process has closed, and
 * pg-boss does not await that call (an unhandled rejection). The job is already back for a
 * retry: pg-boss's stop fails the jobs it waited for in vain. The same two statements, refused
 * by PostgreSQL while running, are retried and then logged, never rejected (unawaited-commands.ts).
 */
/** A command's answer that changed no row (pg-boss reads `rows[0].count` after complete/fail). */
const NOTHING_AFFECTED = { rows: [{ count: 0 }] }

const SCHEMA = 'pgboss'

function poolAdapter(
  database: Database,
  stopped: () => boolean,
  log: FastifyBaseLogger,
): PgBoss.Db {
  const unawaited = unawaitedCommands(SCHEMA)
  async function run(text: string, values?: unknown[]) {
    const client = await database.pool.connect()
    try {
      return await client.query(text, values)
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }
  return {
    async executeSql(text, values) {
      if (stopped()) return NOTHING_AFFECTED
      if (!unawaited.has(text)) return run(text, values)
      for (const delayMs of [0, ...UNAWAITED_RETRY_DELAYS_MS]) {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
        if (stopped()) return NOTHING_AFFECTED
        try {
          return await run(text, values)
        } catch (error) {
          log.warn({ err: error, jobIds: values?.[1] }, 'job queue could not record a job end')
        }
      }
      log.error(
        { jobIds: values?.[1] },
        'job queue gave up recording a job end; the job runs again after its expiry',
      )
      return NOTHING_AFFECTED
    },
  }
}

/** Starts pg-boss, creates each job's queue and, when workers > 0, its workers and schedules. */
export async function startJobQueue(options: StartJobQueueOptions): Promise<JobQueue> {
  const { database, jobs, workers, log } = options
  const runsWorkers = workers > 0
  let stopped = false
  const boss = new PgBoss({
    db: poolAdapter(database, () => stopped, log),
    schema: SCHEMA,
    supervise: runsWorkers,
    schedule: runsWorkers,
    migrate: true,
  })
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))
  await boss.start()

  for (const job of jobs) {
    await boss.createQueue(job.id, {
      name: job.id,
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
      expireInSeconds: job.expireInSeconds,
    })
  }

  if (runsWorkers) {
    for (const job of jobs) {
      const jobSlots = Math.max(workers, options.slots?.[job.id] ?? 0)
      for (let slot = 0; slot < jobSlots; slot++) {
        await boss.work(
          job.id,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([pgJob]) => {
            if (!pgJob) return
            const jobLog = log.child({ job: job.id, jobId: pgJob.id })
            const payload = job.payload.parse(pgJob.data)
            await job.handler(payload, {
              ...options.services,
              database,
              log: jobLog,
              jobId: pgJob.id,
              publicUrl: options.services?.publicUrl ?? 'http://localhost',
            })
          },
        )
      }
      if (job.schedule) await boss.schedule(job.id, job.schedule, {}, { tz: 'UTC' })
    }
  }

  return {
    boss,
    workers,
    send: (jobId, payload) => boss.send(jobId, payload),
    async stop(timeoutMs = 30_000) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs })
      stopped = true
    },
    async isHealthy() {
      try {
        return Boolean(await boss.isInstalled())
      } catch {
        return false
      }
    },
  }
}

/**
 * A job's way to queue another job (or itself, later): the `sendJob` service handlers receive.
 * Given to the handlers after the queue has started (server.ts, worker.ts, tests).
 */
export function jobSender(queue: JobQueue) {
  return (jobId: string, payload: object, options: { startAfterSeconds?: number } = {}) =>
    queue.boss.send(
      jobId,
      payload,
      options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {},
    )
}
