/**
 * The upload of /api/v1/documents, apart from its routes: its multipart body as the OpenAPI
 * document says it, and with an Idempotency-Key the parts read into memory first (up to the
 * upload cap), so that the fingerprint (fields and the file's SHA-256) is known before anything
 * is stored, then replayed to the upload service.
 */
import { Readable } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { uploadTooLargeError } from '../../../documents'
import { requestFingerprint, sha256Hex } from '../request-fingerprint'

export const uploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            contentMediaType: 'application/pdf',
            description: 'A PDF, a Word .docx file, or a page image (PNG, JPEG, TIFF)',
          },
          zipCode: {
            type: 'string',
            pattern: '^\\d{5}$',
            description: 'Optional: the ZIP to file it under',
          },
        },
      },
    },
  },
}

type BufferedPart =
  | { type: 'field'; fieldname: string; value: string }
  | { type: 'file'; fieldname: string; filename: string; bytes: Buffer }

/** Reads every part into memory (an idempotent upload), refusing a file over the cap. */
export async function readParts(
  request: FastifyRequest,
  maxBytes: number,
): Promise<BufferedPart[]> {
  const parts: BufferedPart[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        parts.push({ type: 'field', fieldname: part.fieldname, value: String(part.value) })
      } else {
        parts.push({
          type: 'file',
          fieldname: part.fieldname,
          filename: part.filename,
          bytes: await part.toBuffer(),
        })
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw uploadTooLargeError(maxBytes)
    throw error
  }
  return parts
}

export function partsFingerprint(request: FastifyRequest, parts: readonly BufferedPart[]): string {
  const body = parts
    .map((part) =>
      part.type === 'field'
        ? `field ${JSON.stringify(part.fieldname)}=${JSON.stringify(part.value)}`
        : `file ${JSON.stringify(part.fieldname)} ${JSON.stringify(part.filename)} ${sha256Hex(part.bytes)}`,
    )
    .join('\n')
  return requestFingerprint(request.method, request.url, body)
}

/** The buffered parts as the upload service reads them. */
export async function* replayParts(parts: readonly BufferedPart[]): AsyncGenerator<Multipart> {
  for (const part of parts) {
    yield (part.type === 'field'
      ? { type: 'field', fieldname: part.fieldname, value: part.value }
      : {
          type: 'file',
          fieldname: part.fieldname,
          filename: part.filename,
          file: Readable.from([part.bytes]),
        }) as unknown as Multipart
  }
}
