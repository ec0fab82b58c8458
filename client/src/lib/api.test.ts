// @vitest-environment node
import type { QueryFunctionContext } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiErrorMessage, apiRequest, getQueryFn, parseApiError } from './api'

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
