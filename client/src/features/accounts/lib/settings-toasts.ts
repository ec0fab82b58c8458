/**
 * What the settings sections say when a call fails, chosen by the domain code (common/errors.ts),
 * never by the server's wording; validation and rate-limit answers carry their own words.
 */
import { SETTINGS_MESSAGES } from '@common/contracts/settings'
import type { ErrorCode } from '@common/errors'
import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorCode, apiErrorMessage } from '@/lib/api'

const BY_CODE: Partial<Record<ErrorCode, string>> = {
  INVALID_CURRENT_PASSWORD: SETTINGS_MESSAGES.wrongCurrentPassword,
  NAME_ALREADY_EXISTS: SETTINGS_MESSAGES.nameTaken,
  NAME_CHANGE_REQUIRES_SUBSCRIPTION: SETTINGS_MESSAGES.nameChangeNeedsSubscription,
  EMAIL_EXISTS: SETTINGS_MESSAGES.emailTaken,
  EMAIL_UNCHANGED: SETTINGS_MESSAGES.emailUnchanged,
  INVALID_EMAIL_CHANGE_TOKEN: SETTINGS_MESSAGES.invalidEmailChangeLink,
  PAYMENT_PROVIDER_ERROR: SETTINGS_MESSAGES.deletionNeedsProvider,
}

/** The words for a failed settings call: by code, else the server's (validation, 429), else `fallback`. */
export function settingsErrorText(error: unknown, fallback: string): string {
  const code = apiErrorCode(error)
  const known = code ? BY_CODE[code] : undefined
  if (known) return known
  if (code === 'VALIDATION_FAILED' || code === 'RATE_LIMITED') {
    return apiErrorMessage(error) ?? fallback
  }
  return fallback
}

export function settingsErrorToast(title: string, error: unknown, fallback: string): ToastMessage {
  return { title, description: settingsErrorText(error, fallback), variant: 'destructive' }
}

/** The profile section's outcome: the server's confirmation, or why the name was not saved. */
export const profileSaved = (reply: { message: string }): ToastMessage => ({
  title: 'Profile Saved',
  description: reply.message,
})
export const profileNotSaved = (error: unknown): ToastMessage =>
  settingsErrorToast('Profile Not Saved', error, 'Failed to save. Try again.')

/** The notification preferences section's outcome. */
export const PREFERENCES_SAVED: ToastMessage = {
  title: 'Preferences Saved',
  description: 'Your notification preferences have been saved.',
}
export const preferencesNotSaved = (error: unknown): ToastMessage =>
  settingsErrorToast('Preferences Not Saved', error, 'Failed to save. Try again.')
