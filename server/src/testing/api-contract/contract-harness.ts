/**
 * The set-up each contract test file builds once (docs/decisions/0072): the real app on a fresh
 * database, an Elite user signed in, API keys made through the app's own route, and `call`, which
 * sends one request over HTTP, checks the answer against the committed OpenAPI document
 * (OpenApiContract) and its expected status, and records which operations answered which
 * statuses, so that a file can assert it exercised every operation of its tag with a good (2xx)
 * and a bad (4xx) request.
 */
import { API_SCOPES, type ApiScope } from '@common/api-access'
import { expect } from 'vitest'
import type { User } from '../../db/schema'
import { createKey } from '../api-test-helpers'
import type { TestClient } from '../http-client'
import { signInNewUser } from '../signed-in'
import { type BuildTestAppOptions, buildTestApp, type TestApp } from '../test-app'
import { OpenApiContract } from './openapi-contract'

/** The resources with a contract file, `<tag>.contract.test.ts` (lower case) beside this one. */
export const CONTRACT_TAGS = ['Search', 'Leads', 'Documents', 'Alerts'] as const
type ContractTag = (typeof CONTRACT_TAGS)[number]

interface ContractRequest {
  method?: string
  path: string
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
  /** The bearer key: the set-up's all-scope key unless given; null sends no Authorization. */
  key?: string | null
  /** The status the test means to provoke (a different one fails, as an undocumented one does). */
  expect: number
}

interface ContractAnswer {
  status: number
  headers: Headers
  body: Uint8Array
  json<T = Record<string, unknown>>(): T
}

export interface ContractSetup {
  t: TestApp
  user: User
  client: TestClient
  contract: OpenApiContract
  /** A key with every scope. */
  key: string
  /** A new key of the user with only these scopes. */
  keyWith(scopes: ApiScope[]): Promise<string>
  call(request: ContractRequest): Promise<ContractAnswer>
  /** The operations of `tag` not yet answered with a 2xx and with a 4xx (empty: all were). */
  uncovered(tag: ContractTag): string[]
  close(): Promise<void>
}

const contract = new OpenApiContract()

/** Builds the app, an Elite user and its all-scope key: once per file (beforeAll). */
export async function openContractSetup(options: BuildTestAppOptions = {}): Promise<ContractSetup> {
  const t = await buildTestApp(options)
  const { client, user } = await signInNewUser(t, {
    subscriptionTier: 'elite',
    subscriptionStatus: 'active',
  })
  const keyWith = async (scopes: ApiScope[]) => (await createKey(client, scopes)).key
  const key = await keyWith([...API_SCOPES])
  const seen = new Map<string, Set<number>>()

  async function call(request: ContractRequest): Promise<ContractAnswer> {
    const method = request.method ?? (request.json !== undefined || request.body ? 'POST' : 'GET')
    const headers: Record<string, string> = { ...request.headers }
    const bearer = request.key === undefined ? key : request.key
    if (bearer !== null) headers.authorization = `Bearer ${bearer}`
    if (request.json !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${t.baseUrl}${request.path}`, {
      method,
      headers,
      body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
    })
    const body = new Uint8Array(await response.arrayBuffer())
    const exchange = {
      method,
      path: request.path,
      status: response.status,
      headers: response.headers,
    }
    const where = `${method} ${request.path}`
    const problems = contract.checkAnswer({ ...exchange, body })
    expect(problems, `${where}: the answer disagrees with the document`).toEqual([])
    expect(response.status, `${where}: ${new TextDecoder().decode(body).slice(0, 300)}`).toBe(
      request.expect,
    )
    const operation = contract.find(method, request.path)
    if (operation && request.expect < 300 && typeof request.json === 'object') {
      // A good request is one the document allows: its own example cannot drift from it.
      expect(contract.checkRequestBody(operation.operationId, request.json)).toEqual([])
    }
    if (operation) {
      const statuses = seen.get(operation.operationId) ?? new Set<number>()
      statuses.add(response.status)
      seen.set(operation.operationId, statuses)
    }
    return { ...exchange, body, json: () => JSON.parse(new TextDecoder().decode(body)) }
  }

  return {
    t,
    user,
    client,
    contract,
    key,
    keyWith,
    call,
    uncovered: (tag) =>
      contract.operations
        .filter((operation) => operation.tags.includes(tag))
        .flatMap((operation) => {
          const statuses = [...(seen.get(operation.operationId) ?? [])]
          const missing = [
            ...(statuses.some((s) => s >= 200 && s < 300) ? [] : ['a 2xx']),
            ...(statuses.some((s) => s >= 400 && s < 500) ? [] : ['a 4xx']),
          ]
          return missing.length ? [`${operation.operationId}: no ${missing.join(' and no ')}`] : []
        }),
    close: async () => {
      t.app.server.closeAllConnections()
      await t.close()
    },
  }
}
