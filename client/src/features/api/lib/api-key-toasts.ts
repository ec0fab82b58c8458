/**
 * The toasts of the API keys section, titled by the server's domain code, never its wording.
 */
import type { ErrorCode } from '@common/errors'
import type { ToastMessage } from '@/hooks/use-toast'
import { toApiError } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

const TITLES: Partial<Record<ErrorCode, string>> = {
  API_NOT_IN_PLAN: 'API Access Needs Elite',
  TOO_MANY_API_KEYS: 'Too Many Keys',
  API_KEY_NOT_FOUND: 'Key Not Found',
  VALIDATION_FAILED: 'Check the Details',
}

/** A failed create or revoke: the title by code, the server's own words beneath. */
export function apiKeyErrorToast(error: unknown, during: 'create' | 'revoke'): ToastMessage {
  const code = toApiError(error)?.code
  return errorToast(
    (code && TITLES[code]) || (during === 'create' ? 'Key Not Created' : 'Key Not Revoked'),
    error,
    'The server could not be reached. Please try again.',
  )
}
