/**
 * Checks a login. Attempts are limited per account and per IP address in the database (so
 * every server process shares the count); an unknown e-mail costs the same argon2 work as a
 * known one, so timing does not tell which accounts exist.
 */
import { ACCOUNT_MESSAGES, type LoginRequest } from '@common/contracts/accounts'
import { eq } from 'drizzle-orm'
import { type User, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { hitThrottles, resetThrottle } from '../throttle'
import type { AccountsDeps } from './accounts.deps'
import { verifyPassword } from './password-hashing'
import { normaliseEmail } from './registration.service'

export const LOGIN_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  perIp: { limit: 50, windowMs: 15 * 60 * 1000 },
}

export async function authenticate(
  deps: Pick<AccountsDeps, 'db'>,
  input: LoginRequest & { ip: string },
): Promise<User> {
  const email = normaliseEmail(input.email)
  const accountBucket = `login:account:${email}`
  const refusal = await hitThrottles(deps.db, [
    { bucket: accountBucket, ...LOGIN_LIMITS.perAccount },
    { bucket: `login:ip:${input.ip}`, ...LOGIN_LIMITS.perIp },
  ])
  if (refusal) throw AppError.rateLimited(ACCOUNT_MESSAGES.tooManyLogins, refusal.retryAfterSeconds)

  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1)
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password)
  if (!user || !valid)
    throw new AppError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials, 401)
  await resetThrottle(deps.db, accountBucket)
  return user
}
