import { TRIAL } from '@common/limits'
import { apiErrorMessage, parseApiError } from '@/lib/api'
import type { RecordsToast } from './records-toast'

const FALLBACK = 'An unexpected error occurred. Please try again.'

interface CatalogueRow {
  matches: (error: { status: number | undefined; text: string }) => boolean
  toast: (serverMessage: string | undefined) => RecordsToast
}

function destructive(title: string, description: string): RecordsToast {
  return { title, description, variant: 'destructive' }
}

/** Case-insensitive "the error's text contains one of these phrases". */
function mentions(text: string, ...phrases: string[]): boolean {
  const haystack = text.toLowerCase()
  return phrases.some((phrase) => haystack.includes(phrase.toLowerCase()))
}

/** Spec section 8, "Public-records search (checked in order)", rows 1 to 7. */
const CATALOGUE: CatalogueRow[] = [
  {
    matches: ({ status }) => status === 401,
    toast: () => destructive('Unauthorized', 'Please log in to continue'),
  },
  {
    matches: ({ status, text }) => status === 429 || mentions(text, 'Rate limit exceeded'),
    toast: () =>
      destructive('Search Limit Reached', 'Please wait a minute before searching again.'),
  },
  {
    matches: ({ status, text }) =>
      status === 403 && mentions(text, 'trial has expired', 'Free trial has expired'),
    toast: () =>
      destructive(
        'Free Trial Expired',
        `Your ${TRIAL.durationHours}-hour free trial has ended. Please subscribe to continue searching public records.`,
      ),
  },
  {
    matches: ({ status, text }) =>
      status === 403 &&
      mentions(text, 'Trial search limit reached', `used all ${TRIAL.searches} searches`),
    toast: () =>
      destructive(
        'Trial Searches Used',
        `You have used all ${TRIAL.searches} trial searches. Subscribe for unlimited searches.`,
      ),
  },
  {
    matches: ({ status, text }) => status === 403 && mentions(text, 'Daily search limit reached'),
    toast: () =>
      destructive(
        'Search Limit Exceeded',
        'You have reached your daily search limit. Consider upgrading your plan for more searches.',
      ),
  },
  {
    matches: ({ text }) => mentions(text, 'State not available'),
    toast: () =>
      destructive(
        'State Access Restricted',
        'This state is not available in your current plan. Upgrade to search more states.',
      ),
  },
  {
    matches: ({ status }) => status === 400,
    toast: (serverMessage) =>
      destructive(
        'Invalid Search Criteria',
        serverMessage || 'Please check your search criteria and try again.',
      ),
  },
]

/** The refusals a subscription (or a bigger plan) would lift: the screen offers the plans. */
export const UPGRADE_TOAST_TITLES: ReadonlySet<string> = new Set([
  'Free Trial Expired',
  'Trial Searches Used',
  'Search Limit Exceeded',
  'State Access Restricted',
])

/**
 * Maps a failed POST /api/public-records/search to its toast: the first matching row of the
 * catalogue wins, so a 403 naming both the expired trial and the used searches is 'Free Trial
 * Expired'. Then, with the browser offline, 'Network Error'; else 'Search Failed' with the
 * server's words (never the raw status line) or the generic text.
 */
export function searchErrorToast(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' ? true : navigator.onLine,
): RecordsToast {
  const status = parseApiError(error)?.status
  const serverMessage = apiErrorMessage(error)
  const text = [error instanceof Error ? error.message : '', serverMessage ?? ''].join(' ')
  const row = CATALOGUE.find((candidate) => candidate.matches({ status, text }))
  if (row) return row.toast(serverMessage)
  if (!online) {
    return destructive('Network Error', 'Please check your internet connection and try again.')
  }
  return destructive('Search Failed', serverMessage || FALLBACK)
}
