/**
 * What both processes run (server.ts, worker.ts): the job queue of every job, the runtime built
 * with it, then the queue started with that runtime, so a handler never runs before the runtime
 * it reads exists and can send jobs from its first run.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { createJobQueue, type JobQueue } from '../jobs/job-queue'
import { PROCESS_DOCUMENT_JOB } from '../modules/documents'
import { JOBS } from './jobs'
import { createRuntime, type Runtime } from './runtime'

/** A process's runtime and its queue (always there in a process; only tests run without one). */
export interface StartedRuntime {
  runtime: Runtime
  jobs: JobQueue
}

/**
 * Creates the queue, the runtime and starts the queue with `workers` slots per job (0: this
 * process only sends jobs). On a failure what was started is stopped again before the error
 * is thrown.
 */
export async function startRuntime(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  options: { workers: number },
): Promise<StartedRuntime> {
  const jobs = createJobQueue({
    database,
    jobs: JOBS,
    workers: options.workers,
    // One upload per OCR worker at a time: two single-page scans use both cores (0045).
    slots: { [PROCESS_DOCUMENT_JOB]: config.OCR_WORKERS },
    log,
  })
  const runtime = await createRuntime(config, database, log, { jobs })
  try {
    await jobs.start(runtime)
  } catch (error) {
    await jobs.stop(1000).catch(() => undefined)
    await runtime.close().catch(() => undefined)
    throw error
  }
  return { runtime, jobs }
}
