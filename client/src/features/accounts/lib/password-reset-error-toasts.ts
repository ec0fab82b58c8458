import type { ToastMessage } from '@/hooks/use-toast'
import { toApiError } from '@/lib/api'

function serverText(error: unknown, field: 'message' | 'error'): string | undefined {
  const body = toApiError(error)?.body
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' && value ? value : undefined
}

/**
 * A failed POST /api/forgot-password (spec section 8, 'Reset Email Failed'): RATE_LIMITED (the
 * spec's 429) shows the server's message; a refused request (400) asks for a valid address.
 */
export function forgotPasswordErrorToast(error: unknown): ToastMessage {
  const apiError = toApiError(error)
  const generic = 'Failed to send reset email. Please try again.'
  const description =
    apiError?.code === 'RATE_LIMITED'
      ? serverText(error, 'message') || generic
      : apiError?.status === 400
        ? 'Please provide a valid email address.'
        : generic
  return { title: 'Reset Email Failed', description, variant: 'destructive' }
}

/**
 * A failed POST /api/reset-password (spec section 8, 'Password Reset Failed'): a refused request
 * (400) shows the server's `error` text (its `message` when there is none); INVALID_RESET_TOKEN
 * (the spec's 404) and RATE_LIMITED (its 429) have fixed texts.
 */
export function resetPasswordErrorToast(error: unknown): ToastMessage {
  const apiError = toApiError(error)
  const generic = 'Failed to reset password. Please try again.'
  let description = generic
  if (apiError?.status === 400) {
    description = serverText(error, 'error') || serverText(error, 'message') || generic
  } else if (apiError?.code === 'INVALID_RESET_TOKEN') {
    description = 'Invalid or expired reset link. Please request a new password reset.'
  } else if (apiError?.code === 'RATE_LIMITED') {
    description = 'Too many attempts. Please try again later.'
  }
  return { title: 'Password Reset Failed', description, variant: 'destructive' }
}
