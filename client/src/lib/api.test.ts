// @vitest-environment node

import { body, del, get, patch, query, reply } from '@common/api/endpoint'
import type { QueryFunctionContext } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  apiErrorCode,
  apiErrorMessage,
  apiRequest,
  call,
  getQueryFn,
  parseApiError,
  toApiError,
} from './api'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function respond(status: number, body: string | null, statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(body, { status, statusText }))
}

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1]
  if (!init) throw new Error('fetch was not called with options')
  return init
}

function queryContext(queryKey: readonly unknown[]): QueryFunctionContext {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as QueryFunctionContext
}

describe('apiRequest', () => {
  it('sends a JSON body with its content type and the session cookie', async () => {
    respond(200, '{"ok":true}')
    await apiRequest('POST', '/api/login', { email: 'a@b.co', password: 'secret1' })

    expect(fetchMock).toHaveBeenCalledWith('/api/login', expect.anything())
    const init = lastInit()
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(init.body).toBe('{"email":"a@b.co","password":"secret1"}')
  })

  it('sends no body and no content type when none is given', async () => {
    respond(200, '')
    await apiRequest('POST', '/api/logout')

    const init = lastInit()
    expect(init.body).toBeUndefined()
    expect(init.headers).toBeUndefined()
    expect(init.credentials).toBe('include')
  })

  it('returns the response unread, so the caller chooses to read it', async () => {
    respond(200, '{"message":"Registered"}')
    const response = await apiRequest('POST', '/api/register', {})
    expect(response.bodyUsed).toBe(false)
    expect(await response.json()).toEqual({ message: 'Registered' })
  })

  it('throws "status: body" on a non-OK response', async () => {
    respond(409, '{"code":"NAME_ALREADY_EXISTS","message":"Taken"}', 'Conflict')
    await expect(apiRequest('POST', '/api/register', {})).rejects.toThrow(
      new Error('409: {"code":"NAME_ALREADY_EXISTS","message":"Taken"}'),
    )
  })

  it('falls back to the status text when the body is empty', async () => {
    respond(500, null, 'Internal Server Error')
    await expect(apiRequest('GET', '/api/documents')).rejects.toThrow(
      new Error('500: Internal Server Error'),
    )
  })
})

describe('getQueryFn', () => {
  it('GETs the slash-joined query key with credentials and returns the JSON', async () => {
    respond(200, '[{"id":1}]')
    const queryFn = getQueryFn<{ id: number }[]>({ on401: 'throw' })
    const data = await queryFn(queryContext(['/api/documents', '07030']))

    expect(data).toEqual([{ id: 1 }])
    expect(fetchMock).toHaveBeenCalledWith('/api/documents/07030', { credentials: 'include' })
  })

  it('resolves to null on 401 when asked to', async () => {
    respond(401, '{"message":"Unauthorized"}', 'Unauthorized')
    const queryFn = getQueryFn({ on401: 'returnNull' })
    await expect(queryFn(queryContext(['/api/user']))).resolves.toBeNull()
  })

  it('throws on 401 by default', async () => {
    respond(401, '{"message":"Unauthorized"}', 'Unauthorized')
    const queryFn = getQueryFn({ on401: 'throw' })
    await expect(queryFn(queryContext(['/api/user']))).rejects.toThrow(
      new Error('401: {"message":"Unauthorized"}'),
    )
  })

  it('still throws other errors when 401 returns null', async () => {
    respond(403, '', 'Forbidden')
    const queryFn = getQueryFn({ on401: 'returnNull' })
    await expect(queryFn(queryContext(['/api/user']))).rejects.toThrow(new Error('403: Forbidden'))
  })
})

describe('parseApiError and apiErrorMessage', () => {
  it('reads back the status and the JSON body of a thrown error', async () => {
    respond(400, '{"code":"BAD_REQUEST","message":"Email already exists"}')
    const error = await apiRequest('POST', '/api/register', {}).catch((e: unknown) => e)

    expect(parseApiError(error)).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Email already exists' },
    })
    expect(apiErrorMessage(error)).toBe('Email already exists')
  })

  it('keeps a non-JSON body as text, including colons and new lines', () => {
    expect(parseApiError(new Error('502: Bad gateway: upstream\nclosed'))).toEqual({
      status: 502,
      body: 'Bad gateway: upstream\nclosed',
    })
    expect(apiErrorMessage(new Error('502: Bad gateway'))).toBeUndefined()
  })

  it('uses the "error" field when there is no message', () => {
    expect(apiErrorMessage(new Error('400: {"error":"Token expired"}'))).toBe('Token expired')
  })

  it('returns null for errors that did not come from a response', () => {
    expect(parseApiError(new TypeError('Failed to fetch'))).toBeNull()
    expect(parseApiError('404: not an Error')).toBeNull()
  })
})

