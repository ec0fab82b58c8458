/**
 * POST /api/documents/:id/corrections (correct one field of an upload; the lead follows) and GET
 * /api/documents/:id/corrections (the document's corrections, newest first). Thin: the service
 * does the work; the contract reads the value in the field's shape (400 otherwise).
 */
import {
  correctFieldRequest,
  correctFieldResponse,
  listCorrectionsResponse,
} from '@common/contracts/corrections'
import { documentIdParams } from '@common/contracts/documents'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { requireUser } from '../../accounts'
import { correctField, type FieldCorrectedHook, listCorrections } from './correct-field.service'

export interface CorrectionsRoutesDeps {
  db: Db
  /** The lead kept from the document follows the correction (the composition root's hook). */
  onFieldCorrected?: FieldCorrectedHook
}

export function correctionsRoutes(deps: CorrectionsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store')
    })

    app.post(
      '/api/documents/:id/corrections',
      {
        onRequest: requireUser,
        schema: {
          params: documentIdParams,
          body: correctFieldRequest,
          response: { 200: correctFieldResponse },
        },
      },
      async (request) =>
        correctField(deps.db, {
          user: request.user,
          documentId: request.params.id,
          command: request.body,
          onCorrected: deps.onFieldCorrected,
        }),
    )

    app.get(
      '/api/documents/:id/corrections',
      {
        onRequest: requireUser,
        schema: { params: documentIdParams, response: { 200: listCorrectionsResponse } },
      },
      async (request) => ({
        corrections: await listCorrections(deps.db, {
          user: request.user,
          documentId: request.params.id,
        }),
      }),
    )
  }
}
