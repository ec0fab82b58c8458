import { apiErrorMessage, parseApiError } from '@/lib/api'
import type { AccountToast } from './account-toast'

const GENERIC = 'Login failed. Please try again.'

/**
 * Maps a failed POST /api/login to its toast (spec section 8): 401 is 'Invalid email or
 * password'; anything else is the generic text, except that a 429 shows the server's own words
 * (how long to wait), which tell the user more than 'try again' would.
 */
export function loginErrorToast(error: unknown): AccountToast {
  const status = parseApiError(error)?.status
  const description =
    status === 401
      ? 'Invalid email or password'
      : status === 429
        ? apiErrorMessage(error) || GENERIC
        : GENERIC
  return { title: 'Login Failed', description, variant: 'destructive' }
}
