/**
 * GET /api/analytics over 1,000,000 filings (0034, 0040): the index filled as search.bench.ts
 * fills it (50 states, 20,000 ZIPs, filing dates over 600 days from 2025-01-01, a third with a
 * stage; the day and type drawn from a hash of the row number, not tied to the state), one
 * Elite user with 5,000 leads, then each query shape timed (median of 5 after a warm-up): the
 * records part read from `filings` (before 0040) and as the route reads it now
 * (the rollup `filing_day_counts` for the whole index and a state), then the whole route over
 * real HTTP. Shapes: the whole index for 90 days, one state, ten ZIPs, one county, the longest
 * range. Uses DATABASE_URL (a fresh database beside it) when set, else the embedded PGlite.
 */
import { US_STATE_CODES } from '@common/us-states'
import { sql } from 'drizzle-orm'
import { filingsAnalytics, filingsAnalyticsFromFilings } from '../server/src/modules/records'
import { buildUser, FACTORY_PASSWORD } from '../server/src/testing/factories'
import { startBenchApp } from './support/bench-app'

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const ZIPS_PER_STATE = 400

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Median and max of 5 runs after a warm-up, and the last run's answer. */
async function timed<T>(run: () => Promise<T>): Promise<{ median: number; max: number; last: T }> {
  const times: number[] = []
  let last = await run()
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now()
    last = await run()
    times.push(performance.now() - t0)
  }
  return { median: median(times), max: Math.max(...times), last }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10)

/** The records part of a shape's query string, as the route passes it. */
function recordsQuery(query: string) {
  const params = new URLSearchParams(query)
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    state: params.get('state') ?? undefined,
    county: params.get('county') ?? undefined,
    zipCodes: params.get('zipCodes')?.split(',') ?? [],
  }
}

export async function run(): Promise<void> {
  const app = await startBenchApp({ searchRateLimitPerMinute: 1_000_000 })
  try {
    const { db } = app.database
    const states = `{${US_STATE_CODES.join(',')}}`
    const started = performance.now()
    await db.execute(sql`
      insert into filings (dedupe_key, document_type, case_number, state, zip_code, county,
                           filing_date, stage, next_sale_date, source_database, is_sample)
      select 'bench:' || g,
             (array['Lis Pendens','Verified Complaint','Notice of Sale'])[1 + (abs(hashint4(g)) / 600) % 3],
             'BENCH-' || g, (${states}::text[])[1 + g % 50],
             lpad(((g % 50) * ${ZIPS_PER_STATE} + (g / 50) % ${ZIPS_PER_STATE})::text, 5, '0'),
             'County ' || (g / 50) % 40, date '2025-01-01' + abs(hashint4(g)) % 600,
             (array['filed', 'sale_scheduled', 'sold', 'cancelled', null, null])[1 + g % 6],
             case when g % 6 = 1 then date '2025-06-01' + (g % 400) end,
             'bench', g % 10 = 0
      from generate_series(1, ${ROWS}) g`)
    await db.execute(sql`analyze filings`)
    console.log(
      `${ROWS.toLocaleString('en-US')} filings loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (${app.database.kind})`,
    )
    const user = await buildUser(db, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
      authProvider: 'paypal',
    })
    await db.execute(sql`insert into leads (user_id, source_kind, dedupe_key, filing_type, state, zip_code, status, created_at)
      select ${user.id}::uuid, 'search_result', 'bench:' || g, 'Lis Pendens', 'OH', '45202',
             (array['new','contacted','under_contract','won','dead'])[1 + g % 5],
             timestamptz '2026-04-01' + (g || ' minutes')::interval
      from generate_series(1, 5000) g`)
    const login = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: FACTORY_PASSWORD }),
    })
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    const zips = Array.from({ length: 10 }, (_, i) => String(8 * 400 + i).padStart(5, '0')).join(
      ',',
    )
    const shapes: [string, string][] = [
      ['whole index, 90 days', 'from=2026-04-01&to=2026-06-29'],
      ['one state, 90 days', `from=2026-04-01&to=2026-06-29&state=${US_STATE_CODES[8]}`],
      [
        'ten ZIPs, 90 days',
        `from=2026-04-01&to=2026-06-29&state=${US_STATE_CODES[8]}&zipCodes=${zips}`,
      ],
      [
        'one county, 90 days',
        `from=2026-04-01&to=2026-06-29&state=${US_STATE_CODES[8]}&county=County%207`,
      ],
      ['whole index, 366 days', 'from=2025-07-01&to=2026-07-01'],
    ]
    console.log(
      `${'shape'.padEnd(24)}${'from filings'.padStart(16)}${'as read now'.padStart(16)}${'whole route'.padStart(16)}   filings in range`,
    )
    for (const [label, query] of shapes) {
      const records = recordsQuery(query)
      const before = await timed(() => filingsAnalyticsFromFilings(db, records))
      const after = await timed(() => filingsAnalytics(db, records))
      if (after.last.total !== before.last.total) {
        throw new Error(`${label}: ${after.last.total} filings != ${before.last.total}`)
      }
      const route = await timed(async () => {
        const response = await fetch(`${app.baseUrl}/api/analytics?${query}`, {
          headers: { cookie },
        })
        const body = (await response.json()) as { filings?: { total: number } }
        if (!response.ok) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`)
        return body.filings?.total ?? 0
      })
      console.log(
        `${label.padEnd(24)}${ms(before.median)} (max ${Math.round(before.max)})${ms(after.median)} (max ${Math.round(after.max)})${ms(route.median)} (max ${Math.round(route.max)})   ${route.last.toLocaleString('en-US')}`,
      )
    }
    const rollupRows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from filing_day_counts`,
    )
    console.log(`filing_day_counts: ${rollupRows.rows[0]?.n.toLocaleString('en-US')} rows`)
  } finally {
    await app.close()
  }
}
