import type { ErrorCode } from '@common/errors'
import { TRIAL } from '@common/limits'
import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorMessage, toApiError } from '@/lib/api'

const FALLBACK = 'An unexpected error occurred. Please try again.'

function destructive(title: string, description: string): ToastMessage {
  return { title, description, variant: 'destructive' }
}

const UNAUTHORIZED = destructive('Unauthorized', 'Please log in to continue')

const RATE_LIMITED = destructive(
  'Search Limit Reached',
  'Please wait a minute before searching again.',
)

/**
 * Spec section 8, "Public-records search", rows 3 to 6: the refusals a subscription (or a
 * bigger plan) would lift, by the server's domain code, in the spec's order.
 */
const REFUSALS: Partial<Record<ErrorCode, ToastMessage>> = {
  TRIAL_EXPIRED: destructive(
    'Free Trial Expired',
    `Your ${TRIAL.durationHours}-hour free trial has ended. Please subscribe to continue searching public records.`,
  ),
  TRIAL_SEARCHES_USED: destructive(
    'Trial Searches Used',
    `You have used all ${TRIAL.searches} trial searches. Subscribe for unlimited searches.`,
  ),
  DAILY_LIMIT: destructive(
    'Search Limit Exceeded',
    'You have reached your daily search limit. Consider upgrading your plan for more searches.',
  ),
  STATE_NOT_IN_PLAN: destructive(
    'State Access Restricted',
    'This state is not available in your current plan. Upgrade to search more states.',
  ),
}

/** The refusals a subscription would lift: the screen offers the plans beside them. */
export const UPGRADE_TOAST_TITLES: ReadonlySet<string> = new Set(
  Object.values(REFUSALS).map((toast) => toast.title),
)

/**
 * Maps a failed POST /api/public-records/search to its toast, checked in the spec's order: not
 * signed in (UNAUTHORIZED); rate limited (RATE_LIMITED, or any 429); the refusals by code; any
 * other 400 is 'Invalid Search Criteria' with the server's words; then, with the browser offline,
 * 'Network Error'; else 'Search Failed' with the server's words (never the raw status line) or
 * the generic text. Only codes and statuses are read, never the wording of the message.
 */
export function searchErrorToast(
  error: unknown,
  // Offline only when the browser says so: a navigator without onLine (a polyfill) is online.
  online: boolean = typeof navigator === 'undefined' || navigator.onLine !== false,
): ToastMessage {
  const apiError = toApiError(error)
  const code = apiError?.code
  const serverMessage = apiErrorMessage(error)
  if (code === 'UNAUTHORIZED' || apiError?.status === 401) return UNAUTHORIZED
  if (code === 'RATE_LIMITED' || apiError?.status === 429) return RATE_LIMITED
  const refusal = code && REFUSALS[code]
  if (refusal) return refusal
  if (apiError?.status === 400) {
    return destructive(
      'Invalid Search Criteria',
      serverMessage || 'Please check your search criteria and try again.',
    )
  }
  if (!online) {
    return destructive('Network Error', 'Please check your internet connection and try again.')
  }
  return destructive('Search Failed', serverMessage || FALLBACK)
}
