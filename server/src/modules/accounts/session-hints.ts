/**
 * Per-process hints of a session cookie's user, so a search can check the session inside its one
 * statement instead of reading it in a round trip of its own (docs/decisions/0047). A hint is
 * never trusted alone: whatever uses one runs a guard that finds the session row, unexpired,
 * with the hinted user's plan (sessionGuardSql), and writes nothing when it does not. Hints live
 * HINT_TTL_MS, well inside the session's 5-minute idle touch, so the ordinary read (which
 * touches) still runs for every active session; at most MAX_HINTS are kept.
 */
import type { SessionUser } from '../../db/schema'

export const HINT_TTL_MS = 60_000
const MAX_HINTS = 10_000

export interface SessionHint {
  sid: string
  user: SessionUser
}

export class SessionHints {
  private readonly hints = new Map<string, { user: SessionUser; until: number }>()

  /** The hinted user of a session id, or null when there is none or it is too old. */
  get(sid: string, nowMs: number): SessionHint | null {
    const hint = this.hints.get(sid)
    if (!hint) return null
    if (hint.until <= nowMs) {
      this.hints.delete(sid)
      return null
    }
    return { sid, user: hint.user }
  }

  /** Remembers a session's user as the session read found it. */
  set(sid: string, user: SessionUser, nowMs: number): void {
    this.hints.delete(sid)
    if (this.hints.size >= MAX_HINTS) {
      const oldest = this.hints.keys().next().value
      if (oldest !== undefined) this.hints.delete(oldest)
    }
    this.hints.set(sid, { user, until: nowMs + HINT_TTL_MS })
  }

  drop(sid: string): void {
    this.hints.delete(sid)
  }

  get size(): number {
    return this.hints.size
  }
}
