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
import {
  type LoadedSession,
  loadSession,
  type SessionSettings,
  sessionIdFor,
} from './session.service'
import { type SessionHint, SessionHints } from './session-hints'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session and user, or null. Loaded on first call, then cached. */
    session(): Promise<LoadedSession | null>
    /**
     * The signed-in user's columns every request may use (SessionUser, not the whole row); only
     * on routes guarded by requireUser.
     */
    user: SessionUser
    /**
     * This process's hint of the cookie's session (session-hints.ts), or null; never proof of a
     * session: only a statement that runs sessionGuardSql may act on it.
     */
    sessionHint(): SessionHint | null
    /** Forgets the hint of this request's session (it failed a guard, or it is ending). */
    forgetSessionHint(): void
    /**
     * The hint requireUserOrHint took `user` from, or null when `user` was read from the
     * database; set once per request, before the body is read.
     */
    hintedSession: SessionHint | null
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
  const hints = new SessionHints()
  const sidOf = (request: FastifyRequest): string | null => {
    const token = request.cookies[name]
    return token && TOKEN_PATTERN.test(token) ? sessionIdFor(token, options.settings.secret) : null
  }

  app.decorateRequest('user', null as unknown as SessionUser)
  app.decorateRequest('hintedSession', null)
  app.decorateRequest('session', function (this: FastifyRequest) {
    let pending = cache.get(this)
    if (!pending) {
      const token = this.cookies[name]
      pending =
        token && TOKEN_PATTERN.test(token)
          ? loadSession(options.db, token, options.settings).then((session) => {
              if (session) hints.set(session.sid, session.user, Date.now())
              return session
            })
          : Promise.resolve(null)
      cache.set(this, pending)
    }
    return pending
  })
  app.decorateRequest('sessionHint', function (this: FastifyRequest) {
    const sid = sidOf(this)
    return sid ? hints.get(sid, Date.now()) : null
  })
  app.decorateRequest('forgetSessionHint', function (this: FastifyRequest) {
    const sid = sidOf(this)
    if (sid) hints.drop(sid)
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

/**
 * onRequest hook for a route that checks the session inside its own statement when this process
 * holds a hint of it (the search, 0047): with a hint, `request.user` is the HINTED user and the
 * handler must act only through a statement guarded by sessionGuardSql, and call
 * verifyHintedSession when the guard fails or it needs anything else; without one, as requireUser.
 */
export async function requireUserOrHint(request: FastifyRequest): Promise<void> {
  const hint = request.sessionHint()
  if (hint) {
    request.user = hint.user
    request.hintedSession = hint
    return
  }
  await requireUser(request)
}

/** Drops a hint a guard refused and reads the session as requireUser does (401 without one). */
export async function verifyHintedSession(request: FastifyRequest): Promise<void> {
  request.forgetSessionHint()
  request.hintedSession = null
  await requireUser(request)
}

/** onRequest hook for every user-data route: 401 without a live session, before the body is read. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const session = await request.session()
  if (!session) throw AppError.unauthorized()
  request.user = session.user
}
