/**
 * /api/v1/documents: upload a PDF, Word file or page image (multipart, as the app's upload: the same checks,
 * allowance and processing job), read one document, the leads kept from it, and correct one of
 * its fields (the lead follows, the layout learns; docs/decisions/0055) or list its corrections. With an
 * Idempotency-Key the upload is read into memory first (up to the upload cap), so that its
 * fingerprint (fields and the file's SHA-256) is known before anything is stored. A list of
 * several records is imported as leads from its preview, as in the app (docs/decisions/0058).
 */

import { Readable } from 'node:stream'
import {
  correctFieldRequest,
  correctFieldResponse,
  listCorrectionsResponse,
} from '@common/contracts/corrections'
import {
  cancelDocumentImportResponse,
  documentImportView,
  startDocumentImportResponse,
} from '@common/contracts/document-import'
import {
  documentIdParams,
  getDocumentResponse,
  uploadDocumentResponse,
} from '@common/contracts/documents'
import { listLeadsResponse } from '@common/contracts/leads'
import multipart, { type Multipart } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { settledParts } from '../../../../http/settled-parts'
import {
  acceptDocumentUpload,
  cancelListImport,
  correctField,
  getDocument,
  listCorrections,
  readListImport,
  requireMultipart,
  startListImport,
  uploadTooLargeError,
} from '../../../documents'
import { findLeadsOfDocument } from '../../../leads'
import { beginIdempotentRequest, idempotencyKeyOf } from '../idempotency.hooks'
import { requestFingerprint, sha256Hex } from '../request-fingerprint'
import type { V1Resource } from '../v1-resource'

