/**
 * `npm run bench workspace`: a big workspace (issue 31, item 3; docs/decisions/0075). One Elite
 * user with 25,000 leads among 35,000 and 1,000,000 filings in the records index
 * (workspace-data.ts), on a fresh in-memory PGlite, or with DATABASE_URL on a throw-away
 * PostgreSQL database beside it (support/bench-app.ts; built anew every run, nothing kept).
 * Then every request each signed-in page makes on load (as Chromium showed them), timed at the
 * server over real HTTP against buildApp() with the user's session cookie: the first answer
 * (cold) and the median and p95 of BENCH_RUNS (7) more, with the rows and bytes answered; and
 * "first lead shown": GET /api/user, then the dashboard's requests sent together as the page
 * sends them, until the two the lead list waits for (the leads' first page and the documents
 * not kept yet) have answered. Prints figures; asserts nothing.
 */
import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import { LIST_REFRESH_LIMIT, refreshDueUrgency } from '../server/src/modules/leads'
import { FACTORY_PASSWORD } from '../server/src/testing/factories'
import { startBenchApp } from './support/bench-app'
import { buildWorkspace, FILINGS, LEADS } from './workspace-data'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)

interface Answer {
  ms: number
  status: number
  bytes: number
  rows: number | null
  body: unknown
}

/** The length of the answer's list: the body if an array, else its first array field. */
function rowsOf(body: unknown): number | null {
  if (Array.isArray(body)) return body.length
  if (body && typeof body === 'object') {
    for (const value of Object.values(body)) if (Array.isArray(value)) return value.length
  }
  return null
}

const at = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

