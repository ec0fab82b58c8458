/**
 * Deletes expired sessions and spent or expired password-reset and e-mail-change tokens, so
 * accounts' tables do not grow without bound (the throttle and outreach purge their own tables:
 * maintenance.purge-expired-throttles, maintenance.purge-oauth-states). Idempotent: running it
 * twice deletes nothing more.
 */
import { eq, lt, or } from 'drizzle-orm'
import { emailChangeTokens, passwordResetTokens, sessions } from '../../db/schema'
import { defineScheduledJob } from '../../jobs/scheduled-job'

export const purgeExpiredSessionsJob = defineScheduledJob({
  id: 'maintenance.purge-expired-sessions',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  schedule: '17 * * * *',
  async run({ runtime: { database }, log }) {
    const now = new Date()
    const { db } = database
    const expiredSessions = await db.delete(sessions).where(lt(sessions.expire, now))
    const spentResets = await db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, now), eq(passwordResetTokens.isUsed, true)))
    const spentEmailChanges = await db
      .delete(emailChangeTokens)
      .where(or(lt(emailChangeTokens.expiresAt, now), eq(emailChangeTokens.isUsed, true)))
    log.info(
      {
        sessions: expiredSessions.rowCount,
        resetTokens: spentResets.rowCount,
        emailChanges: spentEmailChanges.rowCount,
      },
      'purged expired sessions and tokens',
    )
  },
})
