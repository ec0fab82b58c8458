/**
 * The list import's routes (docs/decisions/0058): GET /api/documents/:id/import (the preview and
 * the progress the page polls), POST /api/documents/:id/import (start: the leads are made in the
 * background; starting again answers the import as it stands) and POST
 * /api/documents/:id/import/cancel. Thin: list-import.service.ts does the work.
 */
import {
  cancelDocumentImportResponse,
  documentImportView,
  startDocumentImportResponse,
} from '@common/contracts/document-import'
import { documentIdParams } from '@common/contracts/documents'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import type { JobQueue } from '../../../jobs/job-queue'
import { requireUser } from '../../accounts'
import { cancelListImport, readListImport, startListImport } from './list-import.service'

export function listImportRoutes(deps: { db: Db; jobs: JobQueue | null }): FastifyPluginAsyncZod {
  return async (app) => {
    const scopeOf = (request: { user: { id: string }; params: { id: string } }) => ({
      userId: request.user.id,
      documentId: request.params.id,
    })

    app.get(
      '/api/documents/:id/import',
      {
        onRequest: requireUser,
        schema: { params: documentIdParams, response: { 200: documentImportView } },
      },
      async (request) => readListImport(deps.db, scopeOf(request)),
    )

    app.post(
      '/api/documents/:id/import',
      {
        onRequest: requireUser,
        schema: { params: documentIdParams, response: { 202: startDocumentImportResponse } },
      },
      async (request, reply) =>
        reply.status(202).send(await startListImport(deps.db, deps.jobs, scopeOf(request))),
    )

    app.post(
      '/api/documents/:id/import/cancel',
      {
        onRequest: requireUser,
        schema: { params: documentIdParams, response: { 200: cancelDocumentImportResponse } },
      },
      async (request) => cancelListImport(deps.db, scopeOf(request)),
    )
  }
}
