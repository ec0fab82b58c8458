/**
 * A small reader of RFC 5322 / MIME messages: enough to read back what the mailers send
 * (the SMTP sink in tests, outbox files), without a mail-parsing dependency.
 * Handles folded headers, RFC 2047 encoded-words, single-part and nested multipart bodies,
 * and the quoted-printable, base64, 7bit and 8bit transfer encodings.
 */

/** A decoded message: its headers (unfolded, names lower-case) and its readable parts. */
export interface DecodedMail {
  headers: ReadonlyMap<string, string>
  subject: string
  /** The first text/plain part, line breaks as '\n'; '' when there is none. */
  text: string
  /** The first text/html part, if any. */
  html?: string
}

interface Entity {
  headers: Map<string, string>
  /** Body bytes as a latin1 string, so every byte maps to one character. */
  body: string
}

/** Decodes a raw message as received over SMTP or read from an .eml file. */
export function decodeMail(raw: Buffer | string): DecodedMail {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw
  const entity = parseEntity(bytes.toString('latin1'))
  const found: { text?: string; html?: string } = {}
  collectBodies(entity, found)
  return {
    headers: entity.headers,
    subject: decodeHeaderValue(entity.headers.get('subject') ?? ''),
    text: found.text ?? '',
    html: found.html,
  }
}

/**
 * Decodes quoted-printable text (RFC 2045): drops soft line breaks ('=' at the end of a
 * line) and trailing blanks, turns =XX into bytes and reads the bytes in `charset`.
 */
export function decodeQuotedPrintable(input: string, charset = 'utf-8'): string {
  return decodeCharset(quotedPrintableBytes(Buffer.from(input, 'utf8')), charset)
}

/**
 * Decodes RFC 2047 encoded-words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value.
 * Adjacent words are joined without the blanks between them, and their bytes are decoded
 * together, so a character split across two words survives.
 */
export function decodeHeaderValue(value: string): string {
  const word = /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g
  const joined = value.replace(/(\?=)\s+(?==\?[^?\s]+\?[QqBb]\?)/g, '$1')
  return joined.replace(/(?:=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)+/g, (run) => {
    let result = ''
    let charset = ''
    let pending: Buffer[] = []
    const flush = () => {
      if (pending.length > 0) result += decodeCharset(Buffer.concat(pending), charset)
      pending = []
    }
    for (const [, name, encoding, text] of run.matchAll(word)) {
      const wordCharset = name!.split('*')[0]!.toLowerCase()
      if (wordCharset !== charset) flush()
      charset = wordCharset
      pending.push(
        encoding!.toUpperCase() === 'B'
          ? Buffer.from(text!, 'base64')
          : hexEscapeBytes(text!.replace(/_/g, ' ')),
      )
    }
    flush()
    return result
  })
}

/** The http(s) links in a text, in order of appearance, each once, without trailing punctuation. */
export function extractLinks(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"'`]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?)\]]+$/, ''),
  )
  return [...new Set(links)]
}

function parseEntity(source: string): Entity {
  const separator = /^\r?\n|\r?\n\r?\n/.exec(source)
  const head = separator ? source.slice(0, separator.index) : source
  const body = separator ? source.slice(separator.index + separator[0].length) : ''
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8')
    if (!headers.has(name)) headers.set(name, value)
  }
  return { headers, body }
}

function collectBodies(entity: Entity, found: { text?: string; html?: string }): void {
  const contentType = entity.headers.get('content-type') ?? 'text/plain'
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  const params = new Map<string, string>()
  for (const [, name, quoted, bare] of contentType.matchAll(
    /;\s*([\w.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/g,
  )) {
    params.set(name!.toLowerCase(), quoted?.replace(/\\(.)/g, '$1') ?? bare!)
  }
  const boundary = params.get('boundary')
  if (type.startsWith('multipart/') && boundary) {
    for (const part of splitMultipart(entity.body, boundary))
      collectBodies(parseEntity(part), found)
    return
  }
  if (/^\s*attachment/i.test(entity.headers.get('content-disposition') ?? '')) return
  const charset = params.get('charset') ?? 'utf-8'
  if (type === 'text/plain' && found.text === undefined) found.text = decodeBody(entity, charset)
  if (type === 'text/html' && found.html === undefined) found.html = decodeBody(entity, charset)
}

/** The parts between `--boundary` lines, each without the line break before the next one. */
function splitMultipart(body: string, boundary: string): string[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g')
  const parts: string[] = []
  let start = -1
  for (const match of body.matchAll(delimiter)) {
    if (start >= 0) parts.push(body.slice(start, match.index))
    if (match[1]) break
    start = match.index + match[0].length
  }
  return parts
}

function decodeBody(entity: Entity, charset: string): string {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase()
  const bytes =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(Buffer.from(entity.body, 'latin1'))
      : encoding === 'base64'
        ? Buffer.from(entity.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
        : Buffer.from(entity.body, 'latin1')
  return decodeCharset(bytes, charset).replace(/\r\n/g, '\n')
}

function quotedPrintableBytes(input: Buffer): Buffer {
  const text = input
    .toString('latin1')
    .replace(/[ \t]+(?=\r?\n|$)/g, '')
    .replace(/=\r?\n/g, '')
  return hexEscapeBytes(text)
}

/** '=XX' becomes the byte XX; every other character (all below 256 here) is its own byte. */
function hexEscapeBytes(text: string): Buffer {
  const out = Buffer.alloc(text.length)
  let length = 0
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out[length++] = Number.parseInt(hex, 16)
      i += 2
    } else {
      out[length++] = text.charCodeAt(i)
    }
  }
  return out.subarray(0, length)
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes)
  } catch {
    return bytes.toString('utf8')
  }
}
