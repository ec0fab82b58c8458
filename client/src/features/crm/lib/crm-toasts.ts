/**
 * The toasts of CRM push and connections, as plain strings (tests compare them word for word):
 * a push's outcome in counts, and failures titled by the server's domain code, never its wording.
 */
import type { CrmProvider, PushToCrmResponse } from '@common/contracts/crm'
import type { ErrorCode } from '@common/errors'
import type { ToastMessage } from '@/hooks/use-toast'
import { toApiError } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

export const CRM_PROVIDER_NAMES: Record<CrmProvider, string> = {
  hubspot: 'HubSpot',
  podio: 'Podio',
  webhook: 'Webhook',
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

/** What a push did, in one sentence per kind of outcome. */
export function pushResultToast(reply: PushToCrmResponse): ToastMessage {
  const parts: string[] = []
  if (reply.created > 0) parts.push(`${plural(reply.created, 'record')} created`)
  if (reply.updated > 0) parts.push(`${plural(reply.updated, 'record')} updated`)
  if (reply.queued > 0) parts.push(`${plural(reply.queued, 'record')} queued for delivery`)
  if (reply.unchanged > 0) parts.push(`${plural(reply.unchanged, 'record')} already there`)
  if (reply.inProgress > 0) parts.push(`${plural(reply.inProgress, 'record')} being sent already`)
  let description = parts.length > 0 ? `${parts.join(', ')}.` : 'Nothing to send.'
  if (reply.skipped.sample > 0) {
    description += ` ${plural(reply.skipped.sample, 'sample lead')} skipped: sample data is never pushed.`
  }
  if (reply.skipped.unidentifiable > 0) {
    description += ` ${plural(reply.skipped.unidentifiable, 'lead')} without a case number or address skipped.`
  }
  return { title: `Pushed to ${CRM_PROVIDER_NAMES[reply.provider]}`, description }
}

const TITLES: Partial<Record<ErrorCode, string>> = {
  CRM_NOT_IN_PLAN: 'CRM Push Needs Pro',
  CRM_NOT_CONNECTED: 'Connect a CRM First',
  CRM_AUTH_FAILED: 'Reconnect Your CRM',
  CRM_RATE_LIMITED: 'CRM Busy',
  CRM_PROVIDER_ERROR: 'CRM Error',
  CRM_TARGET_REFUSED: 'Webhook URL Refused',
  CRM_NOT_CONFIGURED: 'CRM Not Available',
  CRM_CONNECTION_NOT_FOUND: 'Connection Not Found',
  LEAD_NOT_FOUND: 'Lead Not Found',
  VALIDATION_FAILED: 'Check the Details',
}

/** A connection's failures titled for the connect step rather than for a push. */
const CONNECT_TITLES: Partial<Record<ErrorCode, string>> = {
  CRM_AUTH_FAILED: 'Credentials Refused',
  CRM_PROVIDER_ERROR: 'Not Connected',
}

/**
 * A failed push or connection: the title by code, the server's own words beneath; when the server
 * itself could not be reached, a sentence about the step that failed (issue 31: a connect step
 * spoke of pushing).
 */
export function crmErrorToast(error: unknown, during: 'push' | 'connect'): ToastMessage {
  const code = toApiError(error)?.code
  if (during === 'connect') {
    const title = (code && (CONNECT_TITLES[code] ?? TITLES[code])) || 'Not Connected'
    return errorToast(
      title,
      error,
      'The server could not be reached, so nothing was connected. Check your connection and try again.',
    )
  }
  const title = (code && TITLES[code]) || 'Push Failed'
  return errorToast(title, error, 'The CRM could not be reached. Please try again.')
}
