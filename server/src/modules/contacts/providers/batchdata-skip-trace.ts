/**
 * BatchData's property skip-trace API (V1, synchronous): POST /api/v1/property/skip-trace with a
 * Bearer token, `{ requests: [{ requestId, propertyAddress: { street, city, state, zip }, name:
 * { first, last } }], options: { includeTCPABlacklistedPhones: true } }`, answered `{ status,
 * results: { persons: [{ name, phoneNumbers, emails, mailingAddress, propertyAddress, litigator,
 * death, meta: { matched } }] } }`. Unmatched requests come back with `meta.matched: false` and
 * are not billed by BatchData. TCPA-blacklisted phones are asked for so they can be shown and
 * marked "Do not call" rather than silently dropped. Field names confirmed and assumed are listed
 * in docs/decisions/0023-contacts.md.
 */
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { TracedPerson } from '../../../db/schema'
import {
  ContactProviderError,
  type SkipTraceProvider,
  type TraceAnswer,
  type TracedAnswerPerson,
  type TraceRequest,
} from './contact-providers'
import { lineTypeOf, tenDigits } from './line-types'
import { answerError, providerRequest } from './provider-http'

const BATCHDATA_API_BASE = 'https://api.batchdata.com'
const BATCHDATA_SKIP_TRACE_PATH = '/api/v1/property/skip-trace'
/** BatchData takes up to 100 requests in one synchronous call. */
const MAX_REQUESTS_PER_CALL = 100

const text = z.string().nullish().catch(null)
const flag = z.boolean().nullish().catch(null)
const address = z
  .object({ street: text, city: text, state: text, zip: text })
  .partial()
  .nullish()
  .catch(null)

const personSchema = z.object({
  name: z.object({ first: text, last: text, full: text }).partial().nullish().catch(null),
  age: z.number().int().nullish().catch(null),
  phoneNumbers: z
    .array(
      z.object({
        number: z.union([z.string(), z.number()]).nullish(),
        type: text,
        carrier: text,
        dnc: flag,
        tcpa: flag,
        reachable: flag,
        score: z.number().nullish().catch(null),
      }),
    )
    .nullish()
    .catch(null),
  emails: z
    .array(z.object({ email: text, address: text, tested: flag }))
    .nullish()
    .catch(null),
  mailingAddress: address,
  propertyAddress: address,
  litigator: flag,
  deceased: flag,
  death: z.object({ deceased: flag }).partial().nullish().catch(null),
  meta: z.object({ matched: flag, error: flag, requestId: text }).partial().nullish().catch(null),
  request: z.object({ requestId: text }).partial().nullish().catch(null),
})

const answerSchema = z.object({
  results: z.object({ persons: z.array(z.unknown()).default([]) }),
})

type BatchPerson = z.infer<typeof personSchema>

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

function addressOf(value: BatchPerson['mailingAddress']): TracedPerson['mailingAddress'] {
  if (!value) return null
  const result = {
    street: clean(value.street),
    city: clean(value.city),
    state: clean(value.state),
    zip: clean(value.zip),
  }
  return Object.values(result).some((part) => part !== null) ? result : null
}

/** One person of BatchData's answer in our shape; null for an unmatched entry. */
export function readBatchDataPerson(raw: unknown): TracedAnswerPerson | null {
  const parsed = personSchema.safeParse(raw)
  if (!parsed.success) return null
  const person = parsed.data
  if (person.meta?.matched === false) return null
  const first = clean(person.name?.first)
  const last = clean(person.name?.last)
  const fullName = clean(person.name?.full) ?? [first, last].filter(Boolean).join(' ')
  if (!fullName) return null
  const phones: TracedPerson['phones'] = []
  for (const phone of person.phoneNumbers ?? []) {
    const number = tenDigits(phone.number)
    if (!number || phones.some((known) => known.number === number)) continue
    phones.push({
      number,
      lineType: lineTypeOf(phone.type),
      carrier: clean(phone.carrier),
      dnc: phone.dnc ?? null,
      tcpa: phone.tcpa ?? null,
      reachable: phone.reachable ?? null,
      score: phone.score === null || phone.score === undefined ? null : Math.round(phone.score),
    })
  }
  const emails: TracedPerson['emails'] = []
  for (const email of person.emails ?? []) {
    const value = clean(email.email ?? email.address)?.toLowerCase()
    if (value?.includes('@') && !emails.some((known) => known.address === value)) {
      emails.push({ address: value, tested: email.tested ?? null })
    }
  }
  return {
    requestId: clean(person.meta?.requestId ?? person.request?.requestId),
    firstName: first,
    lastName: last,
    fullName,
    age: person.age ?? null,
    deceased: person.deceased ?? person.death?.deceased ?? null,
    litigator: person.litigator ?? null,
    phones,
    emails,
    mailingAddress: addressOf(person.mailingAddress),
    propertyAddress: addressOf(person.propertyAddress),
  }
}

export interface BatchDataOptions {
  token: string
  baseUrl?: string
  timeoutMs: number
  log?: FastifyBaseLogger
}

export function createBatchDataSkipTrace(options: BatchDataOptions): SkipTraceProvider {
  const baseUrl = (options.baseUrl ?? BATCHDATA_API_BASE).replace(/\/+$/, '')
  const url = `${baseUrl}${BATCHDATA_SKIP_TRACE_PATH}`

  async function traceChunk(requests: TraceRequest[]): Promise<TracedAnswerPerson[]> {
    const call = {
      provider: 'BatchData',
      method: 'POST' as const,
      url,
      headers: { Authorization: `Bearer ${options.token}` },
      body: {
        requests: requests.map((request) => ({
          requestId: request.requestId,
          propertyAddress: request.propertyAddress,
          name: request.name,
        })),
        options: { includeTCPABlacklistedPhones: true },
      },
      timeoutMs: options.timeoutMs,
      secrets: [options.token],
      log: options.log,
    }
    const answer = await providerRequest(call)
    if (answer.status < 200 || answer.status > 299) throw answerError(call, answer)
    const parsed = answerSchema.safeParse(answer.body)
    if (!parsed.success) {
      throw new ContactProviderError('BatchData answered the skip trace with an unexpected body')
    }
    return parsed.data.results.persons
      .map(readBatchDataPerson)
      .filter((person): person is TracedAnswerPerson => person !== null)
  }

  return {
    kind: 'batchdata',
    simulated: false,
    async trace(requests): Promise<TraceAnswer> {
      const persons: TracedAnswerPerson[] = []
      for (let at = 0; at < requests.length; at += MAX_REQUESTS_PER_CALL) {
        persons.push(...(await traceChunk(requests.slice(at, at + MAX_REQUESTS_PER_CALL))))
      }
      return { persons }
    },
  }
}
