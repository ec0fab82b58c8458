/**
 * Spends one document upload: the trial's allowance for a user without an active
 * subscription, otherwise the plan's monthly quota. Both are single atomic SQL statements, so
 * parallel uploads cannot overspend.
 */
import { UPLOAD_MESSAGES } from '@common/contracts/documents'
import type { Db } from '../../../db/client'
import type { SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { consumeTrialAllowance, hasActiveSubscription } from '../../accounts'
import { consumeMonthlyUsage, limitsFor } from '../../billing'

/** Throws a 403 AppError with the spec's message when the user may not upload another file. */
export async function spendUploadAllowance(db: Db, user: SessionUser): Promise<void> {
  if (!hasActiveSubscription(user)) {
    const trial = await consumeTrialAllowance(db, user.id, 'upload')
    if (!trial.ok) throw AppError.forbidden(trial.code, trial.message, { reason: trial.reason })
    return
  }
  const limit = limitsFor(user).documentImportsPerMonth
  const usage = await consumeMonthlyUsage(db, {
    userId: user.id,
    counter: 'documentsUploaded',
    limit,
  })
  if (!usage.ok) {
    const message = UPLOAD_MESSAGES.monthlyLimit(limit ?? usage.limit)
    throw AppError.forbidden('MONTHLY_IMPORT_LIMIT', message, { reason: 'monthly_limit' })
  }
}
