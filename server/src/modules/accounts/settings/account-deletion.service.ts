/**
 * Deleting an account (docs/decisions/0028). Accounts owns the user row; what other modules
 * must do is handed in as steps (accounts imports none of them; server/src/composition/ builds
 * the steps from their faces):
 *
 * 1. `beforeDelete`: the PayPal subscription is cancelled at the provider. A failure refuses the
 *    deletion and nothing is deleted: the user is told and can try again.
 * 2. one transaction: the user row is locked (a parallel deletion waits here, then finds nothing
 *    to do), `inTransaction` runs (contacts purged, the keys of the stored files written to the
 *    pending-deletion list, the queued jobs and billing records naming the user forgotten), the
 *    throttle counters kept for the account (by its id, its e-mail, its logins) are forgotten,
 *    the user row is deleted and every owned row goes with it (cascade).
 * 3. `afterDelete`: the stored files are removed. Whatever storage refuses stays on the list
 *    and a retrying job removes it; the reply says so.
 */
import { eq } from 'drizzle-orm'
import { type SessionUser, users } from '../../../db/schema'
import { resetThrottlesNaming } from '../../throttle'
import { accountDeletedEmail } from '../account-emails'
import { type AccountsDeps, sendInBackground } from '../accounts.deps'
import { clearLoginLimits } from '../login.service'
import { normaliseEmail } from '../registration.service'
import type { DbOrTransaction } from '../subscription-record.service'
import { checkCurrentPassword } from './current-password'

export interface AccountDeletionSteps<Context = unknown> {
  /** Before anything is deleted; throwing refuses the deletion (nothing is deleted). */
  beforeDelete(user: SessionUser): Promise<void>
  /** In the transaction that deletes the user row; what it returns is given to afterDelete. */
  inTransaction(tx: DbOrTransaction, userId: string): Promise<Context>
  /**
   * After the commit: removes the stored files; resolves to how many are still to be removed
   * (left to the retrying job).
   */
  afterDelete(userId: string, context: Context): Promise<{ filesRemaining: number }>
}

export type AccountDeletionOutcome =
  | { deleted: true; filesRemaining: number }
  /** A parallel request deleted it first. */
  | { deleted: false }

/** The throttle counters kept for the account: by its id, its e-mail and its sign-ins. */
async function forgetAccountThrottles(tx: DbOrTransaction, user: SessionUser): Promise<void> {
  const email = normaliseEmail(user.email)
  await resetThrottlesNaming(tx, [...new Set([user.id, user.email, email])])
  await clearLoginLimits(tx, email)
}

export async function deleteAccount(
  deps: AccountsDeps,
  steps: AccountDeletionSteps,
  input: { user: SessionUser; currentPassword: string; ip: string },
): Promise<AccountDeletionOutcome> {
  const { user } = input
  await checkCurrentPassword(deps, {
    userId: user.id,
    password: input.currentPassword,
    ip: input.ip,
  })
  await steps.beforeDelete(user)
  const deleted = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update')
    if (!row) return null
    const context = await steps.inTransaction(tx, user.id)
    await forgetAccountThrottles(tx, user)
    await tx.delete(users).where(eq(users.id, user.id))
    return { context }
  })
  if (!deleted) return { deleted: false }
  deps.log.info({ userId: user.id }, 'account deleted')
  sendInBackground(deps, accountDeletedEmail(user.email))
  const { filesRemaining } = await steps
    .afterDelete(user.id, deleted.context)
    .catch((error: unknown) => {
      deps.log.error({ err: error, userId: user.id }, 'removing the deleted account’s files failed')
      return { filesRemaining: -1 }
    })
  return { deleted: true, filesRemaining }
}
