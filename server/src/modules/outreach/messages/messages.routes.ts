/**
 * The composer's routes: message templates (spec GET /api/message-templates; create, change and
 * delete the user's own), the outreach log (spec POST/GET /api/outreach; a lead's timeline) and
 * the composer's context for a profile; marking that a homeowner replied (0040). Thin: the
 * services do the work.
 */
import {
  createMessageTemplateRequest,
  createOutreachRequest,
  leadIdParams,
  listMessageTemplatesResponse,
  listOutreachQuery,
  listOutreachResponse,
  markOutreachRepliedRequest,
  messageTemplateView,
  outreachContextQuery,
  outreachContextResponse,
  outreachIdParams,
  outreachRecordView,
  templateIdParams,
  updateMessageTemplateRequest,
} from '@common/contracts/outreach'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/client'
import { keepAnswersPrivate } from '../../../http/private-answers'
import { requireUser } from '../../accounts'
import {
  createMessageTemplate,
  deleteMessageTemplate,
  listMessageTemplates,
  updateMessageTemplate,
} from './message-templates.service'
import { outreachContext } from './outreach-context.service'
import {
  listLeadOutreach,
  listOutreach,
  logOutreach,
  markOutreachReplied,
} from './outreach-log.service'
import type { FindOwnSocialProfile } from './social-profile-port'

export interface MessagesRoutesDeps {
  db: Db
  findSocialProfile: FindOwnSocialProfile
}

const deleted = z.object({ success: z.literal(true) })

export function messagesRoutes(deps: MessagesRoutesDeps): FastifyPluginAsyncZod {
  const { db } = deps
  return async (app) => {
    app.addHook('onRequest', requireUser)
    keepAnswersPrivate(app)

    app.get(
      '/api/message-templates',
      { schema: { response: { 200: listMessageTemplatesResponse } } },
      async (request) => listMessageTemplates(db, request.user.id),
    )
    app.post(
      '/api/message-templates',
      { schema: { body: createMessageTemplateRequest, response: { 201: messageTemplateView } } },
      async (request, reply) =>
        reply.status(201).send(await createMessageTemplate(db, request.user.id, request.body)),
    )
    app.patch(
      '/api/message-templates/:id',
      {
        schema: {
          params: templateIdParams,
          body: updateMessageTemplateRequest,
          response: { 200: messageTemplateView },
        },
      },
      async (request) =>
        updateMessageTemplate(db, {
          userId: request.user.id,
          id: request.params.id,
          patch: request.body,
        }),
    )
    app.delete(
      '/api/message-templates/:id',
      { schema: { params: templateIdParams, response: { 200: deleted } } },
      async (request) => {
        await deleteMessageTemplate(db, request.user.id, request.params.id)
        return { success: true as const }
      },
    )

    app.post(
      '/api/outreach',
      { schema: { body: createOutreachRequest, response: { 201: outreachRecordView } } },
      async (request, reply) =>
        reply.status(201).send(await logOutreach(deps, request.user.id, request.body)),
    )
    app.get(
      '/api/outreach',
      { schema: { querystring: listOutreachQuery, response: { 200: listOutreachResponse } } },
      async (request) => listOutreach(db, request.user.id, request.query),
    )
    app.patch(
      '/api/outreach/:id',
      {
        schema: {
          params: outreachIdParams,
          body: markOutreachRepliedRequest,
          response: { 200: outreachRecordView },
        },
      },
      async (request) => markOutreachReplied(db, request.user.id, request.params.id, request.body),
    )
    app.get(
      '/api/outreach/context',
      { schema: { querystring: outreachContextQuery, response: { 200: outreachContextResponse } } },
      async (request) => outreachContext(deps, request.user.id, request.query.socialProfileId),
    )
    app.get(
      '/api/leads/:leadId/outreach',
      { schema: { params: leadIdParams, response: { 200: listOutreachResponse } } },
      async (request) => listLeadOutreach(db, request.user.id, request.params.leadId),
    )
  }
}