export async function run(): Promise<void> {
  const bench = await startBenchApp({ searchRateLimitPerMinute: 1_000_000 })
  try {
    const { db } = bench.database
    const workspace = await buildWorkspace(db)
    for (const [label, ms] of workspace.timings) {
      console.log(`built ${label} in ${(ms / 1000).toFixed(1)} s`)
    }
    const login = await fetch(`${bench.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: workspace.user.email, password: FACTORY_PASSWORD }),
    })
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    if (!login.ok || !cookie) throw new Error(`login: ${login.status}`)

    async function request(path: string, body?: object): Promise<Answer> {
      const t0 = performance.now()
      const response = await fetch(`${bench.baseUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
      const text = await response.text()
      const ms = performance.now() - t0
      const parsed = text ? (JSON.parse(text) as unknown) : null
      return { ms, status: response.status, bytes: text.length, rows: rowsOf(parsed), body: parsed }
    }

    // The stored urgency (0085): after the build every lead is due. The first list by urgency
    // works out up to LIST_REFRESH_LIMIT of the user's before it reads; the refresh job the rest
    // (timed here as one run with no bound on its batches), so the table below reads scores.
    const urgent = '/api/leads?sort=urgency&order=desc&group=zip&limit=200'
    const firstUrgent = await request(urgent)
    console.log(
      `first list by urgency, working out ${LIST_REFRESH_LIMIT.toLocaleString('en-US')} due scores first: ${firstUrgent.ms.toFixed(0)} ms (status ${firstUrgent.status})`,
    )
    const refreshStart = performance.now()
    const refreshed = await refreshDueUrgency(db, bench.runtime.leadUrgency, { maxBatches: 1e6 })
    const refreshMs = performance.now() - refreshStart
    console.log(
      `urgency refresh of the other ${refreshed.toLocaleString('en-US')} due leads: ${(refreshMs / 1000).toFixed(1)} s (${((refreshMs / Math.max(refreshed, 1)) * 1000).toFixed(0)} ms per 1,000)`,
    )

    const firstPage = await request('/api/leads?group=zip&limit=200')
    const firstLead = (firstPage.body as { leads: { id: string }[] }).leads[0]?.id ?? ''
    const today = new Date()
    const from = isoDay(new Date(today.getTime() - 89 * 86_400_000))
    const search = { state: workspace.searchState, zipCode: workspace.searchZip }
    const layout = [
      '/api/user',
      '/api/notifications',
      '/api/leads/facets',
      '/api/billing/usage',
      '/api/billing/history',
      '/api/documents?zip=all',
    ]
    const dashboard = [
      '/api/leads/unkept-documents?zip=all',
      '/api/leads?group=zip&limit=200',
      '/api/crm/connections',
    ]
    // "list lead opened": a lead of the imported list (one in the middle of it) opened from the
    // lead list, every request its detail sends at once, until the last has answered.
    const middle = await db.execute<{ id: string; record_position: number }>(sql`
      select id, record_position from leads where document_id = ${workspace.listId}
      order by record_position offset 10000 limit 1`)
    const listLead = middle.rows[0]
    if (!listLead) throw new Error('no lead of the imported list')
    const listLeadOpen = [
      ...['', '/images', '/enrichment', '/contacts', '/outreach'].map(
        (tail) => `/api/leads/${listLead.id}${tail}`,
      ),
      // The list (its first records and their count), and the lead's own record in it (0080).
      `/api/documents/${workspace.listId}`,
      `/api/documents/${workspace.listId}/records?from=${listLead.record_position}&limit=1`,
    ]
    const pages: [string, string[]][] = [
      ['every signed-in page (layout)', layout],
      ['dashboard', dashboard],
      [
        'dashboard: first lead open',
        ['', '/images', '/enrichment', '/contacts', '/outreach'].map(
          (tail) => `/api/leads/${firstLead}${tail}`,
        ),
      ],
      // The detail of a lead of the imported list shows its source document (the list, with its
      // first records) and its own record there (0080); a page of 50 as the records table reads.
      [
        'dashboard: a list lead open',
        [...listLeadOpen, `/api/documents/${workspace.listId}/records?from=19950&limit=50`],
      ],
      [
        'dashboard: filters and counts',
        [
          `/api/leads/facets?zip=${workspace.leadZip}`,
          `/api/leads?zip=${workspace.leadZip}&group=zip&limit=200`,
          `/api/leads/unkept-documents?zip=${workspace.leadZip}`,
          `/api/documents?zip=${workspace.leadZip}`,
          '/api/leads?status=contacted&group=zip&limit=200',
          '/api/leads?tag=hot&group=zip&limit=200',
          '/api/leads?q=owner%204242&group=zip&limit=200',
          '/api/leads?sort=saleDate&order=asc&group=zip&limit=200',
          urgent,
          '/api/leads?minUrgency=60&group=zip&limit=200',
        ],
      ],
      [
        'dashboard: board',
        ['new', 'researching', 'contacted', 'negotiating', 'under_contract', 'won', 'dead'].map(
          (status) => `/api/leads?status=${status}&group=none&limit=50`,
        ),
      ],
      ['dashboard: social tab (outreach)', ['/api/outreach', '/api/social-profiles']],
      ['alerts', ['/api/alerts', '/api/alerts/webhook']],
      ['campaigns', ['/api/email-campaigns', '/api/email-templates']],
      ['analytics (Elite)', [`/api/analytics?from=${from}&to=${isoDay(today)}`]],
      ['coverage (also the landing page)', ['/api/coverage']],
      ['public records', ['/api/public-records/searches', 'POST /api/public-records/search']],
      [
        'settings',
        ['/api/settings/sender', '/api/mailboxes', '/api/api-keys', '/api/settings/notifications'],
      ],
    ]

    console.log(
      `\n${FILINGS.toLocaleString('en-US')} filings, ${LEADS.toLocaleString('en-US')} leads of the Elite user (${bench.database.kind}, pool ${bench.poolSize}); ${RUNS} runs after the first, one request at a time`,
    )
    console.log(
      `${'request'.padEnd(62)}${'first'.padStart(9)}${'median'.padStart(9)}${'p95'.padStart(9)}${'rows'.padStart(7)}${'bytes'.padStart(10)}`,
    )
    const worst: [string, number][] = []
    for (const [page, paths] of pages) {
      console.log(`-- ${page}`)
      for (const path of paths) {
        const post = path.startsWith('POST ')
        const url = post ? path.slice(5) : path
        const once = () => request(url, post ? search : undefined)
        const first = await once()
        if (first.status >= 400) {
          console.log(`${path}: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`)
          continue
        }
        const samples: number[] = []
        let last = first
        for (let i = 0; i < RUNS; i++) {
          last = await once()
          samples.push(last.ms)
        }
        const label = path
          .replace(firstLead, ':id')
          .replace(listLead.id, ':lead')
          .replace(workspace.listId, ':list')
        worst.push([label, at(samples, 0.5)])
        console.log(
          `${label.slice(0, 61).padEnd(62)}${first.ms.toFixed(0).padStart(9)}${at(samples, 0.5).toFixed(0).padStart(9)}${at(samples, 0.95).toFixed(0).padStart(9)}${String(last.rows ?? '-').padStart(7)}${last.bytes.toLocaleString('en-US').padStart(10)}`,
        )
      }
    }

    // The dashboard as the browser loads it: the user first (RequireUser), then every request
    // of the page at once; the first lead shows when the leads' page and the unkept documents
    // have both answered.
    const shown: number[] = []
    const settled: number[] = []
    for (let i = 0; i <= RUNS; i++) {
      const t0 = performance.now()
      await request('/api/user')
      let listDone = 0
      const wave = [...layout.slice(1), ...dashboard].map(async (path) => {
        await request(path)
        if (path.startsWith('/api/leads?') || path.startsWith('/api/leads/unkept')) {
          listDone = Math.max(listDone, performance.now() - t0)
        }
      })
      await Promise.all(wave)
      if (i === 0) continue
      shown.push(listDone)
      settled.push(performance.now() - t0)
    }
    const opened: number[] = []
    let openedBytes = 0
    for (let i = 0; i <= RUNS; i++) {
      const t0 = performance.now()
      const answers = await Promise.all(listLeadOpen.map((path) => request(path)))
      const failed = answers.find((answer) => answer.status >= 400)
      if (failed) throw new Error(`list lead opened: ${failed.status}`)
      if (i === 0) continue
      opened.push(performance.now() - t0)
      openedBytes = answers.reduce((sum, answer) => sum + answer.bytes, 0)
    }
    console.log(
      `\nlist lead opened (${listLeadOpen.length} requests together: ${listLeadOpen.map((path) => path.replace(listLead.id, ':lead').replace(workspace.listId, ':list')).join(', ')}): median ${at(opened, 0.5).toFixed(0)} ms, p95 ${at(opened, 0.95).toFixed(0)} ms, ${openedBytes.toLocaleString('en-US')} bytes`,
    )
    console.log(
      `first lead shown (GET /api/user, then the dashboard's ${layout.length - 1 + dashboard.length} requests together): median ${at(shown, 0.5).toFixed(0)} ms, p95 ${at(shown, 0.95).toFixed(0)} ms; every request answered: median ${at(settled, 0.5).toFixed(0)} ms`,
    )
    worst.sort((a, b) => b[1] - a[1])
    console.log(
      `slowest medians: ${worst
        .slice(0, 5)
        .map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`)
        .join('; ')}`,
    )
    console.log(
      `load average ${loadavg()[0]?.toFixed(2)} (2 shared cores: read times as upper bounds)`,
    )
  } finally {
    await bench.close()
  }
}
