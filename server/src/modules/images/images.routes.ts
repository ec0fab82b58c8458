/**
 * Property image routes (docs/decisions/0036): GET /api/leads/:id/images lists what the plan
 * may see, GET /api/images/:id/content?lead= serves one picture through the server (with
 * caching its licence allows: none for Google's restricted Street View pictures). Thin.
 */
import {
  imageContentParams,
  imageContentQuery,
  leadImagesParams,
  leadImagesResponse,
} from '@common/contracts/images'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../accounts'
import type { ImagesDeps } from './images.deps'
import { imageContent, leadImages } from './images.service'

/** Restricted pictures are never cached; others a day, by this user's browser only. */
function cacheControlFor(license: string): string {
  return license === 'restricted' ? 'private, no-store' : 'private, max-age=86400'
}

export function imagesRoutes(deps: ImagesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Private unless a route says otherwise (a picture its licence lets the browser keep).
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store')
    })

    app.get(
      '/api/leads/:id/images',
      {
        onRequest: requireUser,
        schema: { params: leadImagesParams, response: { 200: leadImagesResponse } },
      },
      async (request) => leadImages(deps, { user: request.user, leadId: request.params.id }),
    )

    app.get(
      '/api/images/:id/content',
      {
        onRequest: requireUser,
        schema: { params: imageContentParams, querystring: imageContentQuery },
      },
      async (request, reply) => {
        const image = await imageContent(deps, {
          user: request.user,
          imageId: request.params.id,
          leadId: request.query.lead,
        })
        return (
          reply
            .header('content-type', image.mimeType)
            .header('cache-control', cacheControlFor(image.license))
            .header('content-disposition', 'inline')
            .header('x-image-license', image.license)
            // An SVG (sample pictures) opened on its own runs nothing and loads nothing.
            .header(
              'content-security-policy',
              "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            )
            .send(image.bytes)
        )
      },
    )
  }
}
