/**
 * startFakePdl(): People Data Labs' Person Enrichment API on a loopback port: GET
 * /v5/person/enrich with the key in X-Api-Key (or api_key), matched on the name (first and last
 * words) and, when given, the locality/region/postal code; 200 `{ status, likelihood, data }` or
 * 404 `{ status, error: { type: 'not_found', message } }` (not billed), 401 for a wrong key.
 */
import { randomUUID } from 'node:crypto'
import { type FakeHttpServer, type FakeRequest, startFakeHttpServer } from './fake-http-server'

interface FakePdlPerson {
  fullName: string
  likelihood: number
  locality?: string
  region?: string
  postalCode?: string
  birthYear?: number
  profiles: { network: string; url: string; username?: string }[]
}

export interface FakePdl extends FakeHttpServer {
  apiKey: string
  people: FakePdlPerson[]
  /** 200 answers so far: what PDL would bill. */
  billed: number
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)

export async function startFakePdl(options: { apiKey?: string } = {}): Promise<FakePdl> {
  const state = {
    apiKey: options.apiKey ?? `fake-pdl-${randomUUID()}`,
    people: [] as FakePdlPerson[],
    billed: 0,
  } as FakePdl

  const route = (request: FakeRequest) => {
    if (request.method !== 'GET' || request.path !== '/v5/person/enrich') {
      return {
        status: 404,
        body: { status: 404, error: { type: 'not_found', message: 'Not found' } },
      }
    }
    const key = request.headers['x-api-key'] ?? request.query.get('api_key')
    if (key !== state.apiKey) {
      return {
        status: 401,
        body: { status: 401, error: { type: 'authentication_error', message: 'Invalid API key' } },
      }
    }
    const name = words(request.query.get('name') ?? '')
    if (name.length < 2) {
      return {
        status: 400,
        body: {
          status: 400,
          error: { type: 'invalid_request_error', message: 'name needs a first and last name' },
        },
      }
    }
    const minLikelihood = Number(request.query.get('min_likelihood') ?? '2')
    const locality = request.query.get('locality')?.toLowerCase()
    const region = request.query.get('region')?.toLowerCase()
    const person = state.people.find((known) => {
      const known_ = words(known.fullName)
      return known_[0] === name[0] && known_.at(-1) === name.at(-1)
    })
    const placeAgrees =
      person &&
      (!locality || !person.locality || person.locality.toLowerCase() === locality) &&
      (!region || !person.region || person.region.toLowerCase() === region)
    if (!person || !placeAgrees || person.likelihood < minLikelihood) {
      return {
        status: 404,
        body: {
          status: 404,
          error: { type: 'not_found', message: 'No records were found matching your request' },
        },
      }
    }
    state.billed++
    return {
      status: 200,
      body: {
        status: 200,
        likelihood: person.likelihood,
        data: {
          id: randomUUID(),
          full_name: person.fullName.toLowerCase(),
          location_locality: person.locality?.toLowerCase() ?? null,
          location_region: person.region?.toLowerCase() ?? null,
          location_postal_code: person.postalCode ?? null,
          birth_year: person.birthYear ?? null,
          profiles: person.profiles.map((profile) => ({
            network: profile.network,
            id: null,
            url: profile.url,
            username: profile.username ?? null,
          })),
        },
      },
    }
  }

  return startFakeHttpServer(route, state)
}
