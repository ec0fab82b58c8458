/**
 * Changing the e-mail address, by the password-reset pattern: the request (current password
 * first) mails a link to the NEW address; the link's token is 256 random bits stored only as its
 * SHA-256, works once (spent by one conditional UPDATE), expires after 1 hour, and a newer request
 * voids older links. The address changes only when the link is opened; the old address is told
 * at both steps. The unique index on users.email holds against a race for the same address.
 */
import { randomBytes } from 'node:crypto'
import { type ChangeEmailRequest, SETTINGS_MESSAGES } from '@common/contracts/settings'
import { RESET_LINK_TTL_MS } from '@common/limits'
import { and, eq, ne } from 'drizzle-orm'
import { isUniqueViolation } from '../../../db/pg-errors'
import { emailChangeTokens, passwordResetTokens, type SessionUser, users } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { usableToken } from '../../../lib/one-time-tokens'
import { addressKey, hitThrottles } from '../../throttle'
import { emailChangeConfirmEmail, emailChangeNoticeEmail } from '../account-emails'
import { type AccountsDeps, sendInBackground } from '../accounts.deps'
import { hashResetToken } from '../password-reset.service'
import { normaliseEmail } from '../registration.service'
import { checkCurrentPassword } from './current-password'

const HOUR_MS = 60 * 60 * 1000
const EMAIL_CHANGE_LIMITS = {
  requestsPerUser: { limit: 5, windowMs: HOUR_MS },
  confirmationsPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
}
const CONFIRM_EMAIL_PATH = '/settings/confirm-email'

const emailExists = () => AppError.badRequest('EMAIL_EXISTS', SETTINGS_MESSAGES.emailTaken)

async function addressTaken(deps: Pick<AccountsDeps, 'db'>, email: string, userId: string) {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1)
  return Boolean(row)
}

/** Checks the password and the address, then mails the link; returns the normalised address. */
export async function requestEmailChange(
  deps: AccountsDeps,
  input: ChangeEmailRequest & { user: SessionUser; ip: string },
): Promise<string> {
  await checkCurrentPassword(deps, {
    userId: input.user.id,
    password: input.currentPassword,
    ip: input.ip,
  })
  const newEmail = normaliseEmail(input.newEmail)
  if (newEmail === input.user.email) {
    throw AppError.badRequest('EMAIL_UNCHANGED', SETTINGS_MESSAGES.emailUnchanged)
  }
  const refusal = await hitThrottles(deps.db, [
    { bucket: `email-change:user:${input.user.id}`, ...EMAIL_CHANGE_LIMITS.requestsPerUser },
  ])
  if (refusal) {
    throw AppError.rateLimited(SETTINGS_MESSAGES.tooManyEmailChanges, refusal.retryAfterSeconds)
  }
  if (await addressTaken(deps, newEmail, input.user.id)) throw emailExists()

  const token = randomBytes(32).toString('base64url')
  await deps.db.transaction(async (tx) => {
    await tx
      .update(emailChangeTokens)
      .set({ isUsed: true })
      .where(and(eq(emailChangeTokens.userId, input.user.id), eq(emailChangeTokens.isUsed, false)))
    await tx.insert(emailChangeTokens).values({
      tokenHash: hashResetToken(token),
      userId: input.user.id,
      newEmail,
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
    })
  })
  const link = `${deps.publicUrl}${CONFIRM_EMAIL_PATH}?token=${token}`
  sendInBackground(deps, emailChangeConfirmEmail(newEmail, link))
  sendInBackground(deps, emailChangeNoticeEmail(input.user.email, newEmail, 'requested'))
  return newEmail
}

/**
 * Spends the token and moves the account to its new address, in one transaction (a clash with
 * an address taken since the request rolls the spend back and answers EMAIL_EXISTS). 404 for an
 * unknown, used or expired token.
 */
export async function confirmEmailChange(
  deps: AccountsDeps,
  input: { token: string; ip: string },
): Promise<string> {
  const refusal = await hitThrottles(deps.db, [
    {
      bucket: `email-confirm:ip:${addressKey(input.ip)}`,
      ...EMAIL_CHANGE_LIMITS.confirmationsPerIp,
    },
  ])
  if (refusal) {
    throw AppError.rateLimited(SETTINGS_MESSAGES.tooManyConfirmations, refusal.retryAfterSeconds)
  }
  const changed = await deps.db
    .transaction(async (tx) => {
      const [claim] = await tx
        .update(emailChangeTokens)
        .set({ isUsed: true })
        .where(usableToken(emailChangeTokens, hashResetToken(input.token)))
        .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail })
      if (!claim) {
        throw AppError.notFound(
          'INVALID_EMAIL_CHANGE_TOKEN',
          SETTINGS_MESSAGES.invalidEmailChangeLink,
        )
      }
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, claim.userId))
        .for('update')
      if (!before) {
        throw AppError.notFound(
          'INVALID_EMAIL_CHANGE_TOKEN',
          SETTINGS_MESSAGES.invalidEmailChangeLink,
        )
      }
      await tx.update(users).set({ email: claim.newEmail }).where(eq(users.id, claim.userId))
      // Links issued for the old address (password resets) are void now.
      await tx
        .update(passwordResetTokens)
        .set({ isUsed: true })
        .where(
          and(eq(passwordResetTokens.userId, claim.userId), eq(passwordResetTokens.isUsed, false)),
        )
      return { oldEmail: before.email, newEmail: claim.newEmail }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailExists()
      throw error
    })
  sendInBackground(deps, emailChangeNoticeEmail(changed.oldEmail, changed.newEmail, 'done'))
  return changed.newEmail
}
