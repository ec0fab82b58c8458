/**
 * E-mail campaigns and their templates: POST/GET /api/email-campaigns, GET /api/email-campaigns/:id
 * (counts and progress), GET /api/email-campaigns/:id/preview (each recipient's message), POST /api/email-campaigns/:id/start|pause|cancel, GET/POST
 * /api/email-templates, PATCH/DELETE /api/email-templates/:id. Thin: the services do the work.
 */
import {
  campaignIdParams,
  campaignPreviewView,
  createEmailCampaignRequest,
  emailCampaignView,
  emailTemplateIdParams,
  emailTemplateRequest,
  emailTemplateView,
  listEmailCampaignsResponse,
  listEmailTemplatesResponse,
  startEmailCampaignRequest,
  updateEmailTemplateRequest,
} from '@common/contracts/email-campaigns'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { keepAnswersPrivate } from '../../../http/private-answers'
import { requireUser } from '../../accounts'
import {
  type CampaignDeps,
  cancelCampaign,
  getCampaign,
  listCampaigns,
  pauseCampaign,
  previewCampaign,
  startCampaign,
} from './campaign.service'
import { createCampaign } from './create-campaign'
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
} from './email-templates.service'

const deleted = z.object({ success: z.literal(true) })

export function campaignsRoutes(deps: CampaignDeps): FastifyPluginAsyncZod {
  const { db } = deps
  return async (app) => {
    app.addHook('onRequest', requireUser)
    keepAnswersPrivate(app)
    const one = { params: campaignIdParams, response: { 200: emailCampaignView } }

    app.get(
      '/api/email-templates',
      { schema: { response: { 200: listEmailTemplatesResponse } } },
      async (request) => ({ templates: await listEmailTemplates(db, request.user.id) }),
    )
    app.post(
      '/api/email-templates',
      { schema: { body: emailTemplateRequest, response: { 201: emailTemplateView } } },
      async (request, reply) =>
        reply.status(201).send(await createEmailTemplate(db, request.user.id, request.body)),
    )
    app.patch(
      '/api/email-templates/:id',
      {
        schema: {
          params: emailTemplateIdParams,
          body: updateEmailTemplateRequest,
          response: { 200: emailTemplateView },
        },
      },
      async (request) => updateEmailTemplate(db, request.user.id, request.params.id, request.body),
    )
    app.delete(
      '/api/email-templates/:id',
      { schema: { params: emailTemplateIdParams, response: { 200: deleted } } },
      async (request) => {
        await deleteEmailTemplate(db, request.user.id, request.params.id)
        return { success: true as const }
      },
    )

    app.post(
      '/api/email-campaigns',
      { schema: { body: createEmailCampaignRequest, response: { 201: emailCampaignView } } },
      async (request, reply) =>
        reply.status(201).send(await createCampaign(deps, request.user.id, request.body)),
    )
    app.get(
      '/api/email-campaigns',
      { schema: { response: { 200: listEmailCampaignsResponse } } },
      async (request) => ({ campaigns: await listCampaigns(deps, request.user.id) }),
    )
    app.get('/api/email-campaigns/:id', { schema: one }, async (request) =>
      getCampaign(deps, request.user.id, request.params.id),
    )
    app.get(
      '/api/email-campaigns/:id/preview',
      { schema: { params: campaignIdParams, response: { 200: campaignPreviewView } } },
      async (request) => previewCampaign(db, request.user.id, request.params.id),
    )
    app.post(
      '/api/email-campaigns/:id/start',
      { schema: { ...one, body: startEmailCampaignRequest } },
      async (request) => startCampaign(deps, request.user.id, request.params.id, request.body),
    )
    app.post('/api/email-campaigns/:id/pause', { schema: one }, async (request) =>
      pauseCampaign(db, request.user.id, request.params.id),
    )
    app.post('/api/email-campaigns/:id/cancel', { schema: one }, async (request) =>
      cancelCampaign(db, request.user.id, request.params.id),
    )
  }
}
