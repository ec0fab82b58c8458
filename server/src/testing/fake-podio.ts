/**
 * startFakePodio(): the part of Podio's API the CRM push uses, on a loopback port:
 * - POST /oauth/token/v2 `{ grant_type: 'app', app_id, app_token, client_id, client_secret }` ->
 *   `{ access_token, token_type: 'bearer', expires_in, refresh_token, ref: { type: 'app', id } }`
 *   (400 invalid_grant for wrong credentials); later calls carry `Authorization: OAuth2 <token>`.
 * - GET /app/{app_id}: the app and its fields.
 * - GET /item/app/{app_id}/external_id/{external_id}: the item, or 404.
 * - POST /item/app/{app_id}/ `{ external_id, fields, tags }`: a new item (Podio does not keep
 *   external ids unique: posting one twice makes two items, so the push looks up first).
 * - PUT /item/{item_id}: updates the item's fields and tags.
 * A field external id the app does not have is a 400, as in Podio.
 */
import { randomUUID } from 'node:crypto'
import type { FakeHttpServer, FakeReply, FakeRequest } from './fake-http-server'
import { startFakeHttpServer } from './fake-http-server'

interface FakePodioItem {
  item_id: number
  external_id: string | null
  fields: Record<string, string>
  tags: string[]
}

export interface FakePodio extends FakeHttpServer {
  clientId: string
  clientSecret: string
  appId: string
  appToken: string
  appName: string
  /** External ids of the app's text fields. */
  fields: string[]
  items: FakePodioItem[]
  /** Access tokens given out (valid until `revokeTokens`). */
  tokens: Set<string>
}

const error = (status: number, code: string, description: string): FakeReply => ({
  status,
  body: { error: code, error_description: description, error_detail: null },
})

export async function startFakePodio(): Promise<FakePodio> {
  const state = {
    clientId: 'foreclosure-leads-test',
    clientSecret: randomUUID(),
    appId: '29110341',
    appToken: randomUUID().replaceAll('-', ''),
    appName: 'Foreclosure leads',
    fields: ['title', 'property-address', 'case-number', 'county', 'lead-status', 'phones'],
    items: [] as FakePodioItem[],
    tokens: new Set<string>(),
  } as FakePodio
  let nextItem = 3_000_000_001

  const itemBody = (item: FakePodioItem) => ({
    item_id: item.item_id,
    external_id: item.external_id,
    title: item.fields.title ?? '',
    tags: item.tags,
    fields: Object.entries(item.fields).map(([externalId, value]) => ({
      external_id: externalId,
      type: 'text',
      values: [{ value }],
    })),
  })

  const checkFields = (fields: Record<string, unknown>): FakeReply | null => {
    const unknown = Object.keys(fields).find((id) => !state.fields.includes(id))
    return unknown ? error(400, 'invalid_value', `No field with external_id ${unknown}`) : null
  }

  const route = (request: FakeRequest): FakeReply => {
    if (request.method === 'POST' && request.path === '/oauth/token/v2') {
      const body = (request.body ?? {}) as Record<string, unknown>
      if (
        body.grant_type !== 'app' ||
        String(body.app_id) !== state.appId ||
        body.app_token !== state.appToken ||
        body.client_id !== state.clientId ||
        body.client_secret !== state.clientSecret
      ) {
        return error(400, 'invalid_grant', 'Invalid app credentials')
      }
      const token = randomUUID().replaceAll('-', '')
      state.tokens.add(token)
      return {
        status: 200,
        body: {
          access_token: token,
          token_type: 'bearer',
          expires_in: 28800,
          refresh_token: randomUUID().replaceAll('-', ''),
          ref: { type: 'app', id: Number(state.appId) },
        },
      }
    }
    const token = /^OAuth2 (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1]
    if (!token || !state.tokens.has(token)) {
      return error(401, 'unauthorized', 'expired_token')
    }
    const app = `/item/app/${state.appId}`
    if (request.method === 'GET' && request.path === `/app/${state.appId}`) {
      return {
        status: 200,
        body: {
          app_id: Number(state.appId),
          status: 'active',
          config: { name: state.appName, item_name: 'Lead' },
          fields: state.fields.map((externalId, index) => ({
            field_id: 250_000_000 + index,
            external_id: externalId,
            type: 'text',
            status: 'active',
            label: externalId,
          })),
        },
      }
    }
    const lookup = new RegExp(`^${app}/external_id/([^/]+)$`).exec(request.path)
    if (request.method === 'GET' && lookup) {
      const externalId = decodeURIComponent(lookup[1]!)
      const item = state.items.find((candidate) => candidate.external_id === externalId)
      return item
        ? { status: 200, body: itemBody(item) }
        : error(404, 'not_found', 'Object not found')
    }
    if (request.method === 'POST' && (request.path === `${app}/` || request.path === app)) {
      const body = (request.body ?? {}) as {
        external_id?: string
        fields?: Record<string, unknown>
        tags?: string[]
      }
      const refused = checkFields(body.fields ?? {})
      if (refused) return refused
      const item: FakePodioItem = {
        item_id: nextItem++,
        external_id: body.external_id ?? null,
        fields: Object.fromEntries(
          Object.entries(body.fields ?? {}).map(([k, v]) => [k, String(v)]),
        ),
        tags: body.tags ?? [],
      }
      state.items.push(item)
      return {
        status: 200,
        body: {
          item_id: item.item_id,
          app_item_id: state.items.length,
          title: item.fields.title ?? '',
        },
      }
    }
    const update = /^\/item\/(\d+)$/.exec(request.path)
    if (request.method === 'PUT' && update) {
      const item = state.items.find((candidate) => candidate.item_id === Number(update[1]))
      if (!item) return error(404, 'not_found', 'Object not found')
      const body = (request.body ?? {}) as { fields?: Record<string, unknown>; tags?: string[] }
      const refused = checkFields(body.fields ?? {})
      if (refused) return refused
      Object.assign(
        item.fields,
        Object.fromEntries(Object.entries(body.fields ?? {}).map(([k, v]) => [k, String(v)])),
      )
      if (body.tags) item.tags = body.tags
      return { status: 200, body: { revision: 2, title: item.fields.title ?? '' } }
    }
    return error(404, 'not_found', 'Object not found')
  }

  return startFakeHttpServer(route, state)
}
