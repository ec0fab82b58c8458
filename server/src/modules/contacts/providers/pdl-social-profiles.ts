/**
 * People Data Labs' Person Enrichment API: GET /v5/person/enrich?name=&locality=&region=
 * &postal_code=&min_likelihood= with the key in the X-Api-Key header. 200 answers `{ status,
 * likelihood (1-10), data: { full_name, location_locality, location_region,
 * location_postal_code, birth_year, profiles: [{ network, url, username }] } }`; 404 means no
 * match and is not billed (PDL charges per match).
 */
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import {
  ContactProviderError,
  type SocialPersonMatch,
  type SocialProfileProvider,
} from './contact-providers'
import { answerError, providerRequest } from './provider-http'

const PDL_API_BASE = 'https://api.peopledatalabs.com'
const PDL_ENRICH_PATH = '/v5/person/enrich'

const text = z.string().nullish().catch(null)
const answerSchema = z.object({
  likelihood: z.number().int().min(1).max(10),
  data: z.object({
    full_name: text,
    location_locality: text,
    location_region: text,
    location_postal_code: text,
    birth_year: z.number().int().nullish().catch(null),
    profiles: z
      .array(z.object({ network: text, url: text, username: text }))
      .nullish()
      .catch(null),
  }),
})

export interface PdlOptions {
  apiKey: string
  baseUrl?: string
  timeoutMs: number
  log?: FastifyBaseLogger
}

/** A profile URL as a link: PDL gives 'linkedin.com/in/jane-doe' without a scheme. */
function profileLink(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`
}

export function createPdlSocialProfiles(options: PdlOptions): SocialProfileProvider {
  const base = (options.baseUrl ?? PDL_API_BASE).replace(/\/+$/, '')
  return {
    kind: 'peopledatalabs',
    simulated: false,
    async findPerson(query): Promise<SocialPersonMatch | null> {
      const params = new URLSearchParams({ name: query.name })
      if (query.locality) params.set('locality', query.locality)
      if (query.region) params.set('region', query.region)
      if (query.postalCode) params.set('postal_code', query.postalCode)
      params.set('min_likelihood', String(query.minLikelihood))
      const call = {
        provider: 'People Data Labs',
        method: 'GET' as const,
        url: `${base}${PDL_ENRICH_PATH}?${params}`,
        headers: { 'X-Api-Key': options.apiKey },
        timeoutMs: options.timeoutMs,
        secrets: [options.apiKey],
        log: options.log,
      }
      const answer = await providerRequest(call)
      if (answer.status === 404) return null
      if (answer.status < 200 || answer.status > 299) throw answerError(call, answer)
      const parsed = answerSchema.safeParse(answer.body)
      if (!parsed.success) {
        throw new ContactProviderError('People Data Labs answered with an unexpected body')
      }
      const { likelihood, data } = parsed.data
      return {
        likelihood,
        fullName: data.full_name ?? null,
        locality: data.location_locality ?? null,
        region: data.location_region ?? null,
        postalCode: data.location_postal_code ?? null,
        birthYear: data.birth_year ?? null,
        profiles: (data.profiles ?? [])
          .filter((profile) => profile.url && profile.network)
          .map((profile) => ({
            network: String(profile.network).toLowerCase(),
            url: profileLink(String(profile.url)),
            username: profile.username ?? null,
          })),
      }
    },
  }
}
