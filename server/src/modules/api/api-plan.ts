/** Whether a user's plan (as it stands now) includes the public API: Elite. */
import { API_TIERS } from '@common/api-access'
import { API_KEY_MESSAGES } from '@common/contracts/api-keys'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { effectiveTier } from '../billing'

export function apiInPlan(user: SessionUser): boolean {
  return API_TIERS.includes(effectiveTier(user))
}

/** 403 API_NOT_IN_PLAN unless the user is on a plan with the API (checked on every request). */
export function assertApiInPlan(user: SessionUser): void {
  if (!apiInPlan(user)) throw AppError.forbidden('API_NOT_IN_PLAN', API_KEY_MESSAGES.notInPlan)
}
