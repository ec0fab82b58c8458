/**
 * Public-records search under load (issue 4): 1,000,000 index rows over the 50 states
 * (20,000 ZIPs, about 50 filings each), 50 concurrent clients each signed in as an Elite user
 * searching random ZIPs over real HTTP for 10 s, next to a bare Fastify route measured the same
 * way in the same run. The load comes from a separate process (its own event loop; the cores
 * are shared, so the load average is printed before and after each phase). The app runs with
 * the production pool size (BENCH_POOL_SIZE to change it). Uses DATABASE_URL (a fresh database
 * beside it) when set, else the embedded PGlite. Prints the CPU each request cost the server
 * process and the PostgreSQL backends (support/cpu-accounting.ts), which stays meaningful when
 * other work loads the machine, with the kernel's share of it (sockets, loopback TCP);
 * BENCH_CPU_PROFILE=<file> writes a V8 profile of the search phase. BENCH_CLIENTS changes the
 * 50 clients (the figure is at 50; with a few clients each Elite user passes its 1,000
 * searches a day within the run, and the statuses show the 403s).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { US_STATE_CODES } from '@common/us-states'
import { sql } from 'drizzle-orm'
import {
  findFilings,
  type IndexedFiling,
} from '../server/src/modules/records/records-index.queries'
import { buildUser, FACTORY_PASSWORD } from '../server/src/testing/factories'
import { startBenchApp } from './support/bench-app'
import { type CpuSample, startCpuAccounting } from './support/cpu-accounting'

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const CONCURRENCY = Number(process.env.BENCH_CLIENTS ?? 50)
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000
const ZIPS_PER_STATE = 400
const here = path.dirname(fileURLToPath(import.meta.url))

interface LoadSummary {
  requests: number
  /** Answered requests including the warm-up's (what the CPU accounting covers). */
  completed: number
  errors: number
  statuses: Record<string, number>
  throughput: number
  p50: number
  p95: number
  p99: number
}

