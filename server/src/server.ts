/**
 * startServer(config): database -> migrations -> first-start sample data -> runtime and job queue
 * (composition/start-runtime.ts) -> app -> listen, and a stop() that shuts them down in reverse
 * order. main.ts and the browser tests use it.
 */
import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { buildApp } from './app'
import type { Runtime } from './composition/runtime'
import { seedSampleDataIfEmpty } from './composition/sample-data'
import { type StartedRuntime, startRuntime } from './composition/start-runtime'
import type { Config } from './config'
import { type Database, openDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { pgliteDirectory } from './db/paths'
import type { ClientAssetsOptions } from './http/client-assets'
import type { JobQueue } from './jobs/job-queue'
import { syncSourceCatalogue } from './modules/sources'

export interface RunningServer {
  app: FastifyInstance
  database: Database
  /** Every service of this process (the browser tests' fixtures reach its parts). */
  runtime: Runtime
  jobs: JobQueue
  url: string
  /** Stops taking requests, lets running jobs finish, closes the runtime and the database. */
  stop(): Promise<void>
}

export interface StartServerOptions {
  config: Config
  client: ClientAssetsOptions
  logger: Logger
  /** Overrides where PGlite keeps its files ('memory://' in tests). */
  pgliteDir?: string
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config, client, logger } = options
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: options.pgliteDir ?? pgliteDirectory(config.DATA_DIR),
    poolSize: config.DATABASE_POOL_SIZE,
  })
  let started: StartedRuntime | undefined
  let app: FastifyInstance | undefined
  try {
    await runMigrations(database.pool)
    // The catalogue's sources rows (inactive until reviewed and enabled; nothing is fetched).
    await syncSourceCatalogue(database.db)
    if (config.SEED_SAMPLE_DATA && database.kind === 'pglite') {
      const seeded = await seedSampleDataIfEmpty(database.db)
      if (seeded > 0) logger.info(`Loaded ${seeded} generated sample records (first start).`)
    }
    started = await startRuntime(config, database, logger, { workers: config.WORKERS })
    const { runtime, jobs } = started
    app = await buildApp(runtime, { client })
    const address = await app.listen({ port: config.PORT, host: config.HOST })
    const running = app
    return {
      app: running,
      database,
      runtime,
      jobs,
      url: address.replace('[::1]', 'localhost'),
      async stop() {
        // Requests first, then the jobs still running (they use the runtime's OCR pool and
        // transports), then the runtime and the database.
        await running.close()
        await jobs.stop()
        await runtime.close()
        await database.close()
      },
    }
  } catch (error) {
    await app?.close().catch(() => undefined)
    await started?.jobs.stop(1000).catch(() => undefined)
    await started?.runtime.close().catch(() => undefined)
    await database.close().catch(() => undefined)
    throw error
  }
}
