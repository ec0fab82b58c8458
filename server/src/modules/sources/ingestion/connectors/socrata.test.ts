import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildIngestionSource,
  FAKE_DATASET,
  fakeSocrataConfig,
  fakeSodaRows,
  LOOPBACK_ALLOW_LIST,
  TEST_USER_AGENT,
} from '../../../../testing/fake-county-fixtures'
import {
  type FakeSocrata,
  parseSimpleWhere,
  startFakeSocrata,
} from '../../../../testing/fake-county-socrata'
import { createTestDatabase, type TestDatabase } from '../../../../testing/test-database'
import { politeFetch } from '../polite-fetcher'
import { type ConnectorRun, IngestionFetchError } from './connector'
import { parseConnectorConfig } from './connector-config'
import { buildWhere, runSocrata, type SocrataConfig, soqlString } from './socrata'

const TOKEN = 'fake-app-token-0123'
let database: TestDatabase
let portal: FakeSocrata
let run: ConnectorRun
beforeAll(async () => {
  database = await createTestDatabase()
  portal = await startFakeSocrata({
    datasets: { [FAKE_DATASET]: fakeSodaRows(25) },
    requiredAppToken: TOKEN,
  })
  const { sourceId } = await buildIngestionSource(database.db, {
    baseUrl: portal.baseUrl,
    config: fakeSocrataConfig(),
  })
  run = {
    baseUrl: portal.baseUrl,
    fetch: (url, options) =>
      politeFetch({
        db: database.db,
        sourceId,
        url,
        userAgent: TEST_USER_AGENT,
        headers: options?.headers,
        allowHosts: LOOPBACK_ALLOW_LIST,
      }),
  }
})
afterAll(async () => {
  await portal.close()
  await database.destroy()
})

function config(overrides: Record<string, unknown> = {}): SocrataConfig {
  const parsed = parseConnectorConfig(fakeSocrataConfig(overrides))
  if (!parsed.ok || parsed.config.connector !== 'socrata')
    throw new Error(String(!parsed.ok && parsed.error))
  return parsed.config
}

const resourceRequests = () =>
  portal.requests.filter((request) => request.path.startsWith('/resource/'))

describe('Socrata (SODA) connector', () => {
  it('pages with $limit/$offset ordered by :id until a short page, sending X-App-Token', async () => {
    const before = resourceRequests().length
    const result = await runSocrata(config({ appToken: TOKEN }), run)
    const requests = resourceRequests().slice(before)
    expect(
      requests.map((request) => [request.query.get('$limit'), request.query.get('$offset')]),
    ).toEqual([
      ['10', '0'],
      ['10', '10'],
      ['10', '20'],
    ])
    expect(requests.every((request) => request.query.get('$order') === ':id')).toBe(true)
    expect(requests.every((request) => request.headers['x-app-token'] === TOKEN)).toBe(true)
    expect(requests[0]!.path).toBe(`/resource/${FAKE_DATASET}.json`)
    expect(result.filings).toHaveLength(25)
    expect(result.rejected).toEqual([])
    expect(result.cursor).toBe('2026-01-25T00:00:00.000')
    const { raw, ...first } = result.filings[0]!
    expect(first).toEqual({
      sourceRecordId: 'LP-2026-0001',
      documentType: 'Lis Pendens',
      caseNumber: 'LP-2026-0001',
      court: 'Fairview County Clerk of Courts',
      defendantName: 'Priya Holloway',
      plaintiffName: null,
      propertyAddress: '100 Wren Ct',
      city: 'Fairview',
      county: 'Fairview',
      state: 'OH',
      zipCode: '45120',
      filingDate: '2026-01-01',
      saleDate: null,
      loanAmount: '150000.00',
      amountKind: 'loan',
      saleStatus: null,
      documentUrl: null,
    })
    expect(raw).toMatchObject({ case_number: 'LP-2026-0001' })
    expect(result.filings[4]).toMatchObject({
      documentType: 'Notice of Sale',
      loanAmount: '155002.00',
    })
  })

  it('incremental runs ask only for rows after the cursor', async () => {
    const before = resourceRequests().length
    const result = await runSocrata(
      config(),
      { ...run, since: '2026-01-20T00:00:00.000' },
      { appToken: TOKEN },
    )
    const [request] = resourceRequests().slice(before)
    expect(request!.query.get('$where')).toBe("filing_date > '2026-01-20T00:00:00.000'")
    expect(result.filings.map((filing) => filing.filingDate)).toEqual([
      '2026-01-21',
      '2026-01-22',
      '2026-01-23',
      '2026-01-24',
      '2026-01-25',
    ])
    const none = await runSocrata(config(), { ...run, since: result.cursor }, { appToken: TOKEN })
    expect(none.filings).toEqual([])
    expect(none.cursor).toBe(result.cursor)
  })

  it('is refused (403, not retryable) without the app token the portal requires', async () => {
    const failure = await runSocrata(config(), run).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(IngestionFetchError)
    expect((failure as IngestionFetchError).failure).toMatchObject({
      outcome: 'http_error',
      status: 403,
    })
    expect((failure as IngestionFetchError).retryable).toBe(false)
  })

  it('builds $where safely: quotes doubled, column names checked', () => {
    expect(soqlString("O'Brien")).toBe("'O''Brien'")
    const where = buildWhere(
      config({ equals: { defendant_name: "O'BRIEN, MAEVE' OR 1=1 --" } }),
      '2026-01-01',
    )
    expect(where).toBe(
      "defendant_name = 'O''BRIEN, MAEVE'' OR 1=1 --' AND filing_date > '2026-01-01T00:00:00'",
    )
    expect(parseSimpleWhere(where!)).toEqual([
      { column: 'defendant_name', operator: '=', value: "O'BRIEN, MAEVE' OR 1=1 --" },
      { column: 'filing_date', operator: '>', value: '2026-01-01T00:00:00' },
    ])
    expect(parseConnectorConfig(fakeSocrataConfig({ incrementalField: 'date; drop' })).ok).toBe(
      false,
    )
    expect(parseConnectorConfig(fakeSocrataConfig({ equals: { 'a b': 'x' } })).ok).toBe(false)
  })

  it('applies a quoted equality filter on the portal', async () => {
    const result = await runSocrata(
      config({ equals: { document_type: 'NOTICE OF SALE' }, incrementalField: undefined }),
      run,
      { appToken: TOKEN },
    )
    expect(result.filings.map((filing) => filing.documentType)).toEqual(
      Array(5).fill('Notice of Sale'),
    )
  })
})
