/**
 * Local stand-ins for the e-mail providers' webhook senders: SendGrid signs each delivery with its
 * own ECDSA P-256 key (the app is configured with the public half, base64 DER as SendGrid shows
 * it) and posts a JSON array of events; Postmark posts one record with the HTTP Basic credentials
 * of the webhook URL. Both post over real HTTP to the app under test.
 */
import { createSign, generateKeyPairSync } from 'node:crypto'

export interface FakeSendGrid {
  /** SENDGRID_WEBHOOK_PUBLIC_KEY: base64 DER (SubjectPublicKeyInfo). */
  publicKey: string
  /** Signs `timestamp + body` as SendGrid does; returns the two headers. */
  sign(body: string, timestamp?: string): Record<string, string>
  /** POSTs `events` to `url`, signed (or with `signature` forced, to test refusals). */
  post(url: string, events: object[], options?: { signature?: string }): Promise<Response>
}

export function fakeSendGrid(): FakeSendGrid {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const sign = (body: string, timestamp = String(Math.floor(Date.now() / 1000))) => {
    const signer = createSign('sha256')
    signer.update(timestamp + body)
    return {
      'X-Twilio-Email-Event-Webhook-Signature': signer.sign(privateKey).toString('base64'),
      'X-Twilio-Email-Event-Webhook-Timestamp': timestamp,
    }
  }
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    sign,
    post(url, events, options = {}) {
      const body = JSON.stringify(events)
      const headers = sign(body)
      if (options.signature) headers['X-Twilio-Email-Event-Webhook-Signature'] = options.signature
      return fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SendGrid Event API',
          ...headers,
        },
        body,
      })
    },
  }
}

/** A SendGrid event as its Event Webhook posts it. */
export function sendGridEvent(fields: {
  email: string
  event: 'bounce' | 'dropped' | 'spamreport' | 'unsubscribe' | 'delivered'
  sg_message_id?: string
  queue_id?: string
}): object {
  return {
    timestamp: Math.floor(Date.now() / 1000),
    'smtp-id': '<14c5d75ce93.dfd.64b469@ismtpd-555>',
    sg_event_id: `sg-${Math.random().toString(36).slice(2)}`,
    sg_message_id: fields.sg_message_id ?? '14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0',
    ...(fields.event === 'bounce' && {
      reason: '550 5.1.1 The email account does not exist',
      status: '5.1.1',
      type: 'bounce',
    }),
    ...fields,
  }
}

/** POSTs a Postmark webhook record with Basic credentials, as Postmark's webhook URL carries them. */
export function postPostmark(
  url: string,
  record: object,
  credentials: { user: string; password: string },
): Promise<Response> {
  const auth = Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${auth}` },
    body: JSON.stringify(record),
  })
}

/** Postmark's Bounce record (the fields the webhook documentation lists). */
export function postmarkBounce(fields: {
  Email: string
  Type?: string
  MessageID?: string
  Metadata?: Record<string, string>
}): object {
  return {
    RecordType: 'Bounce',
    MessageStream: 'outbound',
    ID: 692560173,
    Type: 'HardBounce',
    TypeCode: 1,
    Name: 'Hard bounce',
    Tag: '',
    MessageID: fields.MessageID ?? '883953f4-6105-42a2-a16a-77a8eac79483',
    ServerID: 23,
    Description:
      'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
    Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
    From: 'sender@example.com',
    BouncedAt: new Date().toISOString(),
    DumpAvailable: true,
    Inactive: true,
    CanActivate: true,
    Subject: 'Test subject',
    Content: '',
    ...fields,
  }
}

/** Postmark's SubscriptionChange record. */
export function postmarkSubscriptionChange(fields: {
  Recipient: string
  SuppressSending: boolean
  SuppressionReason?: string
  Metadata?: Record<string, string>
}): object {
  return {
    RecordType: 'SubscriptionChange',
    MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
    ServerID: 123456,
    MessageStream: 'outbound',
    ChangedAt: new Date().toISOString(),
    Origin: 'Recipient',
    SuppressionReason: 'ManualSuppression',
    Tag: '',
    Metadata: {},
    ...fields,
  }
}
