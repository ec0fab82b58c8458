/**
 * startFakeHubSpot(): the part of HubSpot's CRM API (v3) the CRM push uses, on a loopback port,
 * behind a private app's Bearer token (401 otherwise):
 * - POST /crm/v3/properties/contacts/batch/read `{ inputs: [{ name }] }` -> the properties that
 *   exist; POST /crm/v3/properties/contacts/batch/create -> 201 (409 when one exists already).
 * - POST /crm/v3/objects/contacts/batch/upsert `{ inputs: [{ idProperty, id, properties }] }`:
 *   idProperty must be `email` or a property with unique values; the same value finds the same
 *   contact (updated, `new: false`), else one is created (`new: true`). Unknown properties are a
 *   400, duplicate ids in one batch a 400, an e-mail or unique value another contact holds a 409
 *   (the whole batch is refused, as HubSpot does).
 * A test sets `rateLimitNext` to answer that many upserts 429 with Retry-After first.
 */
import { randomUUID } from 'node:crypto'
import type { FakeHttpServer, FakeReply, FakeRequest } from './fake-http-server'
import { startFakeHttpServer } from './fake-http-server'

interface FakeHubSpotContact {
  id: string
  properties: Record<string, string>
  createdAt: string
  updatedAt: string
}

export interface FakeHubSpot extends FakeHttpServer {
  token: string
  contacts: FakeHubSpotContact[]
  /** Contact properties the account has (HubSpot's defaults plus created ones). */
  properties: Map<string, { hasUniqueValue: boolean }>
  /** Answer the next N upserts 429 (Retry-After: `retryAfterSeconds`). */
  rateLimitNext: number
  retryAfterSeconds: number
  /** Upsert requests answered 200 so far. */
  upserts: number
}

const DEFAULT_PROPERTIES = [
  'email',
  'firstname',
  'lastname',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'company',
]

type Input = { idProperty?: unknown; id?: unknown; properties?: Record<string, unknown> }

const error = (status: number, category: string, message: string): FakeReply => ({
  status,
  body: { status: 'error', message, correlationId: randomUUID(), category },
})

export async function startFakeHubSpot(options: { token?: string } = {}): Promise<FakeHubSpot> {
  const state = {
    token: options.token ?? `pat-na1-${randomUUID()}`,
    contacts: [] as FakeHubSpotContact[],
    properties: new Map(DEFAULT_PROPERTIES.map((name) => [name, { hasUniqueValue: false }])),
    rateLimitNext: 0,
    retryAfterSeconds: 1,
    upserts: 0,
  } as FakeHubSpot
  let nextId = 1000

  const holderOf = (property: string, value: string) =>
    state.contacts.find(
      (contact) => (contact.properties[property] ?? '').toLowerCase() === value.toLowerCase(),
    )

  const upsert = (body: unknown): FakeReply => {
    const inputs = (body as { inputs?: Input[] } | undefined)?.inputs
    if (!Array.isArray(inputs) || inputs.length === 0 || inputs.length > 100) {
      return error(400, 'VALIDATION_ERROR', 'inputs must hold 1 to 100 items')
    }
    const seen = new Set<string>()
    for (const input of inputs) {
      const idProperty = String(input.idProperty ?? '')
      const id = String(input.id ?? '')
      if (!id || !(idProperty === 'email' || state.properties.get(idProperty)?.hasUniqueValue)) {
        return error(400, 'VALIDATION_ERROR', `${idProperty} is not a unique property`)
      }
      if (seen.has(`${idProperty}:${id.toLowerCase()}`)) {
        return error(400, 'VALIDATION_ERROR', `Duplicate IDs found in batch input: [${id}]`)
      }
      seen.add(`${idProperty}:${id.toLowerCase()}`)
      for (const name of Object.keys(input.properties ?? {})) {
        if (!state.properties.has(name)) {
          return error(400, 'VALIDATION_ERROR', `Property "${name}" does not exist`)
        }
      }
    }
    // Unique values held by another contact refuse the whole batch (nothing is written).
    const targets = inputs.map((input) => holderOf(String(input.idProperty), String(input.id)))
    for (const [index, input] of inputs.entries()) {
      for (const [name, value] of Object.entries(input.properties ?? {})) {
        const unique = name === 'email' || state.properties.get(name)?.hasUniqueValue
        if (!unique || value === '' || value === undefined) continue
        const holder = holderOf(name, String(value))
        if (holder && holder !== targets[index]) {
          return error(
            409,
            'CONFLICT',
            `A contact with the ${name} '${value}' already exists. Existing ID: ${holder.id}`,
          )
        }
      }
    }
    const now = new Date().toISOString()
    const results = inputs.map((input, index) => {
      const properties = Object.fromEntries(
        Object.entries(input.properties ?? {}).map(([name, value]) => [name, String(value ?? '')]),
      )
      properties[String(input.idProperty)] ??= String(input.id)
      const existing = targets[index]
      if (existing) {
        Object.assign(existing.properties, properties)
        existing.updatedAt = now
        return { contact: existing, created: false }
      }
      const contact = { id: String(nextId++), properties, createdAt: now, updatedAt: now }
      state.contacts.push(contact)
      return { contact, created: true }
    })
    state.upserts++
    return {
      status: 200,
      body: {
        status: 'COMPLETE',
        startedAt: now,
        completedAt: now,
        results: results.map(({ contact, created }) => ({
          id: contact.id,
          new: created,
          archived: false,
          createdAt: contact.createdAt,
          updatedAt: contact.updatedAt,
          properties: { ...contact.properties, hs_object_id: contact.id },
        })),
      },
    }
  }

  const route = (request: FakeRequest): FakeReply => {
    if (request.headers.authorization !== `Bearer ${state.token}`) {
      return error(
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
      )
    }
    const body = request.body as { inputs?: { name?: string; hasUniqueValue?: boolean }[] }
    if (request.method === 'POST' && request.path === '/crm/v3/properties/contacts/batch/read') {
      const results = (body?.inputs ?? [])
        .filter((input) => input.name && state.properties.has(input.name))
        .map((input) => ({
          name: input.name,
          type: 'string',
          fieldType: 'text',
          hasUniqueValue: state.properties.get(input.name!)!.hasUniqueValue,
        }))
      return { status: 200, body: { status: 'COMPLETE', results } }
    }
    if (request.method === 'POST' && request.path === '/crm/v3/properties/contacts/batch/create') {
      const inputs = body?.inputs ?? []
      const taken = inputs.find((input) => input.name && state.properties.has(input.name))
      if (taken) return error(409, 'OBJECT_ALREADY_EXISTS', `${taken.name} already exists`)
      for (const input of inputs) {
        state.properties.set(String(input.name), { hasUniqueValue: input.hasUniqueValue === true })
      }
      return { status: 201, body: { status: 'COMPLETE', results: inputs } }
    }
    if (request.method === 'POST' && request.path === '/crm/v3/objects/contacts/batch/upsert') {
      if (state.rateLimitNext > 0) {
        state.rateLimitNext--
        return {
          status: 429,
          headers: { 'Retry-After': String(state.retryAfterSeconds) },
          body: {
            status: 'error',
            message: 'You have reached your secondly limit.',
            category: 'RATE_LIMITS',
          },
        }
      }
      return upsert(request.body)
    }
    return error(404, 'OBJECT_NOT_FOUND', 'Not found')
  }

  return startFakeHttpServer(route, state)
}

/** The fake's contacts whose property `name` is `value`. */
export function hubSpotContactsWith(fake: FakeHubSpot, name: string, value: string) {
  return fake.contacts.filter((contact) => contact.properties[name] === value)
}
