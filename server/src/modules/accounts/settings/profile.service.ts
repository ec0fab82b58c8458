/**
 * Changing the first and last name. The full name is unique across accounts (the index that
 * keeps the free trial to one per person), so a clash is a 409 NAME_ALREADY_EXISTS, held by the
 * index under races; and during the trial the name cannot change at all: renaming would free the
 * name for a second trial under another e-mail (docs/decisions/0028).
 */
import { SETTINGS_MESSAGES, type UpdateProfileRequest } from '@common/contracts/settings'
import { and, eq, ne, sql } from 'drizzle-orm'
import { isUniqueViolation } from '../../../db/pg-errors'
import { type SessionUser, users } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import type { AccountsDeps } from '../accounts.deps'
import { normaliseName } from '../registration.service'
import { hasActiveSubscription } from '../subscription-state'

const nameTaken = () => AppError.conflict('NAME_ALREADY_EXISTS', SETTINGS_MESSAGES.nameTaken)

export async function updateProfile(
  deps: Pick<AccountsDeps, 'db'>,
  user: SessionUser,
  input: UpdateProfileRequest,
): Promise<SessionUser> {
  const firstName = normaliseName(input.firstName)
  const lastName = normaliseName(input.lastName)
  if (firstName === user.firstName && lastName === user.lastName) return user
  const sameLetters =
    firstName.toLowerCase() === (user.firstName ?? '').toLowerCase() &&
    lastName.toLowerCase() === (user.lastName ?? '').toLowerCase()
  // A change of letter case is not a new name: it frees nothing, so the trial may make it.
  if (!sameLetters && !hasActiveSubscription(user)) {
    throw AppError.forbidden(
      'NAME_CHANGE_REQUIRES_SUBSCRIPTION',
      SETTINGS_MESSAGES.nameChangeNeedsSubscription,
    )
  }
  const [clash] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, user.id),
        sql`lower(${users.firstName}) = lower(${firstName})`,
        sql`lower(${users.lastName}) = lower(${lastName})`,
      ),
    )
    .limit(1)
  if (clash) throw nameTaken()
  try {
    const [updated] = await deps.db
      .update(users)
      .set({ firstName, lastName })
      .where(eq(users.id, user.id))
      .returning()
    if (!updated) throw AppError.unauthorized()
    return updated
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken()
    throw error
  }
}
