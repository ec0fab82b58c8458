import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorCode, apiErrorMessage } from '@/lib/api'

const GENERIC = 'Login failed. Please try again.'

/**
 * Maps a failed POST /api/login to its toast (spec section 8), by the server's domain code:
 * INVALID_CREDENTIALS (the spec's 401) is 'Invalid email or password'; anything else is the
 * generic text, except that RATE_LIMITED shows the server's own words (how long to wait), which
 * tell the user more than 'try again' would.
 */
export function loginErrorToast(error: unknown): ToastMessage {
  const code = apiErrorCode(error)
  const description =
    code === 'INVALID_CREDENTIALS'
      ? 'Invalid email or password'
      : code === 'RATE_LIMITED'
        ? apiErrorMessage(error) || GENERIC
        : GENERIC
  return { title: 'Login Failed', description, variant: 'destructive' }
}
