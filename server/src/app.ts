/**
 * buildApp(deps): the Fastify instance with every module registered. main.ts and the tests
 * both use it, so tests exercise exactly what users get.
 */
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { pino } from 'pino'
import type { Config } from './config'
import type { Database } from './db/client'
import { type ClientAssetsOptions, registerClientAssets } from './http/client-assets'
import { registerErrorHandler } from './http/error-handler'
import { registerSecurityHeaders } from './http/security-headers'
import type { JobQueue } from './jobs/job-queue'
import { accountsRoutes } from './modules/accounts/accounts.routes'
import { healthRoutes } from './modules/health/health.routes'

export interface AppDeps {
  config: Pick<Config, 'BODY_LIMIT_BYTES' | 'LOG_LEVEL' | 'PUBLIC_URL' | 'TRUST_PROXY' | 'NODE_ENV'>
  database: Database
  /** null when this process runs no job queue at all. */
  jobs: JobQueue | null
  client?: ClientAssetsOptions
  /** The process's pino logger; omitted in tests, where request logs are off. */
  logger?: FastifyBaseLogger
}

const silentLogger: FastifyBaseLogger = pino({ level: 'silent' })

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    loggerInstance: deps.logger ?? silentLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w.-]{8,128}$/.test(incoming)
        ? incoming
        : randomUUID()
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  const dev = deps.client?.mode === 'vite'
  await registerSecurityHeaders(app, { dev, https: config.PUBLIC_URL.startsWith('https://') })
  registerErrorHandler(app, config.BODY_LIMIT_BYTES)

  await app.register(healthRoutes({ database: deps.database, jobs: deps.jobs }))
  await app.register(accountsRoutes())

  await registerClientAssets(app, deps.client ?? { mode: 'none' })
  return app
}
