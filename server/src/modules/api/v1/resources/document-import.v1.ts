/**
 * /api/v1/documents/:id/import: a list of several records imported as leads from its preview, as
 * in the app (docs/decisions/0058): its preview and progress, starting and cancelling it.
 */
import {
  cancelDocumentImportResponse,
  documentImportView,
  startDocumentImportResponse,
} from '@common/contracts/document-import'
import { documentIdParams } from '@common/contracts/documents'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cancelListImport, readListImport, startListImport } from '../../../documents'
import type { V1Deps } from '../v1-resource'

/** The 409 of a document that is not a list awaiting its import (docs/decisions/0058). */
const NOT_AWAITING =
  'DOCUMENT_NOT_AWAITING_IMPORT: the document is not a list of several records awaiting its import'

export function documentImportRoutes(deps: V1Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps
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
  }
}
