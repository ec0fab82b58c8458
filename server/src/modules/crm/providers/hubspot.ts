/**
 * HubSpot's CRM API (v3) with a private app's access token (Bearer): the contact properties a
 * lead needs (created at connection when missing; `foreclosure_lead_key` with unique values), and
 * contacts upserted in batches of 100 by `idProperty` (POST /crm/v3/objects/contacts/batch/upsert,
 * `{ inputs: [{ idProperty, id, properties }] }` -> `{ status, results: [{ id, new, properties }] }`).
 */
import { CrmProviderError, crmRequest, errorReason } from './crm-http'

export const HUBSPOT_API_BASE = 'https://api.hubapi.com'
export const HUBSPOT_KEY_PROPERTY = 'foreclosure_lead_key'
const BATCH = 100

/** The custom contact properties a pushed lead fills (all single-line text). */
const HUBSPOT_LEAD_PROPERTIES: readonly { name: string; label: string; unique?: true }[] = [
  { name: HUBSPOT_KEY_PROPERTY, label: 'Foreclosure lead key', unique: true },
  { name: 'foreclosure_defendants', label: 'Foreclosure defendants' },
  { name: 'foreclosure_case_number', label: 'Foreclosure case number' },
  { name: 'foreclosure_county', label: 'Foreclosure county' },
  { name: 'foreclosure_filing_type', label: 'Foreclosure filing type' },
  { name: 'foreclosure_filing_date', label: 'Foreclosure filing date' },
  { name: 'foreclosure_amount', label: 'Foreclosure amount' },
  { name: 'foreclosure_sale_date', label: 'Foreclosure sale date' },
  { name: 'foreclosure_sale_status', label: 'Foreclosure sale status' },
  { name: 'foreclosure_lead_status', label: 'Foreclosure lead status' },
  { name: 'foreclosure_tags', label: 'Foreclosure tags' },
  { name: 'foreclosure_phones', label: 'Foreclosure phones' },
]

export interface HubSpotUpsertInput {
  idProperty: 'email' | typeof HUBSPOT_KEY_PROPERTY
  id: string
  properties: Record<string, string>
}

interface HubSpotUpserted {
  id: string
  /** True when HubSpot created the contact, false when it updated one. */
  created: boolean
}

export interface HubSpotClient {
  /** Checks the token and creates the lead properties the account lacks. */
  prepareAccount(): Promise<void>
  /** Upserts the contacts; the answer is in the order of `inputs`. */
  upsertContacts(inputs: readonly HubSpotUpsertInput[]): Promise<HubSpotUpserted[]>
}

export function createHubSpotClient(options: {
  baseUrl: string
  accessToken: string
  timeoutMs?: number
  sleep?: (ms: number) => Promise<void>
}): HubSpotClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  const call = async (method: 'GET' | 'POST', path: string, json?: unknown) => {
    const response = await crmRequest(`${base}${path}`, {
      method,
      json,
      headers: { authorization: `Bearer ${options.accessToken}` },
      timeoutMs: options.timeoutMs ?? 15_000,
      sleep: options.sleep,
    })
    if (response.status === 401) {
      throw new CrmProviderError('auth', `refused the access token (${errorReason(response.body)})`)
    }
    if (response.status === 403) {
      throw new CrmProviderError(
        'auth',
        'refused access: the private app needs the crm.objects.contacts.write and crm.schemas.contacts.write scopes',
      )
    }
    return response
  }

  return {
    async prepareAccount() {
      const read = await call('POST', '/crm/v3/properties/contacts/batch/read', {
        archived: false,
        inputs: HUBSPOT_LEAD_PROPERTIES.map(({ name }) => ({ name })),
      })
      if (read.status >= 300 && read.status !== 207) {
        throw new CrmProviderError('failed', `answered ${read.status} (${errorReason(read.body)})`)
      }
      const results = (read.body as { results?: { name?: string }[] } | undefined)?.results ?? []
      const present = new Set(results.map((property) => property.name))
      const missing = HUBSPOT_LEAD_PROPERTIES.filter(({ name }) => !present.has(name))
      if (missing.length === 0) return
      const created = await call('POST', '/crm/v3/properties/contacts/batch/create', {
        inputs: missing.map((property) => ({
          name: property.name,
          label: property.label,
          type: 'string',
          fieldType: 'text',
          groupName: 'contactinformation',
          ...(property.unique ? { hasUniqueValue: true } : {}),
        })),
      })
      if (created.status >= 300) {
        throw new CrmProviderError(
          'failed',
          `did not create the lead properties: ${created.status} (${errorReason(created.body)})`,
        )
      }
    },

    async upsertContacts(inputs) {
      const answers: HubSpotUpserted[] = []
      for (let start = 0; start < inputs.length; start += BATCH) {
        const batch = inputs.slice(start, start + BATCH)
        const response = await call('POST', '/crm/v3/objects/contacts/batch/upsert', {
          inputs: batch,
        })
        if (response.status >= 300) {
          const kind = response.status === 400 ? 'invalid' : 'failed'
          throw new CrmProviderError(
            kind,
            `answered ${response.status} (${errorReason(response.body)})`,
          )
        }
        answers.push(...matchResults(batch, response.body))
      }
      return answers
    },
  }
}

type UpsertResult = { id?: unknown; new?: unknown; properties?: Record<string, unknown> }

/**
 * Pairs HubSpot's results with the inputs by the value of each input's idProperty (the results
 * are not documented to keep the order of the inputs); e-mail addresses compare case-blind.
 */
function matchResults(batch: readonly HubSpotUpsertInput[], body: unknown): HubSpotUpserted[] {
  const results = ((body as { results?: UpsertResult[] } | undefined)?.results ?? []).filter(
    (result) => typeof result.id === 'string' || typeof result.id === 'number',
  )
  const propertyOf = (result: UpsertResult, property: string) =>
    String(result.properties?.[property] ?? '').toLowerCase()
  return batch.map((input) => {
    const found = results.find(
      (result) => propertyOf(result, input.idProperty) === input.id.toLowerCase(),
    )
    if (!found) {
      throw new CrmProviderError('failed', 'answered without the contact of every record pushed')
    }
    return { id: String(found.id), created: found.new === true }
  })
}
