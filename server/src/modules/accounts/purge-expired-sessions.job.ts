/**
 * Deletes expired sessions, spent or expired password-reset, e-mail-change and OAuth-state tokens and
 * finished throttle windows, so
 * those tables do not grow without bound. Idempotent: running it twice deletes nothing more.
 */
import { eq, lt, or } from 'drizzle-orm'
import { z } from 'zod'
import {
  emailChangeTokens,
  oauthStateTokens,
  passwordResetTokens,
  requestThrottles,
  sessions,
} from '../../db/schema'
import { defineJob } from '../../jobs/job-definition'

export const purgeExpiredSessionsJob = defineJob({
  id: 'maintenance.purge-expired-sessions',
  payload: z.object({}).passthrough(),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  schedule: '17 * * * *',
  async handler(_payload, { runtime: { database }, log }) {
    const now = new Date()
    const { db } = database
    const expiredSessions = await db.delete(sessions).where(lt(sessions.expire, now))
    const spentResets = await db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, now), eq(passwordResetTokens.isUsed, true)))
    const spentStates = await db
      .delete(oauthStateTokens)
      .where(or(lt(oauthStateTokens.expiresAt, now), eq(oauthStateTokens.isUsed, true)))
    const spentEmailChanges = await db
      .delete(emailChangeTokens)
      .where(or(lt(emailChangeTokens.expiresAt, now), eq(emailChangeTokens.isUsed, true)))
    const staleThrottles = await db
      .delete(requestThrottles)
      .where(lt(requestThrottles.expiresAt, now))
    log.info(
      {
        throttles: staleThrottles.rowCount,
        sessions: expiredSessions.rowCount,
        resetTokens: spentResets.rowCount,
        oauthStates: spentStates.rowCount,
        emailChanges: spentEmailChanges.rowCount,
      },
      'purged expired sessions and tokens',
    )
  },
})
