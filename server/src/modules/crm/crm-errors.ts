/** A CRM's failure as the error a person can act on (reconnect, wait, try again). */
import { AppError } from '../../http/app-error'
import type { CrmProviderError } from './providers/crm-http'

export function providerFailure(
  name: string,
  error: CrmProviderError,
  during: 'connect' | 'push',
): AppError {
  if (error.kind === 'auth') {
    return new AppError(
      'CRM_AUTH_FAILED',
      during === 'connect'
        ? `${name} ${error.message}. Check the credentials and try again.`
        : `${name} ${error.message}. Reconnect ${name} in Settings > CRM connections, then push again.`,
      during === 'connect' ? 400 : 409,
    )
  }
  if (error.kind === 'rate_limited') {
    const wait = error.retryAfterSeconds ?? 60
    const limited = new AppError(
      'CRM_RATE_LIMITED',
      `${name} is limiting requests right now. Nothing was lost: push again in ${wait} seconds.`,
      503,
    )
    limited.retryAfterSeconds = wait
    return limited
  }
  return new AppError(
    'CRM_PROVIDER_ERROR',
    `${name} ${error.message}. Nothing was marked as pushed: try again in a few minutes.`,
    502,
  )
}
