/**
 * The job queue: pg-boss on the application's own database (PGlite or PostgreSQL) through
 * the shared pool. A web-only process (WORKERS=0) can still send jobs; a process with
 * workers also runs pg-boss's maintenance and cron schedules.
 */
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { Database } from '../db/client'
import type { JobDefinition } from './job-definition'

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
  log: FastifyBaseLogger
  pollingIntervalSeconds?: number
  /** Services the handlers use beyond the database (see job-registry.ts; defaults: none). */
  services?: { publicUrl?: string } & Record<string, unknown>
}

/**
 * pg-boss sends some work as one multi-statement string with BEGIN ... COMMIT; if a statement
 * fails the connection would be left inside an aborted transaction, so the adapter rolls back.
 */
function poolAdapter(database: Database): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const client = await database.pool.connect()
      try {
        return await client.query(text, values)
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
  }
}

/** Starts pg-boss, creates each job's queue and, when workers > 0, its workers and schedules. */
export async function startJobQueue(options: StartJobQueueOptions): Promise<JobQueue> {
  const { database, jobs, workers, log } = options
  const runsWorkers = workers > 0
  const boss = new PgBoss({
    db: poolAdapter(database),
    schema: 'pgboss',
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
      for (let slot = 0; slot < workers; slot++) {
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
