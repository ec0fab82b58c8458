/**
 * The toasts of the composer and history (spec section 8, word for word), chosen by the server's
 * domain code, never by its wording.
 */
import { COMPLIANCE_REQUIRED_MESSAGE } from '@common/contracts/outreach'
import { type Placeholder, SENDER_PLACEHOLDERS } from '@common/outreach/placeholders'
import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorCode } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'

export const COPY_FAILED: ToastMessage = {
  title: 'Copy Failed',
  description: 'Please copy the message manually',
  variant: 'destructive',
}

export const COMPLIANCE_REQUIRED: ToastMessage = {
  title: COMPLIANCE_REQUIRED_MESSAGE,
  description: 'Read the compliance notice and choose “I understand - proceed” first.',
  variant: 'destructive',
}

export const STATE_LAW_REQUIRED: ToastMessage = {
  title: COMPLIANCE_REQUIRED_MESSAGE,
  description: 'Confirm that you have read the state law notice for this lead first.',
  variant: 'destructive',
}

/** A failed log of a copied or sent message: the spec's 'Error' / 'Failed to process message'. */
export function outreachErrorToast(error: unknown): ToastMessage {
  const code = apiErrorCode(error)
  if (code === 'COMPLIANCE_NOT_ACKNOWLEDGED') return COMPLIANCE_REQUIRED
  if (
    code === 'STATE_LAW_ACKNOWLEDGEMENT_REQUIRED' ||
    code === 'CASE_STATUS_CONFIRMATION_REQUIRED'
  ) {
    return errorToast(COMPLIANCE_REQUIRED_MESSAGE, error, 'Failed to process message')
  }
  return { title: 'Error', description: 'Failed to process message', variant: 'destructive' }
}

/** The sender identity section's outcome. */
export const SENDER_SAVED: ToastMessage = {
  title: 'Sender Saved',
  description: 'Your sender identity was saved.',
}
export const senderNotSaved = (error: unknown): ToastMessage =>
  errorToast('Sender Not Saved', error, 'Failed to save. Try again.')

/**
 * A message that still has placeholders is not copied or logged: the sender's own are filled
 * from the sender identity in Settings, the others by choosing the lead or writing the words in
 * (once a lead is chosen, only by writing them in: it has none on record).
 */
export function placeholdersUnfilledToast(
  missing: readonly Placeholder[],
  leadChosen = false,
): ToastMessage {
  const own = missing.filter((p) => SENDER_PLACEHOLDERS.includes(p))
  const others = missing.filter((p) => !SENDER_PLACEHOLDERS.includes(p))
  const steps = [
    own.length > 0 &&
      `${own.join(' and ')}: add your name and phone to the sender identity in Settings, or write them in.`,
    others.length > 0 &&
      (leadChosen
        ? `${others.join(', ')}: the chosen lead has none on record; write the words in.`
        : `${others.join(', ')}: choose the lead this message is about, or write the words in.`),
  ].filter(Boolean)
  return {
    title: 'Placeholders Not Filled',
    description: `Fill in the message before copying it. ${steps.join(' ')}`,
    variant: 'destructive',
  }
}
