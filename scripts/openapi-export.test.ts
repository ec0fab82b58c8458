/**
 * The committed OpenAPI document (docs/api/openapi.json, linted by `npm run lint`) is what the app
 * serves at /api/v1/openapi.json (its server aside: each deployment names its PUBLIC_URL), and the
 * committed types (docs/api/v1.d.ts, which the typed-client example compiles against) are what
 * openapi-typescript makes of it. `npm run openapi:export` rewrites both when either fails.
 */
import { readFileSync } from 'node:fs'
import { API_OPENAPI_PATH } from '@common/api-access'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../server/src/testing/test-app'
import {
  documentText,
  OPENAPI_DOCUMENT_FILE,
  OPENAPI_EXPORT_URL,
  OPENAPI_TYPES_FILE,
  typesFromDocument,
} from './openapi-files'

const RERUN = 'out of date: run `npm run openapi:export` and commit the result'
const committed = JSON.parse(readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8')) as Record<string, unknown>

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe(OPENAPI_DOCUMENT_FILE, () => {
  it('is the document the app serves, but for the server it names', async () => {
    const response = await t.request(API_OPENAPI_PATH)
    const served = (await response.json()) as { servers: { url: string }[] }
    expect(served.servers.map((server) => server.url)).toEqual(['http://app.test'])
    expect(committed.servers).toEqual([{ url: OPENAPI_EXPORT_URL, description: 'This deployment' }])
    const asCommitted = { ...served, servers: committed.servers }
    expect(documentText(asCommitted) === readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8'), RERUN).toBe(
      true,
    )
  })
})

describe(OPENAPI_TYPES_FILE, () => {
  it('is what openapi-typescript generates from the committed document', async () => {
    const types = await typesFromDocument(committed)
    expect(types).toContain('"/api/v1/leads": {')
    expect(types === readFileSync(OPENAPI_TYPES_FILE, 'utf8'), RERUN).toBe(true)
  })
})

describe('docs/api/examples/typed-client.ts', () => {
  it('is shown in the README as it is compiled', () => {
    const example = readFileSync('docs/api/examples/typed-client.ts', 'utf8')
    const START = '// example:start'
    const body = example.slice(example.indexOf(START) + START.length).trim()
    expect(body).toContain("api.GET('/api/v1/leads'")
    expect(readFileSync('README.md', 'utf8')).toContain(`\`\`\`ts\n${body}\n\`\`\``)
  })
})
