/**
 * The sender identity of settings (PUT /api/settings/sender): who campaign e-mails come from.
 * CAN-SPAM (15 U.S.C. 7704(a)(5)) asks every commercial message to carry the sender's valid
 * physical postal address; no campaign starts until it is set (docs/decisions/0024).
 */
import { z } from 'zod'
import { US_STATE_CODES } from '../us-states'
import { EMAIL_MAX_LENGTH } from './accounts'

export const SENDER_MESSAGES = {
  postalAddress:
    'Enter your full postal address: street address or PO Box, city, state and ZIP code (for example 12 Main St, Springfield, IL 62701).',
  required:
    'Set your sender name and postal address in Settings first: every campaign e-mail must carry them (CAN-SPAM).',
} as const

const STATE_AND_ZIP = new RegExp(
  `\\b(${US_STATE_CODES.join('|')})\\.?,?\\s+\\d{5}(?:-\\d{4})?\\s*$`,
  'i',
)

/**
 * A US postal address as CAN-SPAM asks: a street number or PO Box, then a state code and a ZIP
 * at the end. (A registered private mailbox is written like a street address.)
 */
export function isValidPostalAddress(value: string): boolean {
  const address = value.trim().replace(/\s+/g, ' ')
  if (address.length < 12) return false
  if (!STATE_AND_ZIP.test(address)) return false
  const beforeState = address.replace(STATE_AND_ZIP, '')
  return /\d/.test(beforeState) && /[a-z]/i.test(beforeState)
}

export const senderIdentityRequest = z.object({
  name: z
    .string({ error: 'Sender name is required' })
    .trim()
    .min(1, 'Sender name is required')
    .max(100, 'Sender name must be at most 100 characters'),
  postalAddress: z
    .string({ error: SENDER_MESSAGES.postalAddress })
    .trim()
    .max(300, 'Postal address must be at most 300 characters')
    .refine(isValidPostalAddress, SENDER_MESSAGES.postalAddress),
  replyTo: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email('Please enter a valid email address')),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone must be at most 30 characters')
    .regex(/^[+()\d\s.-]*$/, 'Phone may hold only digits, spaces and + ( ) . -')
    .optional()
    .nullable(),
})
export type SenderIdentityRequest = z.input<typeof senderIdentityRequest>

export const senderIdentityView = z.object({
  name: z.string(),
  postalAddress: z.string(),
  replyTo: z.string(),
  phone: z.string().nullable(),
  updatedAt: z.string(),
})
export type SenderIdentityView = z.infer<typeof senderIdentityView>

/** GET /api/settings/sender: null until the user sets it. */
export const getSenderIdentityResponse = z.object({ sender: senderIdentityView.nullable() })
export type GetSenderIdentityResponse = z.infer<typeof getSenderIdentityResponse>
