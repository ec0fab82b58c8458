/**
 * startFakeBatchData(): BatchData's property skip-trace API (V1, synchronous) on a loopback port:
 * POST /api/v1/property/skip-trace with a Bearer token, `{ requests: [{ requestId?,
 * propertyAddress, name? }], options }`, answered `{ status: { code, text }, results: { persons,
 * meta } }` with one entry per request: the person of that name at that address with
 * `meta.matched: true`, or only the address with `meta.matched: false` (not billed). The test
 * registers the people it knows; `reverse` answers in the opposite order of the requests, so a
 * reader that pairs answers with requests by position is caught.
 */
import { randomUUID } from 'node:crypto'
import { type FakeHttpServer, type FakeRequest, startFakeHttpServer } from './fake-http-server'

interface FakeBatchPerson {
  first: string
  last: string
  /** The property they are linked to: street line and ZIP. */
  street: string
  zip: string
  age?: number
  deceased?: boolean
  litigator?: boolean
  phones: {
    number: string
    type: 'Mobile' | 'Land Line' | 'VoIP'
    carrier?: string
    dnc?: boolean
    tcpa?: boolean
    reachable?: boolean
    score?: number
  }[]
  emails?: { email: string; tested?: boolean }[]
  mailingAddress?: { street: string; city: string; state: string; zip: string }
}

export interface FakeBatchData extends FakeHttpServer {
  token: string
  people: FakeBatchPerson[]
  /** Answer the persons in the reverse order of the requests. */
  reverse: boolean
  /** Echo each request's requestId in its answer's meta (unknown for V1: off by default). */
  echoRequestId: boolean
  /** Matched requests so far: what BatchData would bill. */
  billed: number
}

const norm = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
const streetKey = (street: string) => street.toLowerCase().split(/\s+/).slice(0, 2).join(' ')

export async function startFakeBatchData(options: { token?: string } = {}): Promise<FakeBatchData> {
  const token = options.token ?? `fake-batchdata-${randomUUID()}`
  const state = {
    token,
    people: [] as FakeBatchPerson[],
    reverse: false,
    echoRequestId: false,
    billed: 0,
  } as FakeBatchData

  const route = (request: FakeRequest) => {
    if (request.method !== 'POST' || request.path !== '/api/v1/property/skip-trace') {
      return { status: 404, body: { status: { code: 404, text: 'Not Found' } } }
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return {
        status: 401,
        body: { status: { code: 401, text: 'Unauthorized', message: 'Invalid token' } },
      }
    }
    const body = request.body as { requests?: unknown } | undefined
    if (
      !Array.isArray(body?.requests) ||
      body.requests.length === 0 ||
      body.requests.length > 100
    ) {
      return {
        status: 400,
        body: {
          status: { code: 400, text: 'Bad Request', message: 'requests must hold 1 to 100 items' },
        },
      }
    }
    type Item = {
      requestId?: string
      propertyAddress?: Record<string, string | undefined>
      name?: { first?: string; last?: string }
    }
    const persons = (body.requests as Item[]).map((item) => {
      const address = item.propertyAddress ?? {}
      const name = item.name ?? {}
      const person = state.people.find(
        (known) =>
          norm(known.last) === norm(name.last ?? '') &&
          norm(known.first) === norm(name.first ?? '') &&
          streetKey(known.street) === streetKey(String(address.street ?? '')) &&
          known.zip === address.zip,
      )
      const meta = (matched: boolean) => ({
        matched,
        error: false,
        ...(state.echoRequestId ? { requestId: item.requestId } : {}),
      })
      if (!person) return { propertyAddress: address, meta: meta(false) }
      state.billed++
      return {
        propertyAddress: {
          street: person.street,
          city: address.city,
          state: address.state,
          zip: person.zip,
        },
        name: { first: person.first, last: person.last, full: `${person.first} ${person.last}` },
        age: person.age,
        death: { deceased: person.deceased ?? false },
        litigator: person.litigator ?? false,
        phoneNumbers: person.phones.map((phone) => ({
          number: phone.number,
          type: phone.type,
          carrier: phone.carrier ?? 'Verizon Wireless',
          dnc: phone.dnc ?? false,
          tcpa: phone.tcpa ?? false,
          reachable: phone.reachable ?? true,
          score: phone.score ?? 90,
          tested: true,
        })),
        emails: person.emails ?? [],
        mailingAddress: person.mailingAddress ?? {},
        meta: meta(true),
      }
    })
    if (state.reverse) persons.reverse()
    const matchCount = persons.filter((entry) => entry.meta.matched).length
    return {
      status: 200,
      body: {
        status: { code: 200, text: 'OK' },
        results: {
          persons,
          meta: {
            requestCount: persons.length,
            matchCount,
            noMatchCount: persons.length - matchCount,
            errorCount: 0,
          },
        },
      },
    }
  }

  return startFakeHttpServer(route, state)
}
