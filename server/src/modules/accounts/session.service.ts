/**
 * Sessions kept in PostgreSQL (the `sessions` table), so any web process can serve any
 * request. The browser holds a random 256-bit token; the table holds only an HMAC of it under
 * SESSION_SECRET. A session ends after an idle period or, at the latest, an absolute one.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { supportsNamedStatements } from '../../db/prepared-query'
import { type SessionUser, sessions, users } from '../../db/schema'

export interface SessionSettings {
  secret: string
  idleMs: number
  absoluteMs: number
}

interface SessionData {
  userId: string
  createdAt: string
  lastSeenAt: string
}

export interface LoadedSession {
  sid: string
  user: SessionUser
}

/** The session settings of a configuration: its secret, idle and absolute limits. */
export function sessionSettingsFor(
  config: Pick<Config, 'SESSION_SECRET' | 'SESSION_IDLE_HOURS' | 'SESSION_ABSOLUTE_DAYS'>,
): SessionSettings {
  return {
    secret: config.SESSION_SECRET,
    idleMs: config.SESSION_IDLE_HOURS * 3_600_000,
    absoluteMs: config.SESSION_ABSOLUTE_DAYS * 86_400_000,
  }
}

/** Refresh the idle deadline at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000

function sessionIdFor(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex')
}

function deadline(createdAt: Date, now: Date, settings: SessionSettings): Date {
  return new Date(
    Math.min(now.getTime() + settings.idleMs, createdAt.getTime() + settings.absoluteMs),
  )
}

/** Starts a session for the user; returns the token for the cookie. */
export async function createSession(
  db: Db,
  userId: string,
  settings: SessionSettings,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const data: SessionData = { userId, createdAt: now.toISOString(), lastSeenAt: now.toISOString() }
  await db.insert(sessions).values({
    sid: sessionIdFor(token, settings.secret),
    sess: data,
    userId,
    expire: deadline(now, now, settings),
  })
  return token
}

/**
 * The session read every signed-in request makes, built once per database so Drizzle does not
 * rebuild its SQL on every request, and a named prepared statement on PostgreSQL so each
 * connection plans it once (planning was 0.3 of its 0.35 ms). One indexed read (the sessions
 * primary key, then the users one). Unnamed on PGlite, whose pool clients share one backend.
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>()

/**
 * The user's columns the session read selects: SessionUser's, what requests use. Reading the
 * whole row cost every signed-in request the password hash, the provider's ids, the trial
 * counters and two more timestamps to send, parse and map (docs/decisions/0018).
 */
const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  authProvider: users.authProvider,
  subscriptionTier: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
  trialStartedAt: users.trialStartedAt,
  subscriptionEndsAt: users.subscriptionEndsAt,
  createdAt: users.createdAt,
  operatorSince: users.operatorSince,
} satisfies { [K in keyof SessionUser]: unknown }

function prepareSessionLookup(db: Db) {
  return db
    .select({ sess: sessions.sess, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare(supportsNamedStatements(db) ? 'fl_load_session' : '')
}

function sessionLookupFor(db: Db) {
  let lookup = sessionLookups.get(db)
  if (!lookup) {
    lookup = prepareSessionLookup(db)
    sessionLookups.set(db, lookup)
  }
  return lookup
}

/** The live session and its user for a cookie token, or null; extends the idle deadline. */
export async function loadSession(
  db: Db,
  token: string,
  settings: SessionSettings,
): Promise<LoadedSession | null> {
  const sid = sessionIdFor(token, settings.secret)
  const now = new Date()
  const [row] = await sessionLookupFor(db).execute({ sid, now })
  if (!row) return null
  const data = row.sess as SessionData
  const createdAt = new Date(data.createdAt)
  if (now.getTime() - new Date(data.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({
        sess: { ...data, lastSeenAt: now.toISOString() },
        expire: deadline(createdAt, now, settings),
      })
      .where(eq(sessions.sid, sid))
  }
  return { sid, user: row.user }
}

export async function destroySession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid))
}

/** Ends every session of a user except `keepSid` (the one making the request, if any). */
export async function destroyUserSessions(
  db: Db,
  userId: string,
  keepSid?: string,
): Promise<number> {
  const condition = keepSid
    ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid))
    : eq(sessions.userId, userId)
  const result = await db.delete(sessions).where(condition)
  return result.rowCount ?? 0
}
