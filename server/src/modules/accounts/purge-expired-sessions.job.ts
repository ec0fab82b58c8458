/**
 * Deletes expired sessions and spent or expired password-reset and e-mail-change tokens, so
 * accounts' tables do not grow without bound (the throttle and outreach purge their own tables:
 * maintenance.purge-expired-throttles, maintenance.purge-oauth-states). Idempotent: running it
 * twice deletes nothing more.
 */
import { lt } from 'drizzle-orm'
import { emailChangeTokens, passwordResetTokens, sessions } from '../../db/schema'
import { definePurgeJob } from '../../jobs/purge-job'
import { spentOrExpiredToken } from '../../lib/one-time-tokens'

export const purgeExpiredSessionsJob = definePurgeJob({
  id: 'maintenance.purge-expired-sessions',
  schedule: '17 * * * *',
  async purge(db) {
    const now = new Date()
    const expiredSessions = await db.delete(sessions).where(lt(sessions.expire, now))
    const spentResets = await db
      .delete(passwordResetTokens)
      .where(spentOrExpiredToken(passwordResetTokens, now))
    const spentEmailChanges = await db
      .delete(emailChangeTokens)
      .where(spentOrExpiredToken(emailChangeTokens, now))
    return {
      sessions: expiredSessions.rowCount,
      resetTokens: spentResets.rowCount,
      emailChanges: spentEmailChanges.rowCount,
    }
  },
  message: 'purged expired sessions and tokens',
})
