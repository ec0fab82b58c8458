/**
 * Contracts of the settings page's account calls (docs/decisions/0028): profile, password,
 * e-mail change, notification preferences, data export and account deletion. The server
 * validates with these and the client's forms use the same schemas.
 */
import { z } from 'zod'
import { PASSWORD } from '../limits'
import {
  confirmPassword,
  email,
  newPassword,
  passwordsMatch,
  registerRequest,
  userResponse,
} from './accounts'

/** The current password, checked against the account before anything sensitive changes. */
const currentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(PASSWORD.maxLength, 'Password must be less than 100 characters')

export const updateProfileRequest = registerRequest.pick({ firstName: true, lastName: true })
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>

/** PUT /api/user/profile's reply (the route's reply schema): a message and the changed user. */
const updateProfileResponse = z.object({ message: z.string(), user: userResponse })
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>

export const changePasswordRequest = z
  .object({ currentPassword, newPassword, confirmPassword })
  .refine(...passwordsMatch)
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>

export const changeEmailRequest = z.object({ newEmail: email, currentPassword })
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>

export const confirmEmailChangeRequest = z.object({
  token: z.string({ error: 'The link has no token' }).min(1, 'The link has no token').max(200),
})
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequest>

export const confirmEmailChangeResponse = z.object({ message: z.string(), email: z.string() })
export type ConfirmEmailChangeResponse = z.infer<typeof confirmEmailChangeResponse>

/** True when the runtime knows the IANA time zone (e.g. 'America/New_York'). */
function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const DEFAULT_DIGEST_TIME_ZONE = 'America/New_York'

/** What a user wants to be told by e-mail; alerts (issue 18) reads these. */
export const notificationPreferences = z.object({
  /** Product news and tips by e-mail. */
  productEmails: z.boolean({ error: 'Choose whether to receive product e-mails' }),
  /** One e-mail a day with the new filings of the user's alerts. */
  dailyDigest: z.boolean({ error: 'Choose whether to receive the daily digest' }),
  /** IANA time zone in which the daily digest is sent (in the morning). */
  digestTimeZone: z
    .string({ error: 'Choose a time zone' })
    .min(1, 'Choose a time zone')
    .max(64, 'Choose a time zone from the list')
    .refine(isKnownTimeZone, 'Choose a time zone from the list'),
})
export type NotificationPreferences = z.infer<typeof notificationPreferences>

/** The word a user types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE'

export const deleteAccountRequest = z.object({
  currentPassword,
  confirmation: z
    .string({ error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` })
    .refine((value) => value.trim() === DELETE_CONFIRMATION_WORD, {
      message: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
    }),
})
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>

export const SETTINGS_MESSAGES = {
  profileSaved: 'Your name has been updated.',
  nameTaken:
    'Another account already uses this name. Each person has one account: check the spelling, or add a middle initial.',
  nameChangeNeedsSubscription:
    'Your name can be changed once you subscribe: during the free trial it is what keeps the trial to one per person.',
  wrongCurrentPassword: 'Your current password is not correct.',
  tooManyPasswordChecks:
    'Too many attempts with a wrong password. Please wait 15 minutes and try again.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  emailChangeSent: (to: string) =>
    `We sent a confirmation link to ${to}. Your e-mail changes when you open it (the link expires in 1 hour).`,
  emailUnchanged: 'This is already your e-mail address.',
  emailTaken: 'An account with this e-mail address already exists. Choose another address.',
  tooManyEmailChanges: 'Too many e-mail change requests. Please try again in an hour.',
  tooManyConfirmations: 'Too many attempts. Please try again later.',
  invalidEmailChangeLink:
    'This e-mail change link is invalid or has expired. Request a new one in Settings.',
  emailChanged: (to: string) => `Your e-mail address is now ${to}.`,
  preferencesSaved: 'Your notification preferences have been saved.',
  accountDeleted: 'Your account and all its data have been deleted.',
  accountDeletedFilesPending:
    'Your account and its data have been deleted. Some uploaded files are still being removed from storage; this finishes automatically.',
  tooManyExports:
    'You have downloaded your data several times in the last hour. Please try again later.',
  deletionNeedsProvider:
    'Your account was not deleted: PayPal could not cancel your subscription just now. Please try again in a few minutes.',
} as const
