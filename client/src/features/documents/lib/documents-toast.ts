import type { ErrorCode } from '@common/errors'
import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorMessage, toApiError } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

/** What a network failure mid-upload says (a refused large file can also end this way). */
export const UPLOAD_INTERRUPTED =
  'The upload did not finish. Check your connection and try again; a very large file may also be refused before it is sent in full.'

/** The title of a file of a kind we do not take, refused before it is sent or by the server. */
export const UNSUPPORTED_FILE_TITLE = 'Unsupported File Type'

/** The title of a refused upload, by the server's domain code; 'Upload Failed' for others. */
const UPLOAD_TITLES: Partial<Record<ErrorCode, string>> = {
  UNAUTHORIZED: 'Please log in to continue',
  FILE_TOO_LARGE: 'File Too Large',
  PAYLOAD_TOO_LARGE: 'File Too Large',
  NOT_A_PDF: UNSUPPORTED_FILE_TITLE,
  FILE_TYPE_MISMATCH: 'File Type Mismatch',
  IMAGE_TOO_LARGE: 'Image Too Large',
  IMAGE_UNREADABLE: 'Upload Refused',
  TRIAL_EXPIRED: 'Free Trial Expired',
  TRIAL_NOT_STARTED: 'Upload Limit Reached',
  TRIAL_UPLOADS_USED: 'Upload Limit Reached',
  MONTHLY_IMPORT_LIMIT: 'Upload Limit Reached',
  FILE_MISSING: 'Upload Refused',
  TOO_MANY_FILES: 'Upload Refused',
  TOO_MANY_PARTS: 'Upload Refused',
  VALIDATION_FAILED: 'Upload Refused',
  BAD_REQUEST: 'Upload Refused',
}

/**
 * The toast for a refused or failed upload: a title by the server's code, and the server's own
 * message (size cap, a kind we do not take, a name that is not what the file is, an image over
 * the decode limits, unreadable, trial and plan limits) word for word, or a plain fallback.
 */
export function uploadErrorToast(error: unknown): ToastMessage {
  const apiError = toApiError(error)
  const message = apiErrorMessage(error)
  const fallback = apiError
    ? 'The document could not be uploaded. Please try again.'
    : UPLOAD_INTERRUPTED
  return {
    title: (apiError?.code && UPLOAD_TITLES[apiError.code]) || 'Upload Failed',
    description: message ?? fallback,
    variant: 'destructive',
  }
}

/** The toast after an upload went through: the AI analysis runs next. */
export function uploadSuccessToast(originalName: string): ToastMessage {
  return {
    title: 'Document Uploaded',
    description: `${originalName} is uploaded. AI analysis has started; the fields appear here when it finishes.`,
  }
}

/** The toast for a failed delete, with the server's message when it gave one. */
export function deleteErrorToast(error: unknown): ToastMessage {
  return errorToast('Delete Failed', error, 'The document could not be deleted. Please try again.')
}
