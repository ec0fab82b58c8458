/**
 * A queued campaign message as it goes out, with what CAN-SPAM and RFC 8058 ask of it: the
 * sender's name in From and in the text, their reply-to address, their postal address, a
 * statement that it is a solicitation, a working unsubscribe link in the text, and the
 * `List-Unsubscribe` (https and mailto) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * headers. The Message-ID is the queue row's, fixed before the first attempt.
 */

import type { SenderIdentityView } from '@common/contracts/sender-identity'
import type { OutgoingEmail } from '../mail/campaign-transport'
import { UNSUBSCRIBE_PATH_PREFIX } from '../suppression/unsubscribe.routes'
import { unsubscribeToken } from '../suppression/unsubscribe-token'
import { filledFor } from './campaign-placeholders'

export interface QueuedMessage {
  id: string
  recipientEmail: string
  recipientName: string | null
  subject: string
  body: string
  messageId: string
}

export interface MessageSettings {
  publicUrl: string
  unsubscribeSecret: string
  /** The platform's From address (MAIL_FROM), used when the transport has none of its own. */
  platformFromAddress: string
  /** Where a mailto unsubscribe goes; the sender's reply-to address when unset. */
  unsubscribeMailbox?: string
}

/** The address part of 'Name <address>' (or the whole string). */
export function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim()
}

/** '<queue-id@domain-of-public-url>': unique, and the same on every attempt. */
export function messageIdFor(queueId: string, publicUrl: string): string {
  return `<${queueId}@${new URL(publicUrl).hostname}>`
}

function unsubscribeUrl(settings: MessageSettings, queueId: string): string {
  return `${settings.publicUrl}${UNSUBSCRIBE_PATH_PREFIX}${unsubscribeToken(settings.unsubscribeSecret, queueId)}`
}

export function buildCampaignEmail(
  message: QueuedMessage,
  sender: SenderIdentityView,
  settings: MessageSettings,
  transportFrom: string | null,
): OutgoingEmail {
  const url = unsubscribeUrl(settings, message.id)
  const token = url.slice(url.lastIndexOf('/') + 1)
  const mailbox = settings.unsubscribeMailbox ?? sender.replyTo
  const mailto = `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`
  const filled = filledFor(message, sender)
  const body = filled.body.trimEnd()
  const footer = [
    '--',
    `${sender.name}`,
    sender.postalAddress,
    '',
    `This message is a solicitation from ${sender.name}, who found your name in public court records.`,
    `To stop all e-mails from ${sender.name}, unsubscribe here: ${url}`,
  ].join('\n')
  return {
    from: { name: sender.name, address: transportFrom ?? settings.platformFromAddress },
    to: { name: message.recipientName, address: message.recipientEmail },
    replyTo: sender.replyTo,
    subject: filled.subject,
    text: `${body}\n\n${footer}\n`,
    messageId: message.messageId,
    headers: {
      'List-Unsubscribe': `<${url}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // Providers hand these back in their bounce events (SendGrid unique args, Postmark metadata).
      'X-SMTPAPI': JSON.stringify({ unique_args: { queue_id: message.id } }),
      'X-PM-Metadata-queue_id': message.id,
    },
  }
}
