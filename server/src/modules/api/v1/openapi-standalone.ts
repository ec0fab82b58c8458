/**
 * The /api/v1 OpenAPI document without a running app: the v1 plugin registered on a bare Fastify
 * instance (the zod compilers app.ts sets, nothing else) and its document read as the app serves
 * it; no resource route is called, so no database
 * or storage is needed. scripts/openapi-export.ts writes it to docs/api/openapi.json; a test holds
 * that file equal to what the real app serves (docs/decisions/0066-openapi-lint-and-typed-client.md).
 */
import { API_OPENAPI_PATH } from '@common/api-access'
import Fastify from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { publicApiRoutes } from './v1.plugin'
import type { V1Deps } from './v1-resource'

/** Never called: the routes are registered to be described, not served. */
const unused = new Proxy(
  {},
  {
    get() {
      throw new Error('The standalone OpenAPI build serves no request')
    },
  },
)

export async function buildOpenApiDocument(publicUrl: string): Promise<Record<string, unknown>> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const deps = {
    db: unused,
    storage: unused,
    jobs: null,
    uploadMaxBytes: 1,
    searchRateLimitPerMinute: 1,
    readEquity: unused,
    limits: { perMinute: 1, perDay: 1 },
  } as unknown as V1Deps
  await app.register(publicApiRoutes({ ...deps, publicUrl }))
  try {
    const response = await app.inject({ method: 'GET', url: API_OPENAPI_PATH })
    if (response.statusCode !== 200) throw new Error(`${API_OPENAPI_PATH}: ${response.statusCode}`)
    return response.json()
  } finally {
    await app.close()
  }
}
