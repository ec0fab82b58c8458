/**
 * buildTestApp(): the real app (buildApp) on a fresh migrated database, listening on a
 * loopback port so tests speak real HTTP to it.
 */
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { buildApp } from '../app'
import type { Config } from '../config'
import type { JobDefinition } from '../jobs/job-definition'
import { type JobQueue, startJobQueue } from '../jobs/job-queue'
import { createTestDatabase, type TestDatabase } from './test-database'

export interface TestApp {
  app: FastifyInstance
  database: TestDatabase
  jobs: JobQueue | null
  baseUrl: string
  /** fetch against the app: `request('/api/health')`. */
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

export const TEST_CONFIG: AppTestConfig = {
  BODY_LIMIT_BYTES: 1024 * 1024,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://127.0.0.1',
  TRUST_PROXY: false,
  NODE_ENV: 'test',
}
type AppTestConfig = Pick<
  Config,
  'BODY_LIMIT_BYTES' | 'LOG_LEVEL' | 'PUBLIC_URL' | 'TRUST_PROXY' | 'NODE_ENV'
>

export interface BuildTestAppOptions {
  config?: Partial<AppTestConfig>
  /** Start pg-boss with these jobs (workers: 1). Omitted: no job queue. */
  jobs?: readonly JobDefinition[]
  /** Registers extra routes before the app starts listening (framework-level tests). */
  extend?: (app: FastifyInstance) => void | Promise<void>
}

export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const log = pino({ level: 'silent' })
  const jobs = options.jobs
    ? await startJobQueue({
        database,
        jobs: options.jobs,
        workers: 1,
        log,
        pollingIntervalSeconds: 0.5,
      })
    : null
  const app = await buildApp({ config: { ...TEST_CONFIG, ...options.config }, database, jobs })
  await options.extend?.(app)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    database,
    jobs,
    baseUrl: address,
    request: (path, init) => fetch(`${address}${path}`, init),
    async close() {
      await app.close()
      await jobs?.stop(2000)
      await database.destroy()
    },
  }
}
