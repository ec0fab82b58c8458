/**
 * Bodies that say multipart/form-data and are not (quite) it: the probe's "boundary=x with a JSON
 * body", a file or field part without the closing boundary, no boundary at all, a boundary too
 * long for the parser, an unterminated quoted boundary, two boundaries, broken part headers. The
 * fuzz test sends a fixed set to every route and random ones to the upload routes; each must be
 * answered with a 4xx, never a 5xx.
 */
import fc from 'fast-check'

export interface RawRequest {
  contentType: string
  body: string
}

const filePart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notice.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n1 0 obj <<>> endobj\n'
const fieldPart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="zip"\r\n\r\n07102`

/** What the probe sent and its close relatives, one of each. */
export const MALFORMED_MULTIPART: readonly RawRequest[] = [
  { contentType: 'multipart/form-data; boundary=x', body: '{"zip":"07102"}' },
  { contentType: 'multipart/form-data; boundary=x', body: filePart('x') },
  { contentType: 'multipart/form-data; boundary=x', body: fieldPart('x') },
  { contentType: 'multipart/form-data; boundary=x', body: `${filePart('x')}\r\n--x` },
  { contentType: 'multipart/form-data', body: `${filePart('x')}\r\n--x--\r\n` },
  { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: filePart('b') },
  { contentType: 'multipart/form-data; boundary="x', body: `${filePart('x')}\r\n--x--\r\n` },
  { contentType: 'multipart/form-data; boundary=x; boundary=y', body: filePart('y') },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nno colon here\r\n\r\nzz' },
]

const boundary = fc.oneof(
  fc.constantFrom('x', '----WebKitFormBoundary7MA4YWxkTrZu0gW', ''),
  // Printable ASCII but the space, the quote and the semicolon (a header value fetch will send).
  fc.stringMatching(/^[!#-:<-~]{1,80}$/),
  fc.integer({ min: 71, max: 400 }).map((n) => 'b'.repeat(n)),
)

const headerValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    'form-data; name="file"; filename="a.pdf"',
    'form-data; name="file"; filename*=utf-99\'\'%ZZ',
    'form-data; name="__proto__"',
    'form-data',
    'attachment',
  ),
)

/** One part: headers that may be broken, content that may be cut off before its boundary. */
const part = fc
  .record({
    disposition: headerValue,
    type: fc.constantFrom('application/pdf', 'text/plain', 'multipart/mixed; boundary=z', ''),
    content: fc.oneof(fc.string({ maxLength: 200 }), fc.constant('%PDF-1.7\n')),
    garbage: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
  })
  .map(({ disposition, type, content, garbage }) =>
    [
      `Content-Disposition: ${disposition}`,
      ...(type ? [`Content-Type: ${type}`] : []),
      ...(garbage === undefined ? [] : [garbage]),
    ]
      .join('\r\n')
      .concat('\r\n\r\n', content),
  )

/** A random malformed (or, now and then, well-formed) multipart request. */
export const malformedMultipart: fc.Arbitrary<RawRequest> = fc
  .record({
    declared: boundary,
    used: fc.option(boundary, { nil: undefined }),
    parts: fc.array(part, { maxLength: 3 }),
    ending: fc.constantFrom('', '\r\n', '\r\n--', '--', '\r\n--B--\r\n', '\r\n--B--'),
    junk: fc.option(fc.string({ maxLength: 100 }), { nil: undefined }),
  })
  .map(({ declared, used, parts, ending, junk }) => {
    const b = used ?? declared
    const body =
      junk ?? parts.map((content) => `--${b}\r\n${content}`).join('\r\n') + ending.replace('B', b)
    return { contentType: `multipart/form-data; boundary=${declared}`, body }
  })
