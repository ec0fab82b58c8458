/**
 * startApp(): the built app (dist/client) served by the real server on an in-memory
 * embedded database with the sample data loaded, on a free loopback port. The server runs in
 * this process, so fixtures (login.ts) write to its database directly.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import type { Runtime } from '../../server/src/composition/runtime'
import { type Config, loadConfig } from '../../server/src/config'
import type { Database } from '../../server/src/db/client'
import { CLIENT_DIST } from '../../server/src/http/client-assets'
import { startServer } from '../../server/src/server'

export interface E2eApp {
  baseUrl: string
  /** The app's DATA_DIR: e-mails land in `${dataDir}/outbox` as .eml files. */
  dataDir: string
  /** The app's configuration (its session secret and limits, for login.ts). */
  config: Config
  /** The app's database, for fixtures that write what a test starts from. */
  database: Database
  /** The app's runtime, for fixtures that act as the process would (ingestion's listener). */
  runtime: Runtime
  close(): Promise<void>
}

/** A port nobody listens on now, so PUBLIC_URL (return URLs, redirects) can name it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** What a test file changes in the app's environment (e.g. PayPal settings for a fake PayPal). */
export interface StartAppOptions {
  env?: Record<string, string>
}

export async function startApp(options: StartAppOptions = {}): Promise<E2eApp> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fl-e2e-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WORKERS: '1',
    LOG_LEVEL: 'silent',
    ...options.env,
  })
  const server = await startServer({
    config,
    logger: pino({ level: 'silent' }),
    client: { mode: 'built', distDir: CLIENT_DIST },
    pgliteDir: 'memory://',
  })
  const baseUrl = server.url
  return {
    baseUrl,
    dataDir,
    config,
    database: server.database,
    runtime: server.runtime,
    async close() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
