/**
 * The Content-Disposition of a downloaded PDF: an ASCII-only `filename` every browser reads
 * safely, and `filename*` (RFC 6266 / RFC 8187) carrying the user's own name in UTF-8.
 */

/**
 * A file name safe inside a quoted header value: the user's name with anything but letters,
 * digits, spaces, '.', '_' and '-' replaced, always ending in .pdf.
 */
function safeDownloadName(originalName: string, extension = 'pdf'): string {
  const base = originalName
    .replace(new RegExp(`\\.${extension}$`, 'i'), '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/^[ ._]+/, '')
    .slice(0, 100)
  return `${base || 'document'}.${extension}`
}

/** RFC 8187 value-chars: percent-encodes everything but attr-chars (encodeURIComponent leaves '()*!). */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/** `attachment; filename="..."; filename*=UTF-8''...` for a stored upload's original name. */
export function attachmentDisposition(originalName: string, extension = 'pdf'): string {
  return disposition('attachment', originalName, extension)
}

/** `inline; filename=...`: shown in place (the in-app viewer), saved under the same name. */
export function inlineDisposition(originalName: string, extension = 'pdf'): string {
  return disposition('inline', originalName, extension)
}

function disposition(
  kind: 'attachment' | 'inline',
  originalName: string,
  extension: string,
): string {
  const base = originalName
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f/\\]+/g, '_')
    // A lone surrogate cannot be encoded as UTF-8.
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '_')
    .trim()
    .replace(new RegExp(`\\.${extension}$`, 'i'), '')
  const full = `${Array.from(base).slice(0, 150).join('') || 'document'}.${extension}`
  return `${kind}; filename="${safeDownloadName(originalName, extension)}"; filename*=UTF-8''${encodeExtValue(full)}`
}
