import { parseApiError } from '@/lib/api'
import type { AccountToast } from './account-toast'

function serverText(error: unknown, field: 'message' | 'error'): string | undefined {
  const body = parseApiError(error)?.body
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' && value ? value : undefined
}

/** A failed POST /api/forgot-password (spec section 8, 'Reset Email Failed'). */
export function forgotPasswordErrorToast(error: unknown): AccountToast {
  const status = parseApiError(error)?.status
  const generic = 'Failed to send reset email. Please try again.'
  const description =
    status === 429
      ? serverText(error, 'message') || generic
      : status === 400
        ? 'Please provide a valid email address.'
        : generic
  return { title: 'Reset Email Failed', description, variant: 'destructive' }
}

/**
 * A failed POST /api/reset-password (spec section 8, 'Password Reset Failed'): a 400 shows the
 * server's `error` text (its `message` when there is none).
 */
export function resetPasswordErrorToast(error: unknown): AccountToast {
  const status = parseApiError(error)?.status
  const generic = 'Failed to reset password. Please try again.'
  let description = generic
  if (status === 400) {
    description = serverText(error, 'error') || serverText(error, 'message') || generic
  } else if (status === 404) {
    description = 'Invalid or expired reset link. Please request a new password reset.'
  } else if (status === 429) {
    description = 'Too many attempts. Please try again later.'
  }
  return { title: 'Password Reset Failed', description, variant: 'destructive' }
}
