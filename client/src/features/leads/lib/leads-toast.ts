import { LEAD_MESSAGES } from '@common/contracts/leads'
import type { ErrorCode } from '@common/errors'
import type { ToastMessage } from '@/hooks/use-toast'
import { toApiError } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

const TITLES: Partial<Record<ErrorCode, string>> = {
  TAGS_NOT_IN_PLAN: 'Tags and Folders Need Pro',
  TOO_MANY_TAGS: 'Too Many Tags',
  LEAD_NOT_FOUND: 'Lead Not Found',
  VALIDATION_FAILED: 'Change Refused',
  UNAUTHORIZED: 'Please log in to continue',
}

/**
 * The toast when a change to a lead was refused or failed (the change on screen is rolled back):
 * a title by the server's code, and the server's own words, or a plain fallback.
 */
export function leadChangeErrorToast(error: unknown): ToastMessage {
  const apiError = toApiError(error)
  const fallback =
    apiError?.code === 'TAGS_NOT_IN_PLAN'
      ? LEAD_MESSAGES.tagsNotInPlan
      : apiError
        ? 'The change could not be saved, so it was undone. Please try again.'
        : 'The change could not be sent, so it was undone. Check your connection and try again.'
  return errorToast(
    (apiError?.code && TITLES[apiError.code]) || 'Change Not Saved',
    error,
    fallback,
  )
}
