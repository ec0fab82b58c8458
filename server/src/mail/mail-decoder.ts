/**
 * Reads back what the mailers send (the SMTP sink in tests, outbox files) with postal-mime:
 * folded headers, RFC 2047 encoded-words, nested multipart bodies, attachments set aside,
 * quoted-printable and base64 bodies in their charset. Ours: the shape tests read, the one
 * correction below, and the links a message carries.
 */
import PostalMime from 'postal-mime'

/** A decoded message: its headers (unfolded, names lower-case) and its readable parts. */
export interface DecodedMail {
  /** Each header's first occurrence, as written (encoded-words left as they are). */
  headers: ReadonlyMap<string, string>
  subject: string
  /**
   * The text body, line breaks as '\n'; '' when the message has none. A single-part text
   * always ends with a line break. Several inline parts are joined with '\n' (postal-mime
   * renders a part that has only HTML as text when other parts have text).
   */
  text: string
  /** The HTML body, if any. */
  html?: string
}

/**
 * postal-mime decodes quoted-printable, 7bit and 8bit parts line by line and keeps the line
 * break before the next boundary, which RFC 2046 section 5.1.1 gives to the boundary: in a
 * multipart message that one line break is dropped again, so a part reads back exactly as
 * it was sent. (A base64 part has no such line break: one that ends with its own line break
 * would lose it. nodemailer base64-encodes only text that is mostly non-Latin.)
 */
function body(value: string | undefined, multipart: boolean): string | undefined {
  if (value === undefined) return undefined
  const text = value.replace(/\r\n/g, '\n')
  return multipart ? text.replace(/\n$/, '') : text
}

/** Decodes a raw message as received over SMTP or read from an .eml file. */
export async function decodeMail(raw: Buffer | string): Promise<DecodedMail> {
  const email = await PostalMime.parse(raw)
  const headers = new Map<string, string>()
  for (const { key, value } of email.headers) {
    if (!headers.has(key)) headers.set(key, value)
  }
  const multipart = /^\s*multipart\//i.test(headers.get('content-type') ?? '')
  return {
    headers,
    subject: email.subject ?? '',
    text: body(email.text, multipart) ?? '',
    html: body(email.html, multipart),
  }
}

/** The http(s) links in a text, in order of appearance, each once, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"'`]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?)\]]+$/, ''),
  )
  return [...new Set(links)]
}
