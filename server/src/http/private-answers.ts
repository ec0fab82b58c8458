/**
 * The answers of routes that serve a signed-in user's own data: neither the browser nor a shared
 * cache may keep them (`Cache-Control: private, no-store`). Set once for all of a plugin's routes.
 */
import type { FastifyInstance } from 'fastify'

export function keepAnswersPrivate(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })
}
