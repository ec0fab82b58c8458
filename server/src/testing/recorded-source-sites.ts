/**
 * Loopback sites that answer with the recorded real responses of ../shared/data/real/sources
 * (see its README.md), for the catalogue presets' tests. Each site serves a robots.txt (with a
 * Crawl-delay), answers 429 with Retry-After to page requests closer together than it allows
 * (or to the first ones, when asked),
 * and keeps the session rules of the real site (RealAuction's item list and CivilView's detail
 * pages answer only with the cookie the previous page set). Where the recording is a parsed
 * export rather than the page (CivilView), the page is rendered from the recorded values in the
 * layout public scrapers read; that markup is an assumption, the values are real.
 */
import type { ServerResponse } from 'node:http'
import {
  type FakeServer,
  type RecordedRequest,
  reply,
  startRecordingServer,
} from './fake-county-server'
import { readRealFile } from './real-data'

export interface RecordedSiteOptions {
  robots: string
  /** Page requests closer together than this get 429 + Retry-After: 1 (0: off). */
  minIntervalMs?: number
  /** The first this many page requests get 429 + Retry-After: 1 whatever their timing. */
  busyFirst?: number
  route: (request: RecordedRequest, response: ServerResponse) => void
}

export interface RecordedSite extends FakeServer {
  throttled(): number
}

/** A site with robots.txt, a rate limit and the given routes. */
export async function startRecordedSite(options: RecordedSiteOptions): Promise<RecordedSite> {
  let lastPageAt = 0
  let throttled = 0
  const server = await startRecordingServer((request, response) => {
    if (request.path === '/robots.txt') {
      reply(response, 200, options.robots, { 'content-type': 'text/plain' })
      return
    }
    const now = Date.now()
    const busy = throttled < (options.busyFirst ?? 0)
    if (busy || (options.minIntervalMs && now - lastPageAt < options.minIntervalMs)) {
      throttled++
      reply(response, 429, 'Too Many Requests', { 'retry-after': '1' })
      return
    }
    lastPageAt = now
    options.route(request, response)
  })
  return { ...server, throttled: () => throttled }
}

const SESSION_COOKIE = 'CFID=4711; Path=/; HttpOnly'

function hasSession(request: RecordedRequest): boolean {
  return /\bCFID=4711\b/.test(String(request.headers.cookie ?? ''))
}

/**
 * A RealAuction county site with one auction day: the calendar (written for the test: no
 * calendar page was recorded; `stated` puts the day's count in a `.CALSCH` span as public
 * scrapers read it), the day's PREVIEW page (sets the session cookie) and the UPDATE answers:
 * `updatePages` (or the one `updateBody`) when the session cookie comes with it, a redirect to
 * the home page otherwise, as the site does. Paging as public scrapers describe it: the session
 * holds a page cursor; `PageDir=0` / `doR=1` puts it on the first page, `PageDir=1` moves it on,
 * and past the last page the last page is answered again. `ignorePageDir` answers the first
 * page whatever is asked (a site a connector must not loop on).
 */
export function startRealAuctionSite(options: {
  day: string
  updateBody?: string
  updatePages?: readonly string[]
  stated?: number
  ignorePageDir?: boolean
  robots?: string
  minIntervalMs?: number
  busyFirst?: number
}): Promise<RecordedSite> {
  const pages =
    options.updatePages ?? (options.updateBody === undefined ? [] : [options.updateBody])
  if (pages.length === 0) throw new Error('startRealAuctionSite: no UPDATE answer given')
  let cursor = 0
  const count =
    options.stated === undefined
      ? ''
      : ` <span class="CALACT">${options.stated}</span> / <span class="CALSCH">${options.stated}</span> FC`
  return startRecordedSite({
    robots: options.robots ?? 'User-agent: *\nDisallow: /admin/\nCrawl-delay: 0.2\n',
    minIntervalMs: options.minIntervalMs,
    busyFirst: options.busyFirst,
    route(request, response) {
      const action = `${request.query.get('zaction') ?? ''}/${request.query.get('zmethod') ?? request.query.get('Zmethod') ?? ''}`
      if (action.toUpperCase() === 'USER/CALENDAR') {
        reply(
          response,
          200,
          `<html><body><div class="CALDAYBOX"><div class="CALBOX CALW5" role="link" dayid="${options.day}"><span class="CALTEXT">Foreclosure${count}</span></div></div></body></html>`,
        )
        return
      }
      if (action.toUpperCase() === 'AUCTION/PREVIEW') {
        if (request.query.get('AUCTIONDATE') !== options.day) {
          reply(response, 200, '<html><body>No auctions</body></html>')
          return
        }
        cursor = 0
        reply(response, 200, '<html><body><div id="Area_W"></div></body></html>', {
          'set-cookie': SESSION_COOKIE,
        })
        return
      }
      if (action.toUpperCase() === 'AUCTION/UPDATE' && request.query.get('AREA') === 'W') {
        if (!hasSession(request)) {
          reply(response, 302, '', { location: '/index.cfm' })
          return
        }
        if (options.ignorePageDir || request.query.get('doR') === '1') cursor = 0
        else if (request.query.get('PageDir') === '1')
          cursor = Math.min(cursor + 1, pages.length - 1)
        reply(response, 200, pages[cursor]!, { 'content-type': 'application/json' })
        return
      }
      reply(response, 404, 'Not found')
    },
  })
}

