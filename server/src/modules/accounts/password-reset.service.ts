/**
 * Password reset by e-mailed link. The token is 256 random bits; only its SHA-256 is stored.
 * It works once (spent by one conditional UPDATE, so parallel uses cannot both succeed),
 * expires after 1 hour, and a newer request voids older links. The reply to a request is the
 * same whether or not the account exists, and so is the work done before it: the look-up, the
 * token and the e-mail all come after the reply.
 */
import { createHash, randomBytes } from 'node:crypto'
import { ACCOUNT_MESSAGES } from '@common/contracts/accounts'
import { RESET_LINK_TTL_MS } from '@common/limits'
import { and, eq } from 'drizzle-orm'
import { passwordResetTokens, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { usableToken } from '../../lib/one-time-tokens'
import { addressKey, hitThrottles } from '../throttle'
import { passwordChangedEmail, passwordResetEmail } from './account-emails'
import { type AccountsDeps, sendInBackground } from './accounts.deps'
import { clearLoginLimits } from './login.service'
import { hashPassword } from './password-hashing'
import { normaliseEmail } from './registration.service'
import { destroyUserSessions } from './session.service'

const RESET_LIMITS = {
  requestsPerEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
  requestsPerIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  attemptsPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Counts the request against the limits (429 past them) and returns the rest of the work, which
 * the route runs after replying: everything that differs between a known and an unknown e-mail
 * (the look-up, the token, the e-mail) happens after the reply, so its timing cannot tell
 * whether an account exists (hardening D6). Before the reply both do the same two statements.
 */
export async function requestPasswordReset(
  deps: AccountsDeps,
  input: { email: string; ip: string },
): Promise<() => Promise<void>> {
  const email = normaliseEmail(input.email)
  const refusal = await hitThrottles(deps.db, [
    { bucket: `reset-request:email:${email}`, ...RESET_LIMITS.requestsPerEmail },
    { bucket: `reset-request:ip:${addressKey(input.ip)}`, ...RESET_LIMITS.requestsPerIp },
  ])
  if (refusal)
    throw AppError.rateLimited(ACCOUNT_MESSAGES.tooManyResetRequests, refusal.retryAfterSeconds)
  return () => issueResetLink(deps, email)
}

/** For a known e-mail: a new token (older ones voided) and the e-mail with the link. */
async function issueResetLink(deps: AccountsDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email))
  if (!user) return

  const token = randomBytes(32).toString('base64url')
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ isUsed: true })
      .where(and(eq(passwordResetTokens.userId, user.id), eq(passwordResetTokens.isUsed, false)))
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
    })
  })
  const link = `${deps.publicUrl}/reset-password?token=${token}`
  if (deps.logResetLinks) {
    // Development without SMTP only (never in production, see AccountsDeps.logResetLinks): the
    // mail is a local .eml file and the log the developer's terminal, so the link in the log
    // gives no one more than the outbox file already does.
    deps.log.info({ to: user.email }, `Password reset link (development outbox): ${link}`)
  }
  await deps.mailer.send(passwordResetEmail(user.email, link))
}

/**
 * Spends the token and sets the new password; ends the user's other sessions and sends a
 * notice. 404 for an unknown, used or expired token.
 */
export async function resetPassword(
  deps: AccountsDeps,
  input: { token: string; newPassword: string; ip: string; currentSid?: string },
): Promise<void> {
  const refusal = await hitThrottles(deps.db, [
    { bucket: `reset:ip:${addressKey(input.ip)}`, ...RESET_LIMITS.attemptsPerIp },
  ])
  if (refusal)
    throw AppError.rateLimited(ACCOUNT_MESSAGES.tooManyResetAttempts, refusal.retryAfterSeconds)

  const spent = await deps.db
    .update(passwordResetTokens)
    .set({ isUsed: true })
    .where(usableToken(passwordResetTokens, hashResetToken(input.token)))
    .returning({ userId: passwordResetTokens.userId, email: passwordResetTokens.email })
  const claim = spent[0]
  if (!claim) {
    throw new AppError('INVALID_RESET_TOKEN', ACCOUNT_MESSAGES.invalidResetLink, 404, {
      error: ACCOUNT_MESSAGES.invalidResetLink,
    })
  }
  const passwordHash = await hashPassword(input.newPassword)
  const [user] = await deps.db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, claim.userId))
    .returning({ email: users.email })
  await destroyUserSessions(deps.db, claim.userId, input.currentSid)
  // The owner has proved they hold the mailbox: failed sign-ins no longer hold the account.
  await clearLoginLimits(deps.db, user?.email ?? claim.email)
  sendInBackground(deps, passwordChangedEmail(user?.email ?? claim.email, new Date()))
}
