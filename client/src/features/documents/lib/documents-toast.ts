import { apiErrorMessage, parseApiError } from '@/lib/api'

/** A toast of the documents screen: plain strings, so tests compare them word for word. */
export interface DocumentsToast {
  title: string
  description: string
  variant?: 'destructive'
}

/** What a network failure mid-upload says (a refused large file can also end this way). */
export const UPLOAD_INTERRUPTED =
  'The upload did not finish. Check your connection and try again; a very large file may also be refused before it is sent in full.'

function uploadTitle(status: number | undefined, message: string | undefined): string {
  if (status === undefined) return 'Upload Failed'
  if (status === 401) return 'Please log in to continue'
  if (status === 413) return 'File Too Large'
  if (status === 415) return 'Not a PDF'
  if (status === 403) {
    return /expired/i.test(message ?? '') ? 'Free Trial Expired' : 'Upload Limit Reached'
  }
  if (status === 400) return 'Upload Refused'
  return 'Upload Failed'
}

/**
 * The toast for a refused or failed upload: a title by status, and the server's own message
 * (413, 415, 400, 403 trial and plan limits) word for word, or a plain fallback.
 */
export function uploadErrorToast(error: unknown): DocumentsToast {
  const parsed = parseApiError(error)
  const message = apiErrorMessage(error)
  const fallback = parsed
    ? 'The document could not be uploaded. Please try again.'
    : UPLOAD_INTERRUPTED
  return {
    title: uploadTitle(parsed?.status, message),
    description: message ?? fallback,
    variant: 'destructive',
  }
}

/** The toast after an upload went through: the AI analysis runs next. */
export function uploadSuccessToast(originalName: string): DocumentsToast {
  return {
    title: 'Document Uploaded',
    description: `${originalName} is uploaded. AI analysis has started; the fields appear here when it finishes.`,
  }
}

/** The toast for a failed delete, with the server's message when it gave one. */
export function deleteErrorToast(error: unknown): DocumentsToast {
  return {
    title: 'Delete Failed',
    description: apiErrorMessage(error) ?? 'The document could not be deleted. Please try again.',
    variant: 'destructive',
  }
}
