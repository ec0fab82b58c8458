/** Registration, sign-in, sign-out and the current user (spec section 7). */
import {
  ACCOUNT_MESSAGES,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  registerResponse,
  userResponse,
} from '@common/contracts/accounts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { refuseCrossSiteNavigation } from '../../http/origin-check'
import type { AccountsDeps } from './accounts.deps'
import { authenticate } from './login.service'
import { registerUser } from './registration.service'
import { requireUser } from './session.plugin'
import { createSession, destroySession } from './session.service'
import { presentUser } from './user.presenter'

export function accountsRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  /** A new session id at every sign-in: the visitor's previous session, if any, ends. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const previous = await request.session()
    if (previous) await destroySession(deps.db, previous.sid)
    reply.setSessionCookie(await createSession(deps.db, userId, deps.sessionSettings))
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply) {
    const current = await request.session()
    if (current) await destroySession(deps.db, current.sid)
    reply.clearSessionCookie()
  }

  return async (app) => {
    app.post(
      '/api/register',
      { schema: { body: registerRequest, response: { 201: registerResponse } } },
      async (request, reply) => {
        const user = await registerUser(deps, { ...request.body, ip: request.ip })
        await startSession(request, reply, user.id)
        return reply
          .status(201)
          .send({ message: ACCOUNT_MESSAGES.registered, user: presentUser(user) })
      },
    )

    app.post(
      '/api/login',
      { schema: { body: loginRequest, response: { 200: loginResponse } } },
      async (request, reply) => {
        const user = await authenticate(deps, { ...request.body, ip: request.ip })
        await startSession(request, reply, user.id)
        return { message: ACCOUNT_MESSAGES.loggedIn, user: presentUser(user) }
      },
    )

    app.post(
      '/api/logout',
      { schema: { response: { 200: messageResponse } } },
      async (request, reply) => {
        await endSession(request, reply)
        return { message: ACCOUNT_MESSAGES.loggedOut }
      },
    )

    // Browser navigations (spec section 7): the login endpoint shows the sign-in page; the
    // logout endpoint signs out and goes home, unless another site sent the browser there
    // (then 403 CROSS_SITE_REQUEST and the session stays).
    app.get('/api/login', async (_request, reply) => reply.redirect('/auth'))
    app.get(
      '/api/logout',
      { onRequest: refuseCrossSiteNavigation(deps.publicUrl) },
      async (request, reply) => {
        await endSession(request, reply)
        return reply.redirect('/')
      },
    )

    app.get(
      '/api/user',
      { onRequest: requireUser, schema: { response: { 200: userResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return presentUser(request.user)
      },
    )
  }
}
