/**
 * Accounts routes. Sign-in arrives with the accounts issue; until then nobody can hold a
 * session, so the current-user call answers 401 as it will for any visitor who is signed out.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../http/app-error'

export function accountsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user', async () => {
      throw AppError.unauthorized()
    })
  }
}
