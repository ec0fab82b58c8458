/**
 * Checks a login. An unknown e-mail costs the same argon2 work as a known one, so timing does
 * not tell which accounts exist. Attempts are counted in the database (every server process
 * shares the count) before the password is checked, by a chain of limits in which a refused
 * attempt is not counted by the later ones (OWASP's advice against lock-out abuse):
 *
 * 1. per account and address, 10 in 15 minutes, and 2. 30 a day: guessing one account's password
 *    from one address; the owner elsewhere is not affected.
 * 3. per address, 50 in 15 minutes: one address trying many accounts.
 * 4. per account, 100 a day from all addresses: guessing spread over many addresses. An attacker
 *    needs at least 4 addresses to reach it, and the owner lifts it by resetting the password.
 *
 * A success clears this address's counts for the account and the account-wide count.
 */
import { ACCOUNT_MESSAGES, type LoginRequest } from '@common/contracts/accounts'
import { eq } from 'drizzle-orm'
import { type User, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { addressKey, hitThrottleChain, resetThrottle, resetThrottlesWithPrefix } from '../throttle'
import type { AccountsDeps } from './accounts.deps'
import { verifyPassword } from './password-hashing'
import { normaliseEmail } from './registration.service'
import type { DbOrTransaction } from './subscription-record.service'

const MINUTES_15 = 15 * 60 * 1000
const DAY = 24 * 60 * 60 * 1000

const LOGIN_LIMITS = {
  perAccountAndAddress: { limit: 10, windowMs: MINUTES_15 },
  perAccountAndAddressDaily: { limit: 30, windowMs: DAY },
  perAddress: { limit: 50, windowMs: MINUTES_15 },
  perAccountDaily: { limit: 100, windowMs: DAY },
}

/**
 * Every login bucket of one account starts with this; the space ends it (e-mails hold none), so
 * one account's prefix is never the start of another's.
 */
function accountPrefix(email: string): string {
  return `login:account:${email} `
}

/** The buckets of one attempt, in the order the chain counts them, with each refusal's words. */
function loginRules(email: string, ip: string) {
  const account = accountPrefix(email)
  const address = addressKey(ip)
  const accountAndAddress = `${account}ip:${address}`
  const accountAndAddressDaily = `${account}ip-day:${address}`
  const accountDaily = `${account}all`
  return {
    chain: [
      { bucket: accountAndAddress, ...LOGIN_LIMITS.perAccountAndAddress },
      { bucket: accountAndAddressDaily, ...LOGIN_LIMITS.perAccountAndAddressDaily },
      { bucket: `login:ip:${address}`, ...LOGIN_LIMITS.perAddress },
      { bucket: accountDaily, ...LOGIN_LIMITS.perAccountDaily },
    ],
    /** What each rule of the chain answers when it refuses. */
    messages: [
      ACCOUNT_MESSAGES.tooManyLogins,
      ACCOUNT_MESSAGES.accountLoginsLocked,
      ACCOUNT_MESSAGES.tooManyLogins,
      ACCOUNT_MESSAGES.accountLoginsLocked,
    ],
    // This address's counts for the account and the account-wide one; not the per-address
    // count (one good password must not reopen an address that is trying many accounts).
    clearedBySuccess: [accountAndAddress, accountAndAddressDaily, accountDaily],
  }
}

export async function authenticate(
  deps: Pick<AccountsDeps, 'db'>,
  input: LoginRequest & { ip: string },
): Promise<User> {
  const email = normaliseEmail(input.email)
  const rules = loginRules(email, input.ip)
  const { refusedAt, refusal } = await hitThrottleChain(deps.db, rules.chain)
  if (refusal) {
    const message = rules.messages[refusedAt ?? 0] ?? ACCOUNT_MESSAGES.tooManyLogins
    throw AppError.rateLimited(message, refusal.retryAfterSeconds)
  }

  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1)
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password)
  if (!user || !valid)
    throw new AppError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials, 401)
  await resetThrottle(deps.db, rules.clearedBySuccess)
  return user
}

/**
 * After a password reset, and with a deleted account: the account's login counts from every
 * address are forgotten.
 */
export async function clearLoginLimits(db: DbOrTransaction, email: string): Promise<void> {
  await resetThrottlesWithPrefix(db, accountPrefix(normaliseEmail(email)))
}
