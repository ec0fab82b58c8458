/**
 * A CRM's failure as the error a person can act on (reconnect, wait, try again), in the words of
 * what they were doing: a connect step says the CRM is not connected, a push that nothing was
 * marked as pushed (issue 31: a connect failure spoke of pushing).
 */
import { AppError } from '../../http/app-error'
import type { CrmProviderError } from './providers/crm-http'

function connectFailure(name: string, error: CrmProviderError): AppError {
  switch (error.kind) {
    case 'auth':
      return new AppError(
        'CRM_AUTH_FAILED',
        `${name} ${error.message}. Check the credentials and try again.`,
        400,
      )
    case 'rate_limited': {
      const wait = error.retryAfterSeconds ?? 60
      const limited = new AppError(
        'CRM_RATE_LIMITED',
        `${name} is limiting requests right now, so it is not connected. Try again in ${wait} seconds.`,
        503,
      )
      limited.retryAfterSeconds = wait
      return limited
    }
    case 'unreachable':
      return new AppError(
        'CRM_PROVIDER_ERROR',
        `${name} ${error.message}, so it is not connected. Check your connection and try again.`,
        502,
      )
    default:
      return new AppError(
        'CRM_PROVIDER_ERROR',
        `${name} ${error.message}, so it is not connected. Try again in a few minutes.`,
        502,
      )
  }
}

export function providerFailure(
  name: string,
  error: CrmProviderError,
  during: 'connect' | 'push',
): AppError {
  if (during === 'connect') return connectFailure(name, error)
  if (error.kind === 'auth') {
    return new AppError(
      'CRM_AUTH_FAILED',
      `${name} ${error.message}. Reconnect ${name} in Settings > CRM connections, then push again.`,
      409,
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
