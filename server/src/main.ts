/**
 * Process entry: config -> database -> runtime and workers -> app -> listen (see server.ts),
 * with a graceful shutdown on SIGTERM and SIGINT. `--dev` serves the client through Vite.
 */
import { bootConfig } from './config'
import { CLIENT_DIST } from './http/client-assets'
import { createLogger } from './logger'
import { startServer } from './server'

const startedAt = performance.now()
const dev = process.argv.includes('--dev')

const config = bootConfig()

const logger = createLogger(config.LOG_LEVEL)
const server = await startServer({
  config,
  logger,
  client: dev ? { mode: 'vite' } : { mode: 'built', distDir: CLIENT_DIST },
}).catch((error: unknown) => {
  logger.fatal({ err: error }, 'start-up failed')
  process.exit(1)
})

logger.info(
  `Ready at ${config.PUBLIC_URL} (listening on ${server.url}, ${server.database.kind}, ` +
    `${config.WORKERS} worker slot(s), started in ${Math.round(performance.now() - startedAt)} ms)`,
)

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return
    stopping = true
    logger.info(`${signal}: finishing requests and jobs, then closing the database`)
    const force = setTimeout(() => {
      logger.error('shutdown took more than 40 s; exiting')
      process.exit(1)
    }, 40_000)
    force.unref()
    server
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'error during shutdown')
        process.exit(1)
      })
  })
}
