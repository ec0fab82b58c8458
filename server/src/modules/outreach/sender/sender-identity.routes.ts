/** GET and PUT /api/settings/sender: the sender identity of the settings page. */
import {
  getSenderIdentityResponse,
  senderIdentityRequest,
  senderIdentityView,
} from '@common/contracts/sender-identity'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { requireUser } from '../../accounts'
import { getSenderIdentity, saveSenderIdentity } from './sender-identity.service'

export function senderIdentityRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser)
    app.get(
      '/api/settings/sender',
      { schema: { response: { 200: getSenderIdentityResponse } } },
      async (request) => ({ sender: await getSenderIdentity(deps.db, request.user.id) }),
    )
    app.put(
      '/api/settings/sender',
      { schema: { body: senderIdentityRequest, response: { 200: senderIdentityView } } },
      async (request) => saveSenderIdentity(deps.db, request.user.id, request.body),
    )
  }
}
