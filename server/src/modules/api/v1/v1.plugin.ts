/**
 * The public API, /api/v1 (Elite; docs/decisions/0033-public-api.md). Two scopes inside one
 * encapsulated plugin: the reference (the OpenAPI 3.1 document at /api/v1/openapi.json and its
 * page at /api/v1/docs, served from @fastify/swagger-ui's own files, no CDN), open to anyone; and
 * the resources, behind the bearer key, plan, rate limit, scope and Idempotency-Key hooks. The
 * swagger plugin sees only the routes of this plugin, so the web app's routes, their validation
 * and their serialisation are untouched by it.
 */
import { API_DOCS_PATH, API_OPENAPI_PATH } from '@common/api-access'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { authenticateApiRequest } from './api-auth.hook'
import { registerIdempotency } from './idempotency.hooks'
import { openApiOptions } from './openapi-document'
import { V1_RESOURCES } from './resources'
import type { V1Deps } from './v1-resource'

/**
 * The reference page's policy: this origin only, as the app's own (0005); the bundle's inline
 * styles are the one allowance it needs beyond it.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ')

export function publicApiRoutes(deps: V1Deps & { publicUrl: string }) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(
      fastifySwagger,
      openApiOptions({ publicUrl: deps.publicUrl, resources: V1_RESOURCES }),
    )
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: DOCS_CSP,
      uiConfig: { deepLinking: true, displayRequestDuration: true, tryItOutEnabled: false },
      theme: { title: 'Foreclosure Leads API' },
    })
    app.get(API_OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    )

    await app.register(async (api) => {
      api.decorateRequest('apiKey', null)
      api.addHook('onRoute', (route) => {
        if (!route.config?.scopes?.length) {
          throw new Error(`${route.method} ${route.url}: a /api/v1 route must name its scopes`)
        }
        if (!route.schema?.operationId) {
          throw new Error(`${route.method} ${route.url}: a /api/v1 route must name its operationId`)
        }
      })
      api.addHook('onRequest', authenticateApiRequest(deps))
      registerIdempotency(api, deps.db)
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store')
      })
      for (const resource of V1_RESOURCES) await api.register(resource.routes(deps))
    })
  }
}
