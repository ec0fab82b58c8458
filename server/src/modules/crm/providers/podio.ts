/**
 * Podio's API with app authentication: POST /oauth/token/v2 `{ grant_type: 'app', app_id,
 * app_token, client_id, client_secret }` gives an access token, sent as `Authorization: OAuth2
 * <token>`. GET /app/{app_id} lists the app's fields; an item is found by its external_id
 * (GET /item/app/{app_id}/external_id/{external_id}, 404 when none), created with
 * POST /item/app/{app_id}/ `{ external_id, fields, tags }` and updated with PUT /item/{item_id}.
 */
import { CrmProviderError, type CrmResponse, crmRequest, errorReason } from './crm-http'

export const PODIO_API_BASE = 'https://api.podio.com'

export interface PodioCredentials {
  clientId: string
  clientSecret: string
  appId: string
  appToken: string
}

interface PodioItemInput {
  externalId: string
  /** Values by the app field's external_id (text fields only). */
  fields: Record<string, string>
  tags: string[]
}

interface PodioApp {
  name: string
  /** External ids of the app's active text fields. */
  textFields: string[]
}

export interface PodioClient {
  describeApp(): Promise<PodioApp>
  findItem(externalId: string): Promise<string | null>
  createItem(item: PodioItemInput): Promise<string>
  updateItem(itemId: string, item: PodioItemInput): Promise<void>
}

type Method = 'GET' | 'POST' | 'PUT'

export async function connectPodio(options: {
  baseUrl: string
  credentials: PodioCredentials
  timeoutMs?: number
  sleep?: (ms: number) => Promise<void>
}): Promise<PodioClient> {
  const base = options.baseUrl.replace(/\/+$/, '')
  const { credentials } = options
  const timeoutMs = options.timeoutMs ?? 15_000
  const tokenResponse = await crmRequest(`${base}/oauth/token/v2`, {
    method: 'POST',
    json: {
      grant_type: 'app',
      app_id: Number(credentials.appId),
      app_token: credentials.appToken,
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    },
    timeoutMs,
    sleep: options.sleep,
  })
  const token = (tokenResponse.body as { access_token?: unknown } | undefined)?.access_token
  if (
    tokenResponse.status === 400 ||
    tokenResponse.status === 401 ||
    tokenResponse.status === 403
  ) {
    throw new CrmProviderError(
      'auth',
      `refused the app credentials (${errorReason(tokenResponse.body)})`,
    )
  }
  if (tokenResponse.status !== 200 || typeof token !== 'string') {
    throw new CrmProviderError('failed', `answered ${tokenResponse.status} for a token`)
  }

  const call = async (method: Method, path: string, json?: unknown): Promise<CrmResponse> => {
    const response = await crmRequest(`${base}${path}`, {
      method,
      json,
      headers: { authorization: `OAuth2 ${token}` },
      timeoutMs,
      sleep: options.sleep,
    })
    if (response.status === 401 || response.status === 403) {
      throw new CrmProviderError(
        'auth',
        `refused access to the app (${errorReason(response.body)})`,
      )
    }
    return response
  }
  const fail = (what: string, response: CrmResponse) =>
    new CrmProviderError(
      response.status === 400 ? 'invalid' : 'failed',
      `${what}: ${response.status} (${errorReason(response.body)})`,
    )
  const app = `/item/app/${encodeURIComponent(credentials.appId)}`
  const body = (item: PodioItemInput) => ({
    external_id: item.externalId,
    fields: item.fields,
    tags: item.tags,
  })

  return {
    async describeApp() {
      const response = await call('GET', `/app/${encodeURIComponent(credentials.appId)}`)
      if (response.status !== 200) throw fail('did not describe the app', response)
      const described = response.body as {
        config?: { name?: string }
        fields?: { external_id?: string; type?: string; status?: string }[]
      }
      return {
        name: described.config?.name ?? `app ${credentials.appId}`,
        textFields: (described.fields ?? [])
          .filter((field) => field.type === 'text' && (field.status ?? 'active') === 'active')
          .map((field) => field.external_id ?? '')
          .filter(Boolean),
      }
    },
    async findItem(externalId) {
      const response = await call('GET', `${app}/external_id/${encodeURIComponent(externalId)}`)
      if (response.status === 404) return null
      const id = (response.body as { item_id?: unknown } | undefined)?.item_id
      if (response.status !== 200 || id === undefined)
        throw fail('did not look up an item', response)
      return String(id)
    },
    async createItem(item) {
      const response = await call('POST', `${app}/`, body(item))
      const id = (response.body as { item_id?: unknown } | undefined)?.item_id
      if (response.status !== 200 || id === undefined)
        throw fail('did not create an item', response)
      return String(id)
    },
    async updateItem(itemId, item) {
      const response = await call('PUT', `/item/${encodeURIComponent(itemId)}`, body(item))
      if (response.status !== 200 && response.status !== 204) {
        throw fail('did not update an item', response)
      }
    },
  }
}
