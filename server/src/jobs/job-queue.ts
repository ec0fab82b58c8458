/**
 * The job queue: pg-boss on the application's own database (PGlite or PostgreSQL) through
 * the shared pool. A web-only process (WORKERS=0) can still send jobs; a process with
 * workers also runs pg-boss's maintenance and cron schedules.
 */
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { z } from 'zod'
import type { Database } from '../db/client'
import type { JobDefinition, JobRuntime, SendJob } from './job-definition'
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

/**
 * A queue made but not started: the runtime its handlers get can hold it (to send jobs) before
 * it runs any of them. `start` is called once, with that runtime.
 */
export interface UnstartedJobQueue<Runtime extends object> extends JobQueue {
  /** Starts pg-boss, creates each job's queue and, when workers > 0, its workers and schedules. */
  start(runtime: JobRuntime & Runtime): Promise<void>
}

export interface JobQueueOptions<Runtime extends object> {
  database: Database
  /** The jobs this queue creates and runs; each names the part of `Runtime` it reads. */
  jobs: readonly JobDefinition<z.ZodType, Runtime>[]
  workers: number
  /**
   * Jobs that get more worker slots than `workers` when this process runs workers: document
   * processing gets one per OCR worker, so two uploads' scans are read on both cores at once.
   */
  slots?: Readonly<Record<string, number>>
  log: FastifyBaseLogger
  pollingIntervalSeconds?: number
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

/** The PostgreSQL schema pg-boss keeps its tables in (forget-jobs.ts reads them too). */
export const JOB_QUEUE_SCHEMA = 'pgboss'
const SCHEMA = JOB_QUEUE_SCHEMA

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

/**
 * The job queue on the application's database, not started yet (see UnstartedJobQueue): the
 * processes and the tests create it, build their runtime with it, then start it with that runtime.
 */
export function createJobQueue<Runtime extends object>(
  options: JobQueueOptions<Runtime>,
): UnstartedJobQueue<Runtime> {
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
  const queue: UnstartedJobQueue<Runtime> = {
    boss,
    workers,
    send: (jobId, payload) => boss.send(jobId, payload),
    async start(runtime) {
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
      if (!runsWorkers) return
      const sendJob = jobSender(queue)
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
              await job.handler(payload, { runtime, log: jobLog, jobId: pgJob.id, sendJob })
            },
          )
        }
        if (job.schedule) await boss.schedule(job.id, job.schedule, {}, { tz: 'UTC' })
      }
    },
    async stop(timeoutMs = 30_000) {
      // Before start, pg-boss has nothing to stop and returns at once.
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
  return queue
}

/** A job's way to queue another job (or itself, later): the handlers' `context.sendJob`. */
function jobSender(queue: JobQueue): SendJob {
  return (jobId, payload, options = {}) =>
    queue.boss.send(
      jobId,
      payload,
      options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {},
    )
}