describe('ApiError', () => {
  it('is what apiRequest throws: the spec message plus status, parsed body and domain code', async () => {
    const body = { code: 'TRIAL_EXPIRED', message: 'Free trial has expired.', reason: 'expired' }
    respond(403, JSON.stringify(body), 'Forbidden')
    const error = await apiRequest('POST', '/api/public-records/search', {}).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(Error)
    const apiError = error as ApiError
    expect(apiError.message).toBe(`403: ${JSON.stringify(body)}`)
    expect(apiError.status).toBe(403)
    expect(apiError.body).toEqual(body)
    expect(apiError.code).toBe('TRIAL_EXPIRED')
    expect(apiErrorCode(error)).toBe('TRIAL_EXPIRED')
  })

  it('is what getQueryFn throws too', async () => {
    respond(401, '{"code":"UNAUTHORIZED","message":"Unauthorized"}', 'Unauthorized')
    const queryFn = getQueryFn({ on401: 'throw' })
    const error = await Promise.resolve(queryFn(queryContext(['/api/user']))).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe('UNAUTHORIZED')
  })

  it('has no code for a body without one, a code this client does not know, or text', () => {
    expect(new ApiError(500, '{"message":"x"}').code).toBeUndefined()
    expect(new ApiError(403, '{"code":"SOMETHING_NEW","message":"x"}').code).toBeUndefined()
    const text = new ApiError(502, '', 'Bad Gateway')
    expect(text.message).toBe('502: Bad Gateway')
    expect(text.body).toBe('Bad Gateway')
    expect(text.code).toBeUndefined()
  })

  it("reads a plain Error in the spec's format as the same ApiError", () => {
    const rebuilt = toApiError(new Error('409: {"code":"NAME_ALREADY_EXISTS","message":"Taken"}'))
    expect(rebuilt?.status).toBe(409)
    expect(rebuilt?.code).toBe('NAME_ALREADY_EXISTS')
    expect(toApiError(new TypeError('Failed to fetch'))).toBeNull()
    const original = new ApiError(429, '{"code":"RATE_LIMITED","message":"Wait"}')
    expect(toApiError(original)).toBe(original)
    expect(parseApiError(original)).toEqual({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Wait' },
    })
  })
})

describe('call', () => {
  const getOne = get('/api/things/:id', reply<{ id: string }>())
  const rename = patch(
    '/api/things/:id/name',
    body<{ name: string }>(),
    reply<{ id: string; name: string }>(),
  )
  const search = get(
    '/api/things',
    query<{ zip: string; county?: string }>(),
    reply<{ things: string[] }>(),
  )
  const remove = del('/api/things/:id')

  it('fills in the path, URI-encoded, and returns the JSON reply', async () => {
    respond(200, '{"id":"a/b"}')
    const thing = await call(getOne, { params: { id: 'a/b' } })
    expect(thing.id).toBe('a/b')
    expect(fetchMock).toHaveBeenCalledWith('/api/things/a%2Fb', expect.anything())
    const init = lastInit()
    expect(init.method).toBe('GET')
    expect(init.credentials).toBe('include')
    expect(init.body).toBeUndefined()
  })

  it('sends the body as JSON', async () => {
    respond(200, '{"id":"1","name":"New"}')
    await call(rename, { params: { id: '1' }, body: { name: 'New' } })
    const init = lastInit()
    expect(init.method).toBe('PATCH')
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(init.body).toBe('{"name":"New"}')
  })

  it('appends the query, leaving out what is undefined', async () => {
    respond(200, '{"things":[]}')
    await call(search, { query: { zip: '07030', county: undefined } })
    expect(fetchMock).toHaveBeenCalledWith('/api/things?zip=07030', expect.anything())
    const filtered = get('/api/things', query<URLSearchParams>())
    respond(200, '')
    await call(filtered, { query: new URLSearchParams({ zip: '07030', county: 'Hudson' }) })
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/things?zip=07030&county=Hudson',
      expect.anything(),
    )
  })

  it('does not read the reply of an endpoint that declares none', async () => {
    const response = new Response('not json', { status: 200 })
    fetchMock.mockResolvedValueOnce(response)
    await expect(call(remove, { params: { id: '1' } })).resolves.toBeUndefined()
    expect(response.bodyUsed).toBe(false)
  })

  it('throws the ApiError of a refusal, 401 included unless asked for null', async () => {
    respond(404, '{"code":"LEAD_NOT_FOUND","message":"No such lead"}', 'Not Found')
    const error = await call(getOne, { params: { id: 'x' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(
      '404: {"code":"LEAD_NOT_FOUND","message":"No such lead"}',
    )

    respond(401, '{"code":"UNAUTHORIZED","message":"Unauthorized"}', 'Unauthorized')
    await expect(call(getOne, { params: { id: 'x' } })).rejects.toThrow(
      new Error('401: {"code":"UNAUTHORIZED","message":"Unauthorized"}'),
    )
    respond(401, '{"code":"UNAUTHORIZED","message":"Unauthorized"}', 'Unauthorized')
    await expect(call(getOne, { params: { id: 'x' }, on401: 'returnNull' })).resolves.toBeNull()
    respond(403, '', 'Forbidden')
    await expect(call(getOne, { params: { id: 'x' }, on401: 'returnNull' })).rejects.toThrow(
      new Error('403: Forbidden'),
    )
  })

  it('is typed by the declaration (checked by the type check, not at run time)', () => {
    const typeChecks = () => {
      // @ts-expect-error the path has a parameter
      void call(getOne)
      // @ts-expect-error the body is required
      void call(rename, { params: { id: '1' } })
      // @ts-expect-error the body has the declared shape
      void call(rename, { params: { id: '1' }, body: { title: 'x' } })
      // @ts-expect-error the reply has the declared shape
      void call(getOne, { params: { id: '1' } }).then((thing) => thing.name)
    }
    expect(typeChecks).toBeTypeOf('function')
  })
})
