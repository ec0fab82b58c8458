/**
 * Placeholders of a campaign's messages, per recipient. The recipient's and their lead's values
 * ([First Name], [Full Name], [Property Address], [Case Number]) were filled into each queue row
 * when the campaign was made; the sender's ([Your Name], [Your Phone]) are filled from the sender
 * identity when it goes out. A placeholder still there after both cannot be filled for that
 * recipient: the campaign does not start (409) and the preview says which and for whom.
 */
import type { CampaignPreviewView } from '@common/contracts/email-campaigns'
import type { SenderIdentityView } from '@common/contracts/sender-identity'
import {
  fillPlaceholders,
  type Placeholder,
  SENDER_PLACEHOLDERS,
  unfilledPlaceholders,
} from '@common/outreach/placeholders'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { emailQueue } from '../../../db/schema'
import { AppError } from '../../../http/app-error'

/** How many recipients the preview lists (the counts cover them all). */
const PREVIEW_LIMIT = 100

function senderValues(sender: Pick<SenderIdentityView, 'name' | 'phone'> | null) {
  return { senderName: sender?.name, senderPhone: sender?.phone }
}

interface Row {
  recipientEmail: string
  recipientName: string | null
  subject: string
  body: string
}

/** One recipient's subject and body as they go out, and what is still unfilled in them. */
export function filledFor(row: Row, sender: SenderIdentityView | null) {
  const values = senderValues(sender)
  const subject = fillPlaceholders(row.subject, values)
  const body = fillPlaceholders(row.body, values)
  return { subject, body, unfilled: unfilledPlaceholders(`${subject}\n${body}`) }
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** What the user reads: which placeholders, for how many and whom, and what to do about it. */
export function unfilledMessage(
  placeholders: readonly Placeholder[],
  emails: readonly string[],
  total: number,
): string {
  const n = emails.length
  const shown = emails.slice(0, 3)
  const whom = n > shown.length ? `${shown.join(', ')} and ${n - shown.length} more` : listed(shown)
  const fixes: string[] = []
  if (placeholders.some((p) => !SENDER_PLACEHOLDERS.includes(p))) {
    fixes.push(
      'make the campaign again without those placeholders in the message, or without those recipients (or with each attached to their lead)',
    )
  }
  if (placeholders.some((p) => SENDER_PLACEHOLDERS.includes(p))) {
    fixes.push('add your name and phone to the sender identity in Settings')
  }
  const recipients = total === 1 ? 'recipient' : 'recipients'
  const count = total > n ? `${n} of ${total}` : n === 1 ? 'its' : `all ${n}`
  return `${listed(placeholders)} cannot be filled for ${count} ${recipients} (${whom}). To send this campaign, ${listed(fixes)}.`
}

/** Every waiting row of the campaign, filled as it would go out now. */
export async function campaignPreview(
  db: Db,
  campaignId: string,
  sender: SenderIdentityView | null,
): Promise<CampaignPreviewView> {
  const rows = await db
    .select({
      recipientEmail: emailQueue.recipientEmail,
      recipientName: emailQueue.recipientName,
      subject: emailQueue.subject,
      body: emailQueue.body,
    })
    .from(emailQueue)
    .where(and(eq(emailQueue.campaignId, campaignId), eq(emailQueue.status, 'pending')))
    .orderBy(asc(emailQueue.recipientEmail))
  const filled = rows.map((row) => ({
    email: row.recipientEmail,
    name: row.recipientName,
    ...filledFor(row, sender),
  }))
  const unfilledRows = filled.filter((row) => row.unfilled.length > 0)
  // In the order placeholders are listed (the text of them all, read as a message).
  const placeholders = unfilledPlaceholders(unfilledRows.flatMap((row) => row.unfilled).join(' '))
  const ordered = [...unfilledRows, ...filled.filter((row) => row.unfilled.length === 0)]
  return {
    recipients: ordered.slice(0, PREVIEW_LIMIT),
    total: rows.length,
    unfilled: {
      placeholders,
      recipients: unfilledRows.length,
      message:
        unfilledRows.length === 0
          ? null
          : unfilledMessage(
              placeholders,
              unfilledRows.map((row) => row.email),
              rows.length,
            ),
    },
  }
}

/** 409 CAMPAIGN_PLACEHOLDERS_UNFILLED when any waiting recipient's message would keep one. */
export async function assertPlaceholdersFilled(
  db: Db,
  campaignId: string,
  sender: SenderIdentityView,
): Promise<void> {
  const preview = await campaignPreview(db, campaignId, sender)
  const { placeholders, recipients, message } = preview.unfilled
  if (!message) return
  throw AppError.conflict('CAMPAIGN_PLACEHOLDERS_UNFILLED', message, {
    placeholders,
    recipients,
  })
}

/** Raised by the send job for a message that would go out with a placeholder: the campaign pauses. */
export class PlaceholdersUnfilled extends Error {
  override name = 'PlaceholdersUnfilled'
}