/** One CivilView sale, in the values the recordings hold. */
export interface CivilViewSale {
  propertyId: string
  sheriff: string
  saleDate: string
  plaintiff: string
  defendant: string
  /** One line, as the listing shows it. */
  address: string
  /** Detail page: label -> value ('Court Case #', 'Approx. Judgment*'...). */
  details: Record<string, string>
  /** Detail page address lines (street, 'City ST ZIP'), joined by <br/>. */
  addressLines?: string[]
  /** [status, date] newest first. */
  statusHistory?: [string, string][]
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function renderCivilViewListing(sales: readonly CivilViewSale[]): string {
  const rows = sales
    .map(
      (sale) =>
        `<tr><td class="hidden-print"><a href="/Sales/SaleDetails?PropertyId=${sale.propertyId}">Details</a></td><td>${escapeHtml(sale.sheriff)}</td><td>${escapeHtml(sale.saleDate)}</td><td>${escapeHtml(sale.plaintiff)}</td><td>${escapeHtml(sale.defendant)}</td><td>${escapeHtml(sale.address)}</td></tr>`,
    )
    .join('\n')
  return `<html><body><table class="table table-striped"><tr><th></th><th>Sheriff #</th><th>Sales Date</th><th>Plaintiff</th><th>Defendant</th><th>Address</th></tr>\n${rows}\n</table></body></html>`
}

function renderCivilViewDetail(sale: CivilViewSale): string {
  const address = (sale.addressLines ?? [sale.address]).map(escapeHtml).join('<br/>')
  const info = [
    ['Sheriff # :', escapeHtml(sale.sheriff)],
    ...Object.entries(sale.details).map(([label, value]) => [`${label} :`, escapeHtml(value)]),
    ['Address :', address],
  ]
    .map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`)
    .join('\n')
  const history = (sale.statusHistory ?? [])
    .map(([status, date]) => `<tr><td>${escapeHtml(status)}</td><td>${escapeHtml(date)}</td></tr>`)
    .join('\n')
  return `<html><body><table class="table table-striped">\n${info}\n</table>
<table class="table table-striped"><tr><th>Status</th><th>Date</th></tr>\n${history}\n</table></body></html>`
}

/**
 * A CivilView county listing with detail pages that need the listing's session cookie. `sales`
 * may be a function: each request reads what it gives then (a replay that changes over time).
 */
export function startCivilViewSite(options: {
  countyId: number
  sales: readonly CivilViewSale[] | (() => readonly CivilViewSale[])
  minIntervalMs?: number
}): Promise<RecordedSite> {
  const salesNow = () => (typeof options.sales === 'function' ? options.sales() : options.sales)
  return startRecordedSite({
    robots: 'User-agent: *\nDisallow: /Admin/\nCrawl-delay: 0.1\n',
    minIntervalMs: options.minIntervalMs,
    route(request, response) {
      if (
        request.path === '/Sales/SalesSearch' &&
        request.query.get('countyId') === String(options.countyId)
      ) {
        reply(response, 200, renderCivilViewListing(salesNow()), {
          'set-cookie': SESSION_COOKIE,
        })
        return
      }
      if (request.path === '/Sales/SaleDetails') {
        if (!hasSession(request)) {
          reply(response, 302, '', { location: '/' })
          return
        }
        const sale = salesNow().find(
          (candidate) => candidate.propertyId === request.query.get('PropertyId'),
        )
        if (sale) reply(response, 200, renderCivilViewDetail(sale))
        else reply(response, 404, 'Not found')
        return
      }
      reply(response, 404, 'Not found')
    },
  })
}

interface AtlanticRecord {
  property_id: string
  listing_details: Record<string, string>
  sanitized: { address: string; city: string; zip_code: string }
  status_history: string[]
}

/**
 * Atlantic County sales of ../shared/data/real/nj_atlantic_sheriff_sales_2019-01-02.json (by
 * index), with their detail values and status history as recorded.
 */
export function atlanticCivilViewSales(indexes: number[]): CivilViewSale[] {
  const records = JSON.parse(
    readRealFile('nj_atlantic_sheriff_sales_2019-01-02.json'),
  ) as AtlanticRecord[]
  return indexes.map((index) => {
    const record = records[index]!
    const details = record.listing_details
    // The recording glued the detail page's two address lines; split before the city line.
    const cityLine = `${record.sanitized.city} ${record.sanitized.zip_code}`
    const street = details.address!.endsWith(cityLine)
      ? details.address!.slice(0, -cityLine.length)
      : details.address!
    const history: [string, string][] = []
    for (let i = 0; i + 1 < record.status_history.length; i += 2) {
      history.push([record.status_history[i]!, record.status_history[i + 1]!])
    }
    return {
      propertyId: record.property_id,
      sheriff: details.sheriff!,
      saleDate: details.sale_date!,
      plaintiff: details.plaintiff!,
      defendant: details.defendant!,
      address: details.address!,
      addressLines: [street, cityLine],
      details: {
        'Court Case #': details.court_case!,
        'Sales Date': details.sale_date!,
        Plaintiff: details.plaintiff!,
        Defendant: details.defendant!,
        Attorney: details.attorney!,
        'Approx. Judgment*': details.judgment!,
      },
      statusHistory: history,
    }
  })
}
