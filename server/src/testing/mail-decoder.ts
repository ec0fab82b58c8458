/**
 * Reads back what the mailers send (the SMTP sink in tests, outbox files) with mailparser
 * (nodemailer's own parser): folded headers, RFC 2047 encoded-words, nested multipart bodies,
 * attachments set aside, quoted-printable (blanks a transport added at line ends removed, RFC
 * 2045 6.7) and base64 bodies in their charset. The subject is read from the unfolded header
 * with libmime (mailparser's own decoder): mailparser's subject turns the folding blank into a
 * space, where RFC 5322 unfolding removes only the line break. Ours: the shape tests read and
 * the links a message carries.
 */
import libmime from 'libmime'
import { simpleParser } from 'mailparser'

/** A decoded message: its headers (unfolded, names lower-case) and its readable parts. */
export interface DecodedMail {
  /** Each header's first occurrence, as written (encoded-words left as they are). */
  headers: ReadonlyMap<string, string>
  subject: string
  /**
   * The text body, line breaks as '\n'; '' when the message has none. A single-part text
   * always ends with a line break. Several inline text parts are joined with '\n'.
   */
  text: string
  /** The HTML body, if any. */
  html?: string
}

const FOLD = /\r?\n(?=[ \t])/g

/** The raw header lines, unfolded, first occurrence of each name, value as written. */
function rawHeaders(lines: ReadonlyArray<{ key: string; line: string }>): Map<string, string> {
  const headers = new Map<string, string>()
  for (const { key, line } of lines) {
    if (headers.has(key)) continue
    const unfolded = line.replace(FOLD, '')
    headers.set(key, unfolded.slice(unfolded.indexOf(':') + 1).trim())
  }
  return headers
}

/** Decodes a raw message as received over SMTP or read from an .eml file. */
export async function decodeMail(raw: Buffer | string): Promise<DecodedMail> {
  const email = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true })
  const headers = rawHeaders(email.headerLines)
  const subject = headers.get('subject')
  return {
    headers,
    subject: subject === undefined ? '' : libmime.decodeWords(subject),
    text: (email.text ?? '').replace(/\r\n/g, '\n'),
    html: email.html ? email.html.replace(/\r\n/g, '\n') : undefined,
  }
}

/** The http(s) links in a text, in order of appearance, each once, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"'`]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?)\]]+$/, ''),
  )
  return [...new Set(links)]
}
