/**
 * The toasts of alerts, chosen by the server's domain code (never its wording): a plan without
 * alerts, or a monitor asking more than the plan gives, offers the upgrade.
 */
import type { ErrorCode } from '@common/errors'
import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorMessage, toApiError } from '@/lib/api'

const TITLES: Partial<Record<ErrorCode, string>> = {
  ALERTS_NOT_IN_PLAN: 'Alerts Need Pro',
  ALERT_LIMIT_REACHED: 'Alert Limit Reached',
  ALERT_FEATURE_NOT_IN_PLAN: 'Upgrade to Elite',
  ALERT_NOT_FOUND: 'Alert Not Found',
  ALERT_WEBHOOK_NOT_SET: 'Set Up the Webhook First',
  ALERT_WEBHOOK_TARGET_REFUSED: 'Webhook URL Refused',
  ALERTS_UNAVAILABLE: 'Webhooks Unavailable',
  VALIDATION_FAILED: 'Check the Details',
}

const UPGRADE_CODES: readonly ErrorCode[] = [
  'ALERTS_NOT_IN_PLAN',
  'ALERT_LIMIT_REACHED',
  'ALERT_FEATURE_NOT_IN_PLAN',
]

/**
 * A failed alert call's toast; `upgrade` is true when the plan is what stands in the way, and
 * the caller offers the plan chooser.
 */
export function alertErrorToast(error: unknown): ToastMessage & { upgrade: boolean } {
  const apiError = toApiError(error)
  const code = apiError?.code
  const requiresUpgrade = (apiError?.body as { requiresUpgrade?: boolean } | undefined)
    ?.requiresUpgrade
  return {
    title: (code && TITLES[code]) ?? 'Something Went Wrong',
    description: apiErrorMessage(error) ?? 'The alert could not be saved. Try again.',
    variant: 'destructive',
    upgrade: Boolean(code && UPGRADE_CODES.includes(code) && requiresUpgrade !== false),
  }
}
