/**
 * startFakeCountySite(): a county sheriff's website on 127.0.0.1 for ingestion tests. It
 * serves /robots.txt (a Disallow path and a Crawl-delay by default, or any status), the
 * sheriff-sale listing across pages (/sheriff-sales?page=N) with a detail page per sale, and
 * answers 429 with Retry-After to requests that arrive faster than it allows. A few routes
 * misbehave on purpose: /slow (answers late), /huge (a body without end), /busy (always 429),
 * /moved?to=URL (a redirect anywhere). Every request is recorded.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { type FakeServer, reply, startRecordingServer } from './fake-county-server'
import {
  FAKE_SALES,
  type FakeSale,
  renderDetailPage,
  renderListingPage,
  SALES_PER_PAGE,
} from './fake-county-site-pages'

export const FAKE_SITE_DISALLOWED_PREFIX = '/sheriff-sales/sealed/'

export interface FakeCountySiteOptions {
  /** robots.txt: a status other than 200 or the text served (default: the site's rules). */
  robots?: { status?: number; body?: string }
  /** Crawl-delay in the default robots.txt, seconds (default 0.25). */
  crawlDelaySeconds?: number
  /** Page requests closer together than this get 429 + Retry-After (default 0: off). */
  minIntervalMs?: number
  /** Retry-After the 429s carry, seconds (default 1). */
  retryAfterSeconds?: number
  sales?: readonly FakeSale[]
  /** Sale numbers whose detail link points under the disallowed prefix. */
  sealedSales?: readonly string[]
}

export interface FakeCountySite extends FakeServer {
  sales: readonly FakeSale[]
  /** Requests answered 429 by the rate limiter. */
  throttled(): number
}

function defaultRobots(crawlDelaySeconds: number): string {
  return `# Fairview County Sheriff - automated access policy
User-agent: *
Disallow: /admin/
Disallow: ${FAKE_SITE_DISALLOWED_PREFIX}
Allow: /sheriff-sales
Crawl-delay: ${crawlDelaySeconds}

User-agent: BadBot
Disallow: /
`
}

/** Starts the fake site; close() it after the test. */
export async function startFakeCountySite(
  options: FakeCountySiteOptions = {},
): Promise<FakeCountySite> {
  const sales = options.sales ?? FAKE_SALES
  const pageCount = Math.max(1, Math.ceil(sales.length / SALES_PER_PAGE))
  const sealed = new Set(options.sealedSales ?? [])
  let lastPageRequestAt = 0
  let throttled = 0

  const server = await startRecordingServer(async (request, response) => {
    if (request.path === '/robots.txt') {
      const status = options.robots?.status ?? 200
      const body = options.robots?.body ?? defaultRobots(options.crawlDelaySeconds ?? 0.25)
      reply(response, status, status === 200 ? body : `<h1>${status}</h1>`, {
        'content-type': status === 200 ? 'text/plain' : 'text/html',
      })
      return
    }
    const minInterval = options.minIntervalMs ?? 0
    if (minInterval > 0 && request.at - lastPageRequestAt < minInterval) {
      throttled++
      const seconds = String(options.retryAfterSeconds ?? 1)
      reply(response, 429, '<h1>Too Many Requests</h1>', { 'retry-after': seconds })
      return
    }
    lastPageRequestAt = request.at

    if (request.path === '/sheriff-sales') {
      const page = Number(request.query.get('page') ?? '1')
      if (!Number.isInteger(page) || page < 1 || page > pageCount) {
        reply(response, 404, '<h1>Page not found</h1>')
        return
      }
      const onPage = sales.slice((page - 1) * SALES_PER_PAGE, page * SALES_PER_PAGE)
      const html = renderListingPage(onPage, page, pageCount, '/sheriff-sales/sale/')
      const withSealed = html.replace(
        /href="\/sheriff-sales\/sale\/([\w-]+)"/g,
        (match, saleNumber: string) =>
          sealed.has(saleNumber) ? `href="${FAKE_SITE_DISALLOWED_PREFIX}${saleNumber}"` : match,
      )
      reply(response, 200, withSealed)
      return
    }
    const detail = /^\/sheriff-sales\/(?:sale|sealed)\/([\w-]+)$/.exec(request.path)
    const sale = detail ? sales.find((candidate) => candidate.saleNumber === detail[1]) : undefined
    if (sale) {
      reply(response, 200, renderDetailPage(sale))
      return
    }
    if (request.path === '/slow') {
      await sleep(Number(request.query.get('ms') ?? '3000'))
      reply(response, 200, '<p>finally</p>')
      return
    }
    if (request.path === '/huge') {
      response.writeHead(200, { 'content-type': 'text/html' })
      const chunk = `<p>${'x'.repeat(16 * 1024)}</p>\n`
      for (let i = 0; i < 512 && !response.destroyed; i++) {
        response.write(chunk)
        await sleep(1)
      }
      response.end()
      return
    }
    if (request.path === '/busy') {
      reply(response, 429, '<h1>Slow down</h1>', { 'retry-after': '7' })
      return
    }
    if (request.path === '/moved') {
      reply(response, 302, '', { location: request.query.get('to') ?? '/' })
      return
    }
    reply(response, 404, '<h1>Not found</h1>')
  })
  return { ...server, sales, throttled: () => throttled }
}