/** Runs the load generator in a child process (the server keeps running in this one). */
async function load(plan: object): Promise<LoadSummary> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fl-bench-load-'))
  try {
    const file = path.join(dir, 'plan.json')
    writeFileSync(file, JSON.stringify(plan))
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(here, 'support', 'load-client.mjs'), file],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    )
    return JSON.parse(stdout) as LoadSummary
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} cores`

const line = (label: string, s: LoadSummary) =>
  `${label.padEnd(22)} ${s.throughput.toFixed(0).padStart(6)} req/s   p50 ${s.p50.toFixed(1)} ms   p95 ${s.p95.toFixed(1)} ms   p99 ${s.p99.toFixed(1)} ms   (${s.requests} requests, statuses ${JSON.stringify(s.statuses)}, ${s.errors} errors)`

const cpuLine = (label: string, s: LoadSummary, cpu: CpuSample) => {
  const per = (ms: number) => `${(ms / Math.max(1, s.completed)).toFixed(2)} ms`
  const postgres =
    cpu.postgresMs === null
      ? 'in process'
      : `${per(cpu.postgresMs)} (kernel ${per(cpu.postgresSystemMs ?? 0)})`
  return `${label.padEnd(22)} CPU per request: server (Node) ${per(cpu.nodeMs)} (kernel ${per(cpu.nodeSystemMs)}), PostgreSQL backends ${postgres}`
}

export async function run(): Promise<void> {
  // The floor: what every search must write whatever the code around it does (since 0018 one
  // row, the search with the found filings' ids; before, also its session, three events and a
  // copy of every result), for filings found beforehand, as one statement; no session check,
  // rate limit, index read or reply body.
  const floor = { userIds: [] as string[], found: new Map<string, IndexedFiling[]>(), next: 0 }
  const app = await startBenchApp({
    searchRateLimitPerMinute: 1_000_000,
    extend(instance) {
      instance.get('/bench/bare', async () => ({ ok: true }))
      instance.post<{ Body: { state: string; zipCode: string } }>(
        '/bench/writes-only',
        async (request) => {
          const query = { state: request.body.state, zipCode: request.body.zipCode }
          const found = floor.found.get(`${query.state}:${query.zipCode}`) ?? []
          const userId = floor.userIds[floor.next++ % floor.userIds.length]!
          // The search's one row, as the search statement writes it (search-statement.ts).
          const ids = found.map((filing) => filing.id).join(',')
          await app.database.db.execute(sql`
            insert into public_records_searches (user_id, state, zip_codes, results_count, filing_ids, shown_count)
            values (${userId}::uuid, ${query.state}, array[${query.zipCode}::text], ${found.length}::int,
                    string_to_array(${ids}::text, ',')::uuid[], ${found.length}::int)`)
          return { saved: found.length }
        },
      )
    },
  })
  try {
    const { db } = app.database
    const states = `{${US_STATE_CODES.join(',')}}`
    const started = performance.now()
    await db.execute(sql`
      insert into filings (dedupe_key, document_type, case_number, defendant_name, property_address, city, county,
                           state, zip_code, filing_date, loan_amount, source_database, is_sample)
      select 'bench:' || g,
             (array['Lis Pendens','Verified Complaint','Notice of Sale'])[1 + g % 3],
             'BENCH-' || g, 'Bench Person ' || g, (g % 9000 + 100) || ' Bench St',
             'City ' || (g / 50) % ${ZIPS_PER_STATE}, 'County ' || (g / 50) % 40,
             (${states}::text[])[1 + g % 50],
             lpad(((g % 50) * ${ZIPS_PER_STATE} + (g / 50) % ${ZIPS_PER_STATE})::text, 5, '0'),
             date '2025-01-01' + (g % 600), 50000 + (g % 450000), 'bench', false
      from generate_series(1, ${ROWS}) g`)
    // Vacuumed as autovacuum leaves a table after a bulk import (its insert threshold), so the
    // visibility map lets searches read the covering index alone (docs/decisions/0018).
    await db.execute(sql`vacuum analyze filings`)
    console.log(
      `${ROWS.toLocaleString('en-US')} index rows loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (${app.database.kind})`,
    )

    const cookies: string[] = []
    for (let i = 0; i < CONCURRENCY; i++) {
      const user = await buildUser(db, {
        subscriptionTier: 'elite',
        subscriptionStatus: 'active',
        authProvider: 'paypal',
      })
      const response = await fetch(`${app.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: FACTORY_PASSWORD }),
      })
      cookies.push(response.headers.getSetCookie()[0]!.split(';')[0]!)
      floor.userIds.push(user.id)
    }
    const bodies = Array.from({ length: 5000 }, (_, i) => {
      const stateIndex = (i * 7) % 50
      const zip = stateIndex * ZIPS_PER_STATE + ((i * 131) % ZIPS_PER_STATE)
      return { state: US_STATE_CODES[stateIndex]!, zipCode: String(zip).padStart(5, '0') }
    })
    for (const body of bodies) {
      const key = `${body.state}:${body.zipCode}`
      if (!floor.found.has(key)) floor.found.set(key, await findFilings(db, body))
    }

    const pool = app.database.kind === 'postgres' ? app.database.pool : null
    const profile = process.env.BENCH_CPU_PROFILE
    const loadBefore = machineLoad()
    const stopBare = await startCpuAccounting(pool)
    const bare = await load({
      url: `${app.baseUrl}/bench/bare`,
      method: 'GET',
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
      warmupMs: 1000,
      cookies: [],
      bodies: [],
    })
    const bareCpu = await stopBare()
    const loadBetween = machineLoad()
    const stopSearch = await startCpuAccounting(pool, profile)
    const search = await load({
      url: `${app.baseUrl}/api/public-records/search`,
      method: 'POST',
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
      warmupMs: 1000,
      cookies,
      bodies,
    })
    const searchCpu = await stopSearch()
    const loadAfterSearch = machineLoad()
    const stopFloor = await startCpuAccounting(pool)
    const writesOnly = await load({
      url: `${app.baseUrl}/bench/writes-only`,
      method: 'POST',
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
      warmupMs: 1000,
      cookies: [],
      bodies,
    })
    const floorCpu = await stopFloor()
    const loadAfter = machineLoad()
    console.log(
      `${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each (after 1 s warm-up), loopback HTTP, pool of ${app.poolSize}:`,
    )
    console.log(line('bare Fastify route', bare))
    console.log(line('public-records search', search))
    console.log(line('its writes alone', writesOnly))
    console.log(cpuLine('bare Fastify route', bare, bareCpu))
    console.log(cpuLine('public-records search', search, searchCpu))
    console.log(cpuLine('its writes alone', writesOnly, floorCpu))
    if (profile) console.log(`CPU profile of the search phase: ${profile}`)
    console.log(
      `search throughput / bare throughput: ${(search.throughput / bare.throughput).toFixed(2)} (the writes alone: ${(writesOnly.throughput / bare.throughput).toFixed(2)})`,
    )
    console.log(
      `machine: before ${loadBefore}; between ${loadBetween}; after the search ${loadAfterSearch}; after ${loadAfter}`,
    )
  } finally {
    await app.close()
  }
}
