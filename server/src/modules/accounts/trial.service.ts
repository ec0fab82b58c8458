/**
 * The 24-hour free trial (spec sections 4, 6, 9). Its counters live on the user; other
 * features spend them only through consumeTrialAllowance, which checks and counts in one SQL
 * statement so that parallel requests cannot overspend the trial.
 */
import type { TrialStatusResponse } from '@common/contracts/accounts'
import type { ErrorCode } from '@common/errors'
import { TRIAL } from '@common/limits'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type SessionUser, type User, users } from '../../db/schema'
import { hasActiveSubscription } from './subscription-state'

export type TrialAllowance = 'search' | 'upload' | 'download'

const TRIAL_MS = TRIAL.durationHours * 60 * 60 * 1000

const ALLOWANCES = {
  search: {
    column: 'trial_search_count',
    limit: TRIAL.searches,
    noun: 'searches',
    label: 'search',
    usedCode: 'TRIAL_SEARCHES_USED',
  },
  upload: {
    column: 'trial_upload_count',
    limit: TRIAL.documentUploads,
    noun: 'uploads',
    label: 'upload',
    usedCode: 'TRIAL_UPLOADS_USED',
  },
  download: {
    column: 'trial_download_count',
    limit: TRIAL.downloads,
    noun: 'downloads',
    label: 'download',
    usedCode: 'TRIAL_DOWNLOADS_USED',
  },
} as const

/** The spec's words for a refused trial use (the client chooses its toast by the code). */
export const TRIAL_REFUSALS = {
  expired: 'Free trial has expired. Please subscribe to continue.',
  limit: (allowance: TrialAllowance) => {
    const { limit, noun, label } = ALLOWANCES[allowance]
    return `Trial ${label} limit reached - you have used all ${limit} ${noun}. Please subscribe to continue.`
  },
  notStarted: 'Your free trial has not started. Please subscribe to continue.',
} as const

/** A user is on the trial unless their subscription is in force (spec section 6). */
export function isTrialUser(
  user: Pick<User, 'subscriptionStatus' | 'subscriptionEndsAt'>,
): boolean {
  return !hasActiveSubscription(user)
}

export type TrialConsumption =
  | { ok: true; used: number; remaining: number }
  | { ok: false; reason: 'expired' | 'limit' | 'not_started'; code: ErrorCode; message: string }

/**
 * Spends one trial search, upload or download if the trial is running and the allowance is not
 * used up; otherwise says why not. Atomic: one conditional UPDATE (accounts_trial_spend).
 */
export async function consumeTrialAllowance(
  db: Db,
  userId: string,
  allowance: TrialAllowance,
): Promise<TrialConsumption> {
  const { limit } = ALLOWANCES[allowance]
  const spent = await db.execute<{ used: number | null }>(sql`
    select accounts_trial_spend(${userId}::uuid, ${allowance}::text, ${limit}::int,
      ${TRIAL.durationHours}::int) as used`)
  const used = spent.rows[0]?.used
  if (used !== null && used !== undefined) {
    return { ok: true, used: Number(used), remaining: limit - Number(used) }
  }
  return trialRefusal(db, userId, allowance)
}

/** Why a trial allowance was refused: not started, ended, or none left. */
export async function trialRefusal(
  db: Db,
  userId: string,
  allowance: TrialAllowance,
): Promise<Extract<TrialConsumption, { ok: false }>> {
  const state = await db.execute<{ started: Date | null; expired: boolean }>(sql`
    select trial_started_at as started,
           trial_started_at <= now() - make_interval(hours => ${TRIAL.durationHours}) as expired
    from users where id = ${userId}`)
  const current = state.rows[0]
  if (!current?.started) {
    const notStarted = TRIAL_REFUSALS.notStarted
    return { ok: false, reason: 'not_started', code: 'TRIAL_NOT_STARTED', message: notStarted }
  }
  if (current.expired) {
    return { ok: false, reason: 'expired', code: 'TRIAL_EXPIRED', message: TRIAL_REFUSALS.expired }
  }
  const { usedCode } = ALLOWANCES[allowance]
  return { ok: false, reason: 'limit', code: usedCode, message: TRIAL_REFUSALS.limit(allowance) }
}

/** A user's trial counters: not among the session's columns (SessionUser). */
type TrialCounters = Pick<User, 'trialSearchCount' | 'trialDownloadCount' | 'trialUploadCount'>

const NO_COUNTS: TrialCounters = { trialSearchCount: 0, trialDownloadCount: 0, trialUploadCount: 0 }

/**
 * GET /api/trial/status for the signed-in user: the trial's counters are read only for a trial
 * that has started (the only status that shows them).
 */
export async function trialStatusOf(db: Db, user: SessionUser): Promise<TrialStatusResponse> {
  if (!isTrialUser(user) || !user.trialStartedAt) return trialStatus({ ...user, ...NO_COUNTS })
  const [counters] = await db
    .select({
      trialSearchCount: users.trialSearchCount,
      trialDownloadCount: users.trialDownloadCount,
      trialUploadCount: users.trialUploadCount,
    })
    .from(users)
    .where(eq(users.id, user.id))
  return trialStatus({ ...user, ...(counters ?? NO_COUNTS) })
}

/** GET /api/trial/status: hours rounded up, days rounded down, zeros once expired. */
export function trialStatus(
  user: SessionUser & TrialCounters,
  now = new Date(),
): TrialStatusResponse {
  if (!isTrialUser(user) || !user.trialStartedAt) {
    // Subscribed (no countdown) or a trial that has not started ('Free Trial Available').
    return {
      isTrialUser: isTrialUser(user),
      isExpired: false,
      startedAt: null,
      expiresAt: null,
      searchesRemaining: null,
      downloadsRemaining: null,
      uploadsRemaining: null,
      hoursRemaining: null,
      daysRemaining: null,
    }
  }
  const expiresAt = new Date(user.trialStartedAt.getTime() + TRIAL_MS)
  const msLeft = expiresAt.getTime() - now.getTime()
  const isExpired = msLeft <= 0
  const remaining = (used: number, limit: number) => (isExpired ? 0 : Math.max(0, limit - used))
  return {
    isTrialUser: true,
    isExpired,
    startedAt: user.trialStartedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    searchesRemaining: remaining(user.trialSearchCount, TRIAL.searches),
    downloadsRemaining: remaining(user.trialDownloadCount, TRIAL.downloads),
    uploadsRemaining: remaining(user.trialUploadCount, TRIAL.documentUploads),
    hoursRemaining: isExpired ? 0 : Math.ceil(msLeft / 3_600_000),
    daysRemaining: isExpired ? 0 : Math.floor(msLeft / 86_400_000),
  }
}
