/**
 * The documents' routes: POST /api/documents (multipart upload), GET /api/documents (uploads and
 * saved public records), GET /api/documents/:id (with its first records), GET
 * /api/documents/:id/records (its records a page at a time, docs/decisions/0080), GET
 * /api/documents/:id/download (the one download route; counts a trial download), GET /api/documents/:id/file (the owner's PDF or page
 * image shown inline by the in-app viewer), DELETE /api/documents/:id, GET
 * /api/public-records/searches/:id/results/:filingId/document (a search result's notice kept in
 * storage; counts a trial download too), and a list's preview and import (list-import.routes.ts).
 * Thin: the services do the work.
 */
import { documentRecordsRequest, documentRecordsResponse } from '@common/contracts/document-records'
import {
  deleteDocumentResponse,
  documentIdParams,
  getDocumentResponse,
  listDocumentsRequest,
  listDocumentsResponse,
  UPLOAD_EXTENSIONS,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  type UploadKind,
  uploadDocumentResponse,
} from '@common/contracts/documents'
import { searchResultDocumentParams } from '@common/contracts/records'
import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { AppError } from '../../http/app-error'
import { settledParts } from '../../http/settled-parts'
import type { JobQueue } from '../../jobs/job-queue'
import { requireUser } from '../accounts'
import { getDocumentRecords } from './document-records.service'
import { deleteDocument, getDocument, listDocuments } from './documents.service'
import { attachmentDisposition, inlineDisposition } from './download/content-disposition'
import {
  type DocumentDownload,
  openDocumentDownload,
  openUploadForViewer,
} from './download/document-download.service'
import { openSearchResultDocument } from './download/search-result-document.service'
import { listImportRoutes } from './list-import/list-import.routes'
import type { ObjectStorage } from './storage/object-storage'
import { acceptDocumentUpload } from './upload/accept-upload.service'

export interface DocumentsRoutesDeps {
  db: Db
  storage: ObjectStorage
  /** The largest file accepted, in bytes (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number
  /** Where the processing job is queued; null in a process without a queue (it stays pending). */
  jobs: JobQueue | null
}

/** preParsing: anything but multipart/form-data is refused before a byte of it is read. */
export async function requireMultipart(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type']?.toLowerCase() ?? ''
  if (!type.startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart, 415)
  }
}

/**
 * The stored file's type (a PDF unless it is another kind we take) and the ending its name is
 * given: the user's own when it is one of the kind's ('.jpeg' stays), else the kind's first.
 */
function fileType(mimeType: string, name: string): { type: string; extension: string } {
  const kind =
    (Object.keys(UPLOAD_TYPES) as UploadKind[]).find((key) => UPLOAD_TYPES[key] === mimeType) ??
    'pdf'
  const endings = UPLOAD_EXTENSIONS[kind]
  const own = endings.find((ending) => name.toLowerCase().endsWith(ending))
  return { type: UPLOAD_TYPES[kind], extension: (own ?? endings[0]!).slice(1) }
}

/** Sends a download's file as an attachment, as what it is (a PDF, a Word file, an image). */
function sendDownloadFile(
  reply: FastifyReply,
  download: Extract<DocumentDownload, { kind: 'file' }>,
) {
  const { type, extension } = fileType(download.mimeType, download.originalName)
  if (download.size !== null) reply.header('content-length', String(download.size))
  return reply
    .header('content-type', type)
    .header('content-disposition', attachmentDisposition(download.originalName, extension))
    .header('x-content-type-options', 'nosniff')
    .send(download.stream)
}

export function documentsRoutes(deps: DocumentsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered in this plugin only: no other route accepts multipart bodies.
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: deps.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    })
    // What these routes answer (lists, documents, files) is the user's own: no cache keeps it.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store')
    })
    // A refused upload is answered before its body is read to the end. Closing the connection
    // then, instead of reading the rest, keeps a client from making the server swallow it.
    app.addHook('onSend', async (request, reply) => {
      if (!request.raw.complete) reply.header('connection', 'close')
    })
    app.addHook('onResponse', async (request) => {
      if (!request.raw.complete) request.raw.socket?.destroy()
    })

    // A list's preview and import (0058), under these routes' hooks.
    await app.register(listImportRoutes({ db: deps.db, jobs: deps.jobs }))

    app.post(
      '/api/documents',
      {
        onRequest: requireUser,
        preParsing: requireMultipart,
        schema: { response: { 201: uploadDocumentResponse } },
      },
      async (request, reply) => {
        const document = await acceptDocumentUpload({
          db: deps.db,
          storage: deps.storage,
          jobs: deps.jobs,
          user: request.user,
          parts: settledParts(request.parts()),
          maxBytes: deps.uploadMaxBytes,
        })
        return reply.status(201).send(document)
      },
    )

    app.get(
      '/api/documents',
      {
        onRequest: requireUser,
        schema: { querystring: listDocumentsRequest, response: { 200: listDocumentsResponse } },
      },
      async (request) => {
        // Lists' records are left out: tens of thousands of rows on every page's sidebar (0075).
        const documents = await listDocuments(deps.db, {
          user: request.user,
          zip: request.query.zip,
          listRecords: false,
        })
        return { documents }
      },
    )

    app.get(
      '/api/documents/:id',
      {
        onRequest: requireUser,
        schema: { params: documentIdParams, response: { 200: getDocumentResponse } },
      },
      async (request) => getDocument(deps.db, { user: request.user, id: request.params.id }),
    )

    app.get(
      '/api/documents/:id/records',
      {
        onRequest: requireUser,
        schema: {
          params: documentIdParams,
          querystring: documentRecordsRequest,
          response: { 200: documentRecordsResponse },
        },
      },
      async (request) =>
        getDocumentRecords(deps.db, {
          user: request.user,
          id: request.params.id,
          page: request.query,
        }),
    )

    app.get(
      '/api/documents/:id/download',
      { onRequest: requireUser, schema: { params: documentIdParams } },
      async (request, reply) => {
        const download = await openDocumentDownload(deps.db, deps.storage, {
          user: request.user,
          id: request.params.id,
        })
        if (download.kind === 'redirect') return reply.redirect(download.url, 302)
        return sendDownloadFile(reply, download)
      },
    )

    app.get(
      '/api/public-records/searches/:id/results/:filingId/document',
      { onRequest: requireUser, schema: { params: searchResultDocumentParams } },
      async (request, reply) =>
        sendDownloadFile(
          reply,
          await openSearchResultDocument(deps.db, deps.storage, {
            user: request.user,
            searchId: request.params.id,
            filingId: request.params.filingId,
          }),
        ),
    )

    app.get(
      '/api/documents/:id/file',
      { onRequest: requireUser, schema: { params: documentIdParams } },
      async (request, reply) => {
        const file = await openUploadForViewer(deps.db, deps.storage, {
          user: request.user,
          id: request.params.id,
        })
        const { type, extension } = fileType(file.mimeType, file.originalName)
        return reply
          .header('content-type', type)
          .header('content-length', String(file.size))
          .header('content-disposition', inlineDisposition(file.originalName, extension))
          .header('x-content-type-options', 'nosniff')
          .send(file.stream)
      },
    )

    app.delete(
      '/api/documents/:id',
      {
        onRequest: requireUser,
        schema: { params: documentIdParams, response: { 200: deleteDocumentResponse } },
      },
      async (request) => {
        await deleteDocument(deps.db, deps.storage, {
          userId: request.user.id,
          id: request.params.id,
        })
        return { success: true as const }
      },
    )
  }
}
