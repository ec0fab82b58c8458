/**
 * Helpers for the documents route tests: real PDFs made with pdf-lib, multipart forms as a
 * browser sends them, a raw HTTP upload that never finishes its body, and what is on disk.
 */
import { readdir } from 'node:fs/promises'
import http from 'node:http'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { ObjectStorage } from '../modules/documents'

/** A one-page PDF with a text layer. */
export async function makePdf(text = 'NOTICE OF LIS PENDENS'): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage().drawText(text, { x: 50, y: 700, font, size: 14 })
  return doc.save()
}

/** The multipart body a browser's form sends: text fields first, then the file. */
export function uploadForm(
  bytes: Uint8Array,
  name = 'notice.pdf',
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name)
  return form
}

/** Files in a local-disk storage's directory (temporary files included). */
export async function storedFiles(storage: ObjectStorage): Promise<string[]> {
  const root = (storage as { root?: string }).root
  if (!root) throw new Error('storedFiles: not a local-disk storage')
  return readdir(root).catch(() => [])
}

/**
 * POSTs a multipart upload that declares `declaredBytes` but sends only `sendBytes` of the
 * file and never ends the body; resolves with the answer the server gave meanwhile. A reply
 * proves the server decided without reading (or buffering) the whole body.
 */
export function unfinishedUpload(options: {
  url: string
  cookie?: string
  sendBytes: number
  declaredBytes: number
}): Promise<{ status: number; body: { code?: string; message?: string } }> {
  const boundary = 'test-boundary-7d3f'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  )
  const filler = Buffer.alloc(options.sendBytes, 0x20)
  return new Promise((resolve, reject) => {
    const request = http.request(options.url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + options.declaredBytes),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        request.destroy()
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
        })
      })
    })
    request.on('error', reject)
    request.write(head)
    request.write(filler)
  })
}
