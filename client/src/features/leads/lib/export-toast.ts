import { EXPORT_MESSAGES } from '@common/contracts/lead-export'
import type { ErrorCode } from '@common/errors'
import type { ToastMessage } from '@/hooks/use-toast'
import { toApiError } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

/** Titles of the export's and the call list's refusals, by the server's code. */
const TITLES: Partial<Record<ErrorCode, string>> = {
  EXPORT_NOT_IN_PLAN: 'Export Needs Pro',
  CONTACTS_NOT_IN_PLAN: 'Call Lists Need Pro',
  LEAD_NOT_FOUND: 'Lead Not Found',
  VALIDATION_FAILED: 'Export Refused',
  UNAUTHORIZED: 'Please log in to continue',
}

/** Words of our own when the server sent none (a proxy's page, a dropped connection). */
const FALLBACKS: Partial<Record<ErrorCode, string>> = {
  EXPORT_NOT_IN_PLAN: EXPORT_MESSAGES.notInPlan,
  CONTACTS_NOT_IN_PLAN: EXPORT_MESSAGES.contactsNotInPlan,
}

/** The toast when an export or a call list failed: a title by code, the server's own words. */
export function exportErrorToast(error: unknown, what: 'export' | 'call list'): ToastMessage {
  const apiError = toApiError(error)
  const fallback =
    (apiError?.code && FALLBACKS[apiError.code]) ||
    (apiError
      ? `The ${what} could not be made. Please try again.`
      : `The ${what} could not be fetched. Check your connection and try again.`)
  const title =
    (apiError?.code && TITLES[apiError.code]) ||
    (what === 'export' ? 'Export Failed' : 'Call List Failed')
  return errorToast(title, error, fallback)
}

/** The toast after a download: the file's name, and the sample leads left out, if any. */
export function exportDoneToast(file: { fileName: string; skippedSample: number }): ToastMessage {
  const skipped = file.skippedSample
  const note =
    skipped > 0
      ? ` ${skipped} sample ${skipped === 1 ? 'lead was' : 'leads were'} left out: sample data is never exported as real.`
      : ''
  return { title: 'Export Ready', description: `${file.fileName} was downloaded.${note}` }
}
