/**
 * The current password, asked again before a sensitive change (password, e-mail, deletion).
 * Checked like a sign-in: attempts are counted in the database before the hash is compared
 * (10 wrong in 15 minutes per account, 50 per client address), so a stolen session cannot be
 * used to guess the password; a right answer clears the account's count.
 */
import { SETTINGS_MESSAGES } from '@common/contracts/settings'
import { eq } from 'drizzle-orm'
import { users } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { addressKey, hitThrottleChain, resetThrottle } from '../../throttle'
import type { AccountsDeps } from '../accounts.deps'
import { verifyPassword } from '../password-hashing'

const MINUTES_15 = 15 * 60 * 1000

const CURRENT_PASSWORD_LIMITS = {
  perAccount: { limit: 10, windowMs: MINUTES_15 },
  perAddress: { limit: 50, windowMs: MINUTES_15 },
}

/** Throws 400 INVALID_CURRENT_PASSWORD when `password` is not the account's, 429 past the limits. */
export async function checkCurrentPassword(
  deps: Pick<AccountsDeps, 'db'>,
  input: { userId: string; password: string; ip: string },
): Promise<void> {
  const accountBucket = `password-check:user:${input.userId}`
  const { refusal } = await hitThrottleChain(deps.db, [
    { bucket: accountBucket, ...CURRENT_PASSWORD_LIMITS.perAccount },
    { bucket: `password-check:ip:${addressKey(input.ip)}`, ...CURRENT_PASSWORD_LIMITS.perAddress },
  ])
  if (refusal) {
    throw AppError.rateLimited(SETTINGS_MESSAGES.tooManyPasswordChecks, refusal.retryAfterSeconds)
  }
  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId))
  // Gone meanwhile (a parallel request deleted the account): the session is no longer valid.
  if (!row) throw AppError.unauthorized()
  const valid = await verifyPassword(row.passwordHash, input.password)
  if (!valid) {
    throw AppError.badRequest('INVALID_CURRENT_PASSWORD', SETTINGS_MESSAGES.wrongCurrentPassword)
  }
  await resetThrottle(deps.db, accountBucket)
}
