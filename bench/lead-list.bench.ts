/**
 * `npm run bench lead-list`: the dashboard's lead list in Chromium with 10,000 leads of one user
 * (docs/decisions/0019). The built app (dist/client, built first if missing) is served by the
 * real server on an in-memory embedded database; 10,000 leads over 400 ZIP codes are written for
 * a Pro user, who is signed in with a session cookie (e2e/support/login.ts). Prints: the time
 * from navigation to the first lead row on screen, the rows in the page then (the list is
 * virtualised), the time to scroll to lead 10,000 (paging 200 at a time as the end comes into
 * view), the frame times of a scroll back through the loaded list, and the JS heap.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { LEAD_STATUSES } from '@common/enums'
import type { Page } from 'playwright-core'
import { type E2eApp, startApp } from '../e2e/support/app'
import { launchBrowser } from '../e2e/support/browser'
import { bindAppToContext, login } from '../e2e/support/login'
import { leads, type NewLead } from '../server/src/db/schema'
import { CLIENT_DIST } from '../server/src/http/client-assets'

const LEADS_PER_USER = 10_000
const ZIPS = 400

function leadRows(userId: string): NewLead[] {
  return Array.from({ length: LEADS_PER_USER }, (_, i) => ({
    userId,
    sourceKind: 'search_result',
    resultId: crypto.randomUUID(),
    dedupeKey: `bench:${i}`,
    filingType: i % 3 ? 'Lis Pendens' : 'Notice of Sheriff Sale',
    caseNumber: `2026-CA-${String(i).padStart(6, '0')}`,
    defendantName: `Owner ${i} Example`,
    propertyAddress: `${(i % 900) + 100} Sample Street`,
    state: 'OH',
    county: 'Hamilton',
    zipCode: String(40000 + (i % ZIPS)).padStart(5, '0'),
    filingDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    loanAmount: `${50_000 + (i % 400) * 1000}.00`,
    status: LEAD_STATUSES[i % LEAD_STATUSES.length],
    tags: i % 10 === 0 ? ['hot'] : [],
    isSample: true,
  }))
}

/** The lead numbers of the rows in the page now. */
function renderedNumbers(page: Page): Promise<number[]> {
  return page
    .getByRole('navigation', { name: 'Leads by ZIP code' })
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) =>
        Number(/Select lead (\d+):/.exec(box.getAttribute('aria-label') ?? '')?.[1]),
      ),
    )
}

function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

export async function run(): Promise<void> {
  if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    console.log('dist/client is missing: building the client first (npm run build:client)')
    execFileSync('npm', ['run', 'build:client'], { stdio: 'inherit' })
  }
  const app: E2eApp = await startApp()
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    bindAppToContext(context, app)
    const page = await context.newPage()
    const user = await login(page, { tier: 'pro' })
    const rows = leadRows(user.id)
    const started = performance.now()
    for (let i = 0; i < rows.length; i += 1000) {
      await app.database.db.insert(leads).values(rows.slice(i, i + 1000))
    }
    console.log(
      `${LEADS_PER_USER} leads over ${ZIPS} ZIP codes written in ${(performance.now() - started).toFixed(0)} ms`,
    )

    let pages = 0
    const pageTimes: number[] = []
    page.on('request', (request) => {
      if (/\/api\/leads\?/.test(request.url())) pages++
    })
    page.on('requestfinished', (request) => {
      if (!/\/api\/leads\?/.test(request.url())) return
      const timing = request.timing()
      if (timing.responseEnd > 0) pageTimes.push(timing.responseEnd - timing.requestStart)
    })
    // Warm the browser's cache of the app's files, as a returning user's would be.
    await page.goto(`${app.baseUrl}/dashboard`)
    await page
      .getByRole('navigation', { name: 'Leads by ZIP code' })
      .getByRole('checkbox')
      .first()
      .waitFor()
    pages = 0

    const t0 = performance.now()
    await page.goto(`${app.baseUrl}/dashboard`)
    const list = page.getByRole('navigation', { name: 'Leads by ZIP code' })
    await list.getByRole('checkbox').first().waitFor()
    const firstRender = performance.now() - t0
    const inPage = (await renderedNumbers(page)).length
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    console.log(
      `first render: ${firstRender.toFixed(0)} ms from navigation to the first lead row; ${inPage} lead rows in the page (of ${LEADS_PER_USER}), ${domNodes} elements in the document`,
    )

    const scroller = page.getByTestId('lead-list-scroller')
    pageTimes.length = 0
    const t1 = performance.now()
    let last = 0
    while (last < LEADS_PER_USER && performance.now() - t1 < 300_000) {
      await scroller.evaluate((element) => {
        element.scrollTop = element.scrollHeight
      })
      await page.waitForTimeout(16)
      last = Math.max(0, ...(await renderedNumbers(page)))
    }
    const toEnd = performance.now() - t1
    console.log(
      `scroll to the end: lead ${last} on screen after ${toEnd.toFixed(0)} ms (${pages} pages of leads fetched); ${(await renderedNumbers(page)).length} lead rows in the page`,
    )
    console.log(
      `GET /api/leads?group=zip&limit=200 while scrolling: median ${percentile(pageTimes, 0.5).toFixed(0)} ms, p95 ${percentile(pageTimes, 0.95).toFixed(0)} ms (n=${pageTimes.length})`,
    )

    // Frame times of a scroll back through everything loaded, 200 steps, one per frame.
    const frames = await scroller.evaluate(async (element) => {
      const times: number[] = []
      const steps = 200
      const height = element.scrollHeight
      let previous = performance.now()
      for (let i = steps; i >= 0; i--) {
        element.scrollTop = (height * i) / steps
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const now = performance.now()
        times.push(now - previous)
        previous = now
      }
      return times
    })
    console.log(
      `scroll back through 10,000 loaded leads, 200 jumps: frame median ${percentile(frames, 0.5).toFixed(1)} ms, p95 ${percentile(frames, 0.95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`,
    )
    const heap = await page.evaluate(
      () =>
        (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize,
    )
    if (heap) console.log(`JS heap with 10,000 leads loaded: ${(heap / 1e6).toFixed(1)} MB`)
    console.log(
      `load average during the run: ${loadavg()[0]?.toFixed(1)} (read the times as upper bounds)`,
    )
    await context.close()
  } finally {
    await browser.close()
    await app.close()
  }
}
