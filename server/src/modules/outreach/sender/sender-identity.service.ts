/**
 * The sender identity (PUT /api/settings/sender): the name, postal address, reply-to address and
 * phone every campaign e-mail carries, and what [Your Name] / [Your Phone] are filled with.
 */
import {
  isValidPostalAddress,
  SENDER_MESSAGES,
  type SenderIdentityRequest,
  type SenderIdentityView,
  senderIdentityRequest,
} from '@common/contracts/sender-identity'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type SenderIdentity, senderIdentities } from '../../../db/schema'
import { AppError } from '../../../http/app-error'

function toView(row: SenderIdentity): SenderIdentityView {
  return {
    name: row.name,
    postalAddress: row.postalAddress,
    replyTo: row.replyTo,
    phone: row.phone,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function getSenderIdentity(
  db: Db,
  userId: string,
): Promise<SenderIdentityView | null> {
  const [row] = await db.select().from(senderIdentities).where(eq(senderIdentities.userId, userId))
  return row ? toView(row) : null
}

/** Creates or replaces the user's sender identity (one upsert). */
export async function saveSenderIdentity(
  db: Db,
  userId: string,
  input: SenderIdentityRequest,
): Promise<SenderIdentityView> {
  const values = senderIdentityRequest.parse(input)
  const fields = {
    name: values.name,
    postalAddress: values.postalAddress.replace(/[ \t]+/g, ' '),
    replyTo: values.replyTo.toLowerCase(),
    phone: values.phone || null,
  }
  const [row] = await db
    .insert(senderIdentities)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: senderIdentities.userId, set: fields })
    .returning()
  if (!row) throw new Error('saveSenderIdentity: no row returned')
  return toView(row)
}

/**
 * The identity a campaign sends under; 409 SENDER_IDENTITY_REQUIRED when there is none or its
 * postal address is not valid (CAN-SPAM: no campaign starts without one).
 */
export async function requireSenderIdentity(db: Db, userId: string): Promise<SenderIdentityView> {
  const sender = await getSenderIdentity(db, userId)
  if (!sender || !isValidPostalAddress(sender.postalAddress)) {
    throw AppError.conflict('SENDER_IDENTITY_REQUIRED', SENDER_MESSAGES.required)
  }
  return sender
}
