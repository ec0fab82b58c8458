import type { KeepLeadsResponse } from '@common/contracts/leads'
import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorMessage, toApiError } from '@/lib/api'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * The toast after keeping results as leads: how many were kept (new, and already among the
 * leads), and how many results hidden on the plan were skipped.
 */
export function keptToast(
  response: Pick<KeepLeadsResponse, 'created' | 'alreadyKept' | 'skippedMasked'>,
): ToastMessage {
  const { created, alreadyKept, skippedMasked } = response
  const kept = created + alreadyKept
  const parts = [
    kept === 0
      ? 'No results were kept'
      : `Kept ${plural(kept, 'lead', 'leads')}${alreadyKept > 0 ? ` (${alreadyKept} already in your leads)` : ''}`,
  ]
  if (skippedMasked > 0) {
    parts.push(
      `${plural(skippedMasked, 'hidden result was', 'hidden results were')} skipped: subscribe to see and keep ${skippedMasked === 1 ? 'it' : 'them'}`,
    )
  }
  return { title: kept === 0 ? 'Nothing Kept' : 'Leads Kept', description: `${parts.join('. ')}.` }
}

/** A refused or failed keep, by the server's code; its message says what to do. */
export function keepErrorToast(error: unknown): ToastMessage {
  const code = toApiError(error)?.code
  const message = apiErrorMessage(error) || 'Please try again.'
  if (code === 'RESULT_MASKED') {
    return { title: 'Hidden Results', description: message, variant: 'destructive' }
  }
  if (code === 'LEAD_SOURCE_NOT_FOUND') {
    return { title: 'Search Not Found', description: message, variant: 'destructive' }
  }
  return { title: 'Keep Failed', description: message, variant: 'destructive' }
}

/** A saved search that could not be opened. */
export function openErrorToast(error: unknown): ToastMessage {
  const code = toApiError(error)?.code
  return {
    title: code === 'SEARCH_NOT_FOUND' ? 'Search Not Found' : 'Could Not Open Search',
    description: apiErrorMessage(error) || 'Please try again.',
    variant: 'destructive',
  }
}
