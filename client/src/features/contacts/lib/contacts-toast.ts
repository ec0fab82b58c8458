/**
 * The toasts of contact discovery, as plain strings so they stay pure functions tests compare
 * word for word. The social ones are the spec's (section 8: 'Search Restricted' with the
 * server's message for `success: false`, 'Search Failed' / 'Failed to search for social
 * profiles' for a failed request, 'Failed to remove profile', 'Name Required'); the trace ones are
 * chosen by the server's domain code, never by its wording.
 */
import type { ErrorCode } from '@common/errors'
import type { ToastMessage } from '@/hooks/use-toast'
import { toApiError } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

const destructive = (title: string, description: string): ToastMessage => ({
  title,
  description,
  variant: 'destructive',
})

/** Spec section 5: a social search without a name. */
export const NAME_REQUIRED = destructive(
  'Name Required',
  'Please enter a defendant name to search for',
)

/** Spec section 8: a search answered `success: false` (plan or monthly limit). */
export function searchRestrictedToast(message: string): ToastMessage {
  return destructive('Search Restricted', message)
}

/** Spec section 8: the search request failed. */
export const SEARCH_FAILED = destructive('Search Failed', 'Failed to search for social profiles')

/** Spec section 8: removing a profile failed. */
export const REMOVE_FAILED = destructive('Error', 'Failed to remove profile')

const TRACE_TITLES: Partial<Record<ErrorCode, string>> = {
  CONTACTS_NOT_IN_PLAN: 'Upgrade to Access Contact Info',
  SKIP_TRACE_LIMIT: 'Skip Traces Used',
  PERMISSIBLE_USE_REQUIRED: 'Permissible Use Required',
  NOTHING_TO_TRACE: 'Nothing to Trace',
  CONTACT_PROVIDER_ERROR: 'Trace Failed',
  LEAD_NOT_FOUND: 'Lead Not Found',
  SKIP_TRACE_BATCH_RUNNING: 'Batch Already Running',
}

/** A failed trace (one lead or a batch): the title by code, the server's own words beneath. */
export function traceErrorToast(error: unknown): ToastMessage {
  const code = toApiError(error)?.code
  const title = (code && TRACE_TITLES[code]) || 'Trace Failed'
  return errorToast(title, error, 'The trace could not be made. Please try again.')
}

/** A trace that went through: what was found and what it cost. */
export function traceDoneToast(persons: number, charged: number): ToastMessage {
  const people = `${persons} ${persons === 1 ? 'person' : 'people'}`
  if (persons === 0) {
    return { title: 'Trace Complete', description: 'No contacts were found. Nothing was charged.' }
  }
  return {
    title: 'Trace Complete',
    description:
      charged > 0
        ? `Found contacts for ${people}; ${charged} skip trace${charged === 1 ? '' : 's'} used.`
        : `Contacts for ${people}, from traces made in the last 90 days: nothing was charged.`,
  }
}
