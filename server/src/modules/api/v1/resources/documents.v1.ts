/**
 * /api/v1/documents: upload a PDF, Word file or page image (multipart, as the app's upload: the
 * same checks, allowance and processing job; documents-upload.v1.ts), read one document with its
 * first records, its records a page at a time (docs/decisions/0080), the leads kept from it, and
 * correct one of its fields (the lead follows, the layout learns; docs/decisions/0055) or list
 * its corrections. A list of several records is imported as leads from its preview, as in the
 * app (docs/decisions/0058; document-import.v1.ts).
 */
import {
  correctFieldRequest,
  correctFieldResponse,
  listCorrectionsResponse,
} from '@common/contracts/corrections'
import {
  documentLeadsRequest,
  documentRecordsRequest,
  documentRecordsResponse,
} from '@common/contracts/document-records'
import {
  documentIdParams,
  getDocumentResponse,
  uploadDocumentResponse,
} from '@common/contracts/documents'
import { listLeadsResponse } from '@common/contracts/leads'
import multipart, { type Multipart } from '@fastify/multipart'
import { settledParts } from '../../../../http/settled-parts'
import {
  acceptDocumentUpload,
  correctField,
  getDocument,
  getDocumentRecords,
  listCorrections,
  requireMultipart,
} from '../../../documents'
import { findLeadsOfDocument } from '../../../leads'
import { beginIdempotentRequest, idempotencyKeyOf } from '../idempotency.hooks'
import type { V1Resource } from '../v1-resource'
import { documentImportRoutes } from './document-import.v1'
import { partsFingerprint, readParts, replayParts, uploadBody } from './documents-upload.v1'

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
            'An upload with its processing status and extracted fields (a list: its first 50 records in `leads`, how many in `recordCount`; page the rest with GET /api/v1/documents/{id}/records), or a saved public record.',
          tags: ['Documents'],
          params: documentIdParams,
          response: { 200: getDocumentResponse },
        },
      },
      async (request) => getDocument(db, { user: request.user, id: request.params.id }),
    )

    app.get(
      '/api/v1/documents/:id/records',
      {
        config: { scopes: ['documents:read'] },
        schema: {
          operationId: 'listDocumentRecords',
          summary: "A document's records, a page at a time",
          description:
            "The records of a multi-record document (a sale list, a page of notices) in document order: at most `limit` (1-200, default 50) from position `from` (0 first; pass the previous page's `next`, null after the last page), with `total`. GET /api/v1/documents/{id} carries only the first 50 in `leads` and their count in `recordCount`. No records while a list awaits its import (read its preview) and none for a saved public record. A bad `from` or `limit` is a 400.",
          tags: ['Documents'],
          params: documentIdParams,
          querystring: documentRecordsRequest,
          response: { 200: documentRecordsResponse },
        },
      },
      async (request) =>
        getDocumentRecords(db, { user: request.user, id: request.params.id, page: request.query }),
    )

    app.get(
      '/api/v1/documents/:id/leads',
      {
        config: { scopes: ['documents:read', 'leads:read'] },
        schema: {
          operationId: 'listDocumentLeads',
          summary: 'The leads kept from a document',
          description:
            'One per record of a multi-record document, in document order, a page at a time: pass `nextCursor` as `cursor` for the next page.',
          tags: ['Documents'],
          params: documentIdParams,
          querystring: documentLeadsRequest,
          response: { 200: listLeadsResponse },
        },
      },
      async (request) => {
        // 404 DOCUMENT_NOT_FOUND unless it is one of the user's documents.
        await getDocument(db, { user: request.user, id: request.params.id })
        return findLeadsOfDocument(db, {
          userId: request.user.id,
          documentId: request.params.id,
          ...request.query,
          reach: deps.urgency?.reach,
        })
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

    await app.register(documentImportRoutes(deps))
  },
}
