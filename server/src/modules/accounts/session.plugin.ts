/**
 * Reads the session cookie and gives routes `request.session()` (the signed-in user or null,
 * loaded once per request) and the `requireUser` hook (401 without a session). Also
 * sets and clears the cookie: HttpOnly, SameSite=Lax, Secure (and __Host-) under https.
 */
import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { type LoadedSession, loadSession, type SessionSettings } from './session.service'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session and user, or null. Loaded on first call, then cached. */
    session(): Promise<LoadedSession | null>
    /**
     * The signed-in user's columns every request may use (SessionUser, not the whole row); only
     * on routes guarded by requireUser.
     */
    user: SessionUser
  }
  interface FastifyReply {
    setSessionCookie(token: string): FastifyReply
    clearSessionCookie(): FastifyReply
  }
}

export interface SessionPluginOptions {
  db: Db
  settings: SessionSettings
  secureCookies: boolean
}

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-fl_session' : 'fl_session'
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  const name = sessionCookieName(options.secureCookies)
  await app.register(cookie)
  const cache = new WeakMap<FastifyRequest, Promise<LoadedSession | null>>()

  app.decorateRequest('user', null as unknown as SessionUser)
  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = cache.get(this)
    if (!pending) {
      const token = this.cookies[name]
      pending =
        token && TOKEN_PATTERN.test(token)
          ? loadSession(options.db, token, options.settings)
          : Promise.resolve(null)
      cache.set(this, pending)
    }
    return pending
  })

  app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
    return this.setCookie(name, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      path: '/',
      maxAge: Math.floor(options.settings.absoluteMs / 1000),
    })
  })
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(name, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
    })
  })
}

export const sessions = fp(sessionPlugin, { name: 'sessions' })

/** onRequest hook for every user-data route: 401 without a live session, before the body is read. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const session = await request.session()
  if (!session) throw AppError.unauthorized()
  request.user = session.user
}

/** onRequest hook for /api/operator: 401 without a session, 403 for anyone not an operator. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  await requireUser(request)
  if (!request.user.operatorSince) {
    throw new AppError('OPERATOR_ONLY', 'Only an operator of this deployment can do this.', 403)
  }
}
