/**
 * The spec's social-discovery calls (section 7): GET /api/social-profiles, POST
 * /api/social-profiles/search, DELETE /api/social-profiles/:id.
 */
import {
  deleteSocialProfileResponse,
  listSocialProfilesResponse,
  searchSocialProfilesRequest,
  searchSocialProfilesResponse,
  socialProfileIdParams,
} from '@common/contracts/social-profiles'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { keepAnswersPrivate } from '../../http/private-answers'
import { requireUser } from '../accounts'
import type { ContactsDeps } from './contacts.deps'
import {
  listSocialProfiles,
  removeSocialProfile,
  searchSocialProfiles,
} from './social/social-search.service'

export function socialProfilesRoutes(deps: ContactsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser)
    keepAnswersPrivate(app)

    app.get(
      '/api/social-profiles',
      { schema: { response: { 200: listSocialProfilesResponse } } },
      async (request) => listSocialProfiles(deps, request.user),
    )

    app.post(
      '/api/social-profiles/search',
      {
        schema: {
          body: searchSocialProfilesRequest,
          response: { 200: searchSocialProfilesResponse },
        },
      },
      async (request) => searchSocialProfiles(deps, { user: request.user, request: request.body }),
    )

    app.delete(
      '/api/social-profiles/:id',
      { schema: { params: socialProfileIdParams, response: { 200: deleteSocialProfileResponse } } },
      async (request) => removeSocialProfile(deps, request.user, request.params.id),
    )
  }
}
