/**
 * `npm run worker`: a process that runs job workers only (no HTTP). Run as many as needed
 * against one PostgreSQL (DATABASE_URL); each claims jobs with SKIP LOCKED through pg-boss.
 * config -> database -> migrations -> runtime and job queue (composition/start-runtime.ts).
 */
import { JOBS } from './composition/jobs'
import { startRuntime } from './composition/start-runtime'
import { bootConfig } from './config'
import { openDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { pgliteDirectory } from './db/paths'
import { createLogger } from './logger'

const config = bootConfig()
const logger = createLogger(config.LOG_LEVEL)
if (!config.DATABASE_URL) {
  logger.warn(
    'DATABASE_URL is not set: this worker opens the embedded database, which only one process can use. Stop the web process first, or set DATABASE_URL.',
  )
}
const workers = Math.max(config.WORKERS, 1)
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: pgliteDirectory(config.DATA_DIR),
  poolSize: config.DATABASE_POOL_SIZE,
})
await runMigrations(database.pool)
const { runtime, jobs } = await startRuntime(config, database, logger, { workers })
logger.info(
  `Worker running ${JOBS.length} job type(s) with ${workers} slot(s) each (document processing: ${Math.max(workers, config.OCR_WORKERS)})`,
)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    logger.info(`${signal}: finishing running jobs`)
    await jobs.stop()
    // The OCR pool, the mailer and the campaign transport.
    await runtime.close()
    await database.close()
    process.exit(0)
  })
}
