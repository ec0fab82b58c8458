/**
 * Registration starts the 24-hour trial. One free trial per person: an e-mail registers once
 * (400 'Email already exists') and so does a first + last name (409 NAME_ALREADY_EXISTS with
 * requiresSubscription). Pre-checks give the answer; unique indexes hold it under races. Sign-up
 * attempts are limited per client address (REGISTER_RATE_LIMIT_PER_HOUR, counted in the database
 * before anything is looked up), so one address can neither collect trials nor probe which
 * e-mails have accounts through EMAIL_EXISTS.
 */
import { ACCOUNT_MESSAGES, type RegisterRequest } from '@common/contracts/accounts'
import { and, eq, sql } from 'drizzle-orm'
import { isUniqueViolation, violatedConstraint } from '../../db/pg-errors'
import { type User, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { addressKey, hitThrottleChain } from '../throttle'
import type { AccountsDeps } from './accounts.deps'
import { grantFirstAccountOperator } from './operator-role.service'
import { hashPassword } from './password-hashing'

/** Trimmed, with inner runs of white space made one space. */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ')
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

const emailExists = () => new AppError('EMAIL_EXISTS', ACCOUNT_MESSAGES.emailExists, 400)
const nameExists = () =>
  new AppError('NAME_ALREADY_EXISTS', ACCOUNT_MESSAGES.nameExists, 409, {
    requiresSubscription: true,
  })

const HOUR_MS = 60 * 60 * 1000

export async function registerUser(
  deps: Pick<AccountsDeps, 'db' | 'registrationsPerHourPerAddress' | 'operatorFirstAccount'>,
  input: RegisterRequest & { ip: string },
): Promise<User> {
  const { refusal } = await hitThrottleChain(deps.db, [
    {
      bucket: `register:ip:${addressKey(input.ip)}`,
      limit: deps.registrationsPerHourPerAddress,
      windowMs: HOUR_MS,
    },
  ])
  if (refusal) {
    throw AppError.rateLimited(ACCOUNT_MESSAGES.tooManyRegistrations, refusal.retryAfterSeconds)
  }

  const email = normaliseEmail(input.email)
  const firstName = normaliseName(input.firstName)
  const lastName = normaliseName(input.lastName)

  const [sameEmail] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
  if (sameEmail) throw emailExists()
  const [sameName] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.firstName}) = lower(${firstName})`,
        sql`lower(${users.lastName}) = lower(${lastName})`,
      ),
    )
    .limit(1)
  if (sameName) throw nameExists()

  const passwordHash = await hashPassword(input.password)
  try {
    const [user] = await deps.db
      .insert(users)
      .values({
        email,
        firstName,
        lastName,
        passwordHash,
        authProvider: 'trial',
        trialStartedAt: new Date(),
      })
      .returning()
    if (!user) throw new Error('insert returned no row')
    if (!deps.operatorFirstAccount) return user
    const operatorSince = await grantFirstAccountOperator(deps.db, user.id)
    return operatorSince ? { ...user, operatorSince } : user
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw violatedConstraint(error) === 'users_full_name_unique' ? nameExists() : emailExists()
    }
    throw error
  }
}
