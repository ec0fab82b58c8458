/**
 * The contract tests' own guarantees (docs/decisions/0072): every operation of the document
 * belongs to a resource with a contract file (so a new operation or resource cannot go
 * unexercised: each file fails when one of its tag's operations got no good or no bad request),
 * and the oracle does refuse what the document does not say.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CONTRACT_TAGS } from '../../../../testing/api-contract/contract-harness'
import { type Exchange, OpenApiContract } from '../../../../testing/api-contract/openapi-contract'

const contract = new OpenApiContract()
const here = path.dirname(fileURLToPath(import.meta.url))

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))
const answer = (overrides: Partial<Exchange> & Pick<Exchange, 'path' | 'status'>): Exchange => ({
  method: 'GET',
  headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
  body: json({ code: 'LEAD_NOT_FOUND', message: 'No such lead' }),
  ...overrides,
})
const LEAD = '/api/v1/leads/8d5e0f43-51a3-4f7e-9d0e-5a0c9f0a1b2c'

describe('the contract tests cover the document', () => {
  it('finds operations in the document and a contract file for each of their tags', () => {
    expect(contract.operations.length).toBeGreaterThanOrEqual(20)
    for (const operation of contract.operations) {
      const tag = operation.tags.find((t) => (CONTRACT_TAGS as readonly string[]).includes(t))
      expect(tag, `${operation.operationId} has a tag with a contract file`).toBeDefined()
    }
    for (const tag of CONTRACT_TAGS) {
      const file = path.join(here, `${tag.toLowerCase()}.contract.test.ts`)
      expect(existsSync(file), file).toBe(true)
    }
  })

  it('refuses what the document does not say', () => {
    expect(contract.checkAnswer(answer({ path: LEAD, status: 404 }))).toEqual([])
    expect(contract.checkAnswer(answer({ path: LEAD, status: 500 }))).toEqual([
      'getLead 500: the status is not documented for this operation',
    ])
    const wrongCode = answer({ path: LEAD, status: 404, body: json({ code: 'NOPE', message: '' }) })
    expect(contract.checkAnswer(wrongCode)[0]).toMatch(/^getLead 404: \/code must be equal/)
    const html = answer({
      path: LEAD,
      status: 404,
      headers: new Headers({ 'content-type': 'text/html' }),
    })
    expect(contract.checkAnswer(html)).toEqual([
      'getLead 404: content type text/html is not documented',
    ])
    const wrongShape = answer({ path: '/api/v1/alerts', status: 200, body: json({ monitors: 3 }) })
    expect(contract.checkAnswer(wrongShape).join()).toContain('/monitors must be array')
    const deleted = {
      method: 'DELETE',
      path: '/api/v1/alerts/8d5e0f43-51a3-4f7e-9d0e-5a0c9f0a1b2c',
    }
    const quota = {
      'x-ratelimit-limit': '100',
      'x-ratelimit-remaining': '99',
      'x-ratelimit-reset': '60',
    }
    const empty = new Uint8Array()
    const noContent = { ...deleted, status: 204, headers: new Headers(quota), body: empty }
    expect(contract.checkAnswer(noContent)).toEqual([])
    expect(contract.checkAnswer({ ...noContent, body: json({}) })).toEqual([
      'deleteAlert 204: a body is sent where none is documented',
    ])
    const badQuota = new Headers({ ...quota, 'x-ratelimit-remaining': 'many' })
    expect(contract.checkAnswer({ ...noContent, headers: badQuota })).toEqual([
      'deleteAlert 204: header X-RateLimit-Remaining must be integer',
    ])
    const { 'x-ratelimit-reset': _reset, ...partial } = quota
    expect(contract.checkAnswer({ ...noContent, headers: new Headers(partial) })).toEqual([
      'deleteAlert 204: required header X-RateLimit-Reset is missing',
    ])
    const limited = answer({
      path: LEAD,
      status: 429,
      body: json({ code: 'RATE_LIMITED', message: '' }),
    })
    expect(contract.checkAnswer(limited)).toEqual([
      'getLead 429: required header Retry-After is missing',
    ])
    expect(contract.checkAnswer(answer({ path: '/api/v1/nothing', status: 404 }))).toEqual([
      'GET /api/v1/nothing is not a documented operation',
    ])
    expect(contract.checkRequestBody('createAlert', { name: 7 }).length).toBeGreaterThan(0)
  })
})