const uploadBody = {
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

/** The 409 of a document that is not a list awaiting its import (docs/decisions/0058). */
const NOT_AWAITING =
  'DOCUMENT_NOT_AWAITING_IMPORT: the document is not a list of several records awaiting its import'

type BufferedPart =
  | { type: 'field'; fieldname: string; value: string }
  | { type: 'file'; fieldname: string; filename: string; bytes: Buffer }

/** Reads every part into memory (an idempotent upload), refusing a file over the cap. */
async function readParts(request: FastifyRequest, maxBytes: number): Promise<BufferedPart[]> {
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

function partsFingerprint(request: FastifyRequest, parts: readonly BufferedPart[]): string {
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
async function* replayParts(parts: readonly BufferedPart[]): AsyncGenerator<Multipart> {
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

export const documentsResource: V1Resource = {
  name: 'Documents',
  description: 'Upload foreclosure documents for extraction; read them and their leads.',
  routes: (deps) => async (app) => {
    const { db, uploadMaxBytes } = deps
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    })
    // A refused upload is answered before its body is read; close the connection then.
    app.addHook('onSend', async (request, reply) => {
      if (!request.raw.complete) reply.header('connection', 'close')
    })

    app.post(
      '/api/v1/documents',
      {
        preParsing: requireMultipart,
        config: {
          scopes: ['documents:write'],
          idempotency: 'handler',
          openapi: { requestBody: uploadBody },
        },
        schema: {
          operationId: 'uploadDocument',
          summary: 'Upload a document',
          description:
            'Answered at once with `processingStatus: pending`; poll GET /api/v1/documents/{id} until it is completed or failed. A document of one record is then a lead; a list of several records awaits its import (`listImport.status: awaiting`): read its preview at GET /api/v1/documents/{id}/import and start it with POST.',
          tags: ['Documents'],
          response: { 201: uploadDocumentResponse },
        },
      },
      async (request, reply) => {
        let parts: AsyncIterable<Multipart> = settledParts(request.parts())
        if (idempotencyKeyOf(request)) {
          const buffered = await readParts(request, uploadMaxBytes)
          const run = await beginIdempotentRequest(
            db,
            request,
            reply,
            partsFingerprint(request, buffered),
          )
          if (!run) return reply
          parts = replayParts(buffered)
        }
        const document = await acceptDocumentUpload({
          db,
          storage: deps.storage,
          jobs: deps.jobs,
          user: request.user,
          parts,
          maxBytes: uploadMaxBytes,
        })
        return reply.status(201).send(document)
      },
    )

    app.get(
      '/api/v1/documents/:id',
      {
        config: { scopes: ['documents:read'] },
        schema: {
          operationId: 'getDocument',
          summary: 'Get one document',
          description:
            'An upload with its processing status and extracted fields, or a saved public record.',
          tags: ['Documents'],
          params: documentIdParams,
          response: { 200: getDocumentResponse },
        },
      },
      async (request) => getDocument(db, { user: request.user, id: request.params.id }),
    )

    app.get(
      '/api/v1/documents/:id/leads',
      {
        config: { scopes: ['documents:read', 'leads:read'] },
        schema: {
          operationId: 'listDocumentLeads',
          summary: 'The leads kept from a document',
          description: 'One per record of a multi-record document.',
          tags: ['Documents'],
          params: documentIdParams,
          response: { 200: listLeadsResponse },
        },
      },
      async (request) => {
        // 404 DOCUMENT_NOT_FOUND unless it is one of the user's documents.
        await getDocument(db, { user: request.user, id: request.params.id })
        const leads = await findLeadsOfDocument(db, {
          userId: request.user.id,
          documentId: request.params.id,
        })
        return { leads, nextCursor: null }
      },
    )

    app.post(
      '/api/v1/documents/:id/corrections',
      {
        config: {
          scopes: ['documents:write'],
          openapi: {
            errors: {
              409: 'DOCUMENT_NOT_PROCESSED: the document is still being read, or its reading failed',
            },
          },
        },
        schema: {
          operationId: 'correctDocumentField',
          summary: 'Correct a field of a document',
          description:
            "The value becomes a fact (confidence 1) with who corrected it and when; the lead kept from the document follows, and the next document of this layout on your account is read where the value is printed. A value not of the field's shape (an amount that is not a number, a ZIP that is not 5 digits) is a 400.",
          tags: ['Documents'],
          params: documentIdParams,
          body: correctFieldRequest,
          response: { 200: correctFieldResponse },
        },
      },
      async (request) =>
        correctField(db, {
          user: request.user,
          documentId: request.params.id,
          command: request.body,
          onCorrected: deps.onFieldCorrected,
        }),
    )

    app.get(
      '/api/v1/documents/:id/corrections',
      {
        config: { scopes: ['documents:read'] },
        schema: {
          operationId: 'listDocumentCorrections',
          summary: "A document's corrections",
          description:
            'Newest first, each with its value, the text it was selected from, who and when.',
          tags: ['Documents'],
          params: documentIdParams,
          response: { 200: listCorrectionsResponse },
        },
      },
      async (request) => ({
        corrections: await listCorrections(db, {
          user: request.user,
          documentId: request.params.id,
        }),
      }),
    )

    app.get(
      '/api/v1/documents/:id/import',
      {
        config: { scopes: ['documents:read'], openapi: { errors: { 409: NOT_AWAITING } } },
        schema: {
          operationId: 'getDocumentImport',
          summary: "A list's import preview and progress",
          description:
            'For a document of several records: how many, the columns found, ten sample rows with the fields each lead will carry, how many records lack each field, and where the import stands (records done of total). 409 DOCUMENT_NOT_AWAITING_IMPORT for a document of one record.',
          tags: ['Documents'],
          params: documentIdParams,
          response: { 200: documentImportView },
        },
      },
      async (request) =>
        readListImport(db, { userId: request.user.id, documentId: request.params.id }),
    )

    app.post(
      '/api/v1/documents/:id/import',
      {
        config: {
          scopes: ['documents:write', 'leads:write'],
          openapi: { errors: { 409: NOT_AWAITING } },
        },
        schema: {
          operationId: 'startDocumentImport',
          summary: "Import a list's records as leads",
          description:
            'Starts the import in the background (202); poll GET /api/v1/documents/{id}/import for its progress. Starting again answers the import as it stands and makes no second lead. 409 DOCUMENT_NOT_AWAITING_IMPORT for a document that is not a list awaiting import.',
          tags: ['Documents'],
          params: documentIdParams,
          response: { 202: startDocumentImportResponse },
        },
      },
      async (request, reply) =>
        reply.status(202).send(
          await startListImport(db, deps.jobs, {
            userId: request.user.id,
            documentId: request.params.id,
          }),
        ),
    )

    app.post(
      '/api/v1/documents/:id/import/cancel',
      {
        config: {
          scopes: ['documents:write'],
          openapi: {
            errors: {
              409: 'IMPORT_ALREADY_STARTED: the import has started (or DOCUMENT_NOT_AWAITING_IMPORT)',
            },
          },
        },
        schema: {
          operationId: 'cancelDocumentImport',
          summary: "Cancel a list's import",
          description:
            'Discards the import awaiting the user; the document and its records stay (it can still be imported). 409 IMPORT_ALREADY_STARTED once the import has started.',
          tags: ['Documents'],
          params: documentIdParams,
          response: { 200: cancelDocumentImportResponse },
        },
      },
      async (request) =>
        cancelListImport(db, { userId: request.user.id, documentId: request.params.id }),
    )
  },
}
