/**
 * An OutgoingEmail encoded as the RFC 5322 message nodemailer would send over SMTP, for the
 * HTTP send APIs that take a raw message (Gmail's `raw`, Microsoft Graph's MIME sendMail).
 */
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { OutgoingEmail } from './campaign-transport'

const composer = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'windows',
})

/** The nodemailer options of an OutgoingEmail (shared by the SMTP transports). */
export function mailOptions(email: OutgoingEmail): Mail.Options {
  return {
    from: { name: email.from.name, address: email.from.address },
    to: email.to.name ? { name: email.to.name, address: email.to.address } : email.to.address,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    messageId: email.messageId,
    headers: email.headers,
  }
}

export async function rawMessage(email: OutgoingEmail): Promise<Buffer> {
  const info = await composer.sendMail(mailOptions(email))
  if (!Buffer.isBuffer(info.message)) throw new Error('rawMessage: nodemailer gave no buffer')
  return info.message
}
