/**
 * Changing the password from settings: the current password first (checked like a sign-in),
 * then the new hash; every other session of the user ends, outstanding reset links are voided
 * and a notice goes to the account's address.
 */
import type { ChangePasswordRequest } from '@common/contracts/settings'
import { and, eq } from 'drizzle-orm'
import { passwordResetTokens, type SessionUser, users } from '../../../db/schema'
import { passwordChangedEmail } from '../account-emails'
import { type AccountsDeps, sendInBackground } from '../accounts.deps'
import { hashPassword } from '../password-hashing'
import { destroyUserSessions } from '../session.service'
import { checkCurrentPassword } from './current-password'

export async function changePassword(
  deps: AccountsDeps,
  input: ChangePasswordRequest & { user: SessionUser; ip: string; currentSid: string },
): Promise<void> {
  await checkCurrentPassword(deps, {
    userId: input.user.id,
    password: input.currentPassword,
    ip: input.ip,
  })
  const passwordHash = await hashPassword(input.newPassword)
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.user.id))
    await tx
      .update(passwordResetTokens)
      .set({ isUsed: true })
      .where(
        and(eq(passwordResetTokens.userId, input.user.id), eq(passwordResetTokens.isUsed, false)),
      )
  })
  await destroyUserSessions(deps.db, input.user.id, input.currentSid)
  sendInBackground(deps, passwordChangedEmail(input.user.email, new Date()))
}
