/**
 * Connector for RealAuction county sites (`<county>.realforeclose.com`, `.realtaxdeed.com`):
 * FL foreclosure and tax deed sales, OH sheriff sales, some PA and CO counties.
 *
 * The site's own protocol, as recorded (../shared/data/real/sources/README.md):
 *   1. the calendar page lists the days with auctions;
 *   2. GET `index.cfm?zaction=AUCTION&Zmethod=PREVIEW&AUCTIONDATE=MM/DD/YYYY` opens that day
 *      and sets the session cookie;
 *   3. on the same cookies, GET `index.cfm?zaction=AUCTION&Zmethod=UPDATE&FNC=LOAD&AREA=W&
 *      PageDir=0&doR=1&tx=<ms>&bypassPage=1` answers JSON `{ retHTML, rlist }`: the first page
 *      of the day's 'Auctions Waiting' items as token-compressed HTML (`@A` = `<div class="`,
 *      ...; the token table of the site's /CORE/System/JS/auction.js), `rlist` the item ids;
 *   4. the next pages: the same GET with `PageDir=1&doR=0`; the session holds the page
 *      cursor, so pages are read in order on one cookie jar. Public scrapers agree on that
 *      much (docs/decisions/0031, "RealAuction paging"); they disagree on how the end shows,
 *      so a day's paging stops at whichever comes first: an empty `rlist`, a page whose ids
 *      are all ids already read (the last page answered again, or the first after a reset),
 *      the calendar's stated count of the day's items (`.CALSCH`) reached, or `maxPagesPerDay`
 *      (a note says the day was cut short). It never asks for a page it cannot tell apart.
 * Each `AUCTION_ITEM` holds a `table.ad_tab` of label/value rows (`th`/`td` on PA templates,
 * `td.AD_LBL`/`td.AD_DTA` on FL ones); the row after 'Property Address' has no label and holds
 * 'CITY, ZIP' (FL: 'CITY, FL- ZIP'). Items are read with cheerio into a record keyed by the
 * label (lower case, '_' for anything else: 'final_judgment_amount', 'parcel_id'), plus
 * `city`, `state`, `zip`, `auction_date`, `aid`, `status_message` (the item's status panel:
 * 'Auction Status Canceled per County', 'Auction Sold ... Sold To Plaintiff'), `sale_status`
 * and `case_outcome` ('redeemed', 'reo': text/sale-status.ts), then mapped like every connector.
 */
import { z } from 'zod'
import { normalizeCaseOutcome, normalizeSaleStatus } from '../../../../text/sale-status'
import type { NormalizedFiling } from '../../../records'
import type { RejectedRecord } from '../../importers/import-result'
import { createCookieJar } from '../cookie-jar'
import { loadHtml, textOf } from '../html/html-document'
import { cssSelector } from '../html/html-fields'
import {
  type ConnectorResult,
  type ConnectorRun,
  fetchPage,
  IngestionConfigError,
} from './connector'
import { connectorMappingInput, isRejected, mapConnectorRecord } from './record-mapping'

/** The 'realauction' parser config. */
export const realAuctionConfig = z.strictObject({
  connector: z.literal('realauction'),
  calendarUrl: z.string().trim().min(1).default('/index.cfm?zaction=USER&zmethod=CALENDAR'),
  /** An element per auction day on the calendar page, and the attribute holding its date. */
  calendarDaySelector: cssSelector.default('div.CALBOX[dayid]'),
  calendarDayAttribute: z.string().trim().min(1).default('dayid'),
  /** Days read per run, from the calendar's first (the site lists the coming weeks). */
  maxDates: z.number().int().min(1).max(60).default(20),
  /**
   * Inside a day's element: the stated number of the day's scheduled items ('5' of
   * `<span class="CALSCH">5</span>`); paging stops once that many were read. No match: no stop.
   */
  calendarCountSelector: cssSelector.default('.CALSCH'),
  /** Item pages read per day at most (public scrapers see about ten items a page). */
  maxPagesPerDay: z.number().int().min(1).max(100).default(30),
  mapping: connectorMappingInput,
})
export type RealAuctionConfig = z.infer<typeof realAuctionConfig>

/** The site's compression tokens (auction.js), expanded before the HTML is parsed. */
const TOKENS: readonly [string, string][] = [
  ['@A', '<div class="'],
  ['@B', '</div>'],
  ['@C', ' class="'],
  ['@D', '<div>'],
  ['@E', 'AUCTION'],
  ['@F', '</td><td'],
  ['@G', '</td></tr>'],
  // The README's table says '<tr><td'; the recorded '@Htabindex="0"' needs the blank after it.
  ['@H', '<tr><td '],
  ['@I', 'table'],
  ['@J', 'p_back="NextCheck='],
  ['@K', 'style="Display:none"'],
  ['@L', '/index.cfm?zaction=auction&zmethod=details&AID='],
]

/** Expands the tokens of a `retHTML` (plain HTML passes unchanged). */
export function expandAuctionTokens(compressed: string): string {
  return TOKENS.reduce((html, [token, text]) => html.replaceAll(token, text), compressed)
}

const labelKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')

/** 'HOLIDAY, 34691', 'ST PETERSBURG, FL- 33713', 'FREEPORT, 16229'. */
const CITY_LINE = /^(.*?),\s*(?:([A-Z]{2})\s*-?\s*)?(\d{5})(?:-\d{4})?\s*$/

/** The items of one expanded `retHTML`, as records keyed by label. */
export function readAuctionItems(html: string, auctionDate: string): Record<string, string>[] {
  const $ = loadHtml(html)
  return $('div.AUCTION_ITEM')
    .toArray()
    .map((element) => {
      const item = $(element)
      const record: Record<string, string> = { auction_date: auctionDate }
      const aid = item.attr('aid')
      if (aid) record.aid = aid
      let previous = ''
      for (const row of item.find('table.ad_tab tr').toArray()) {
        const cells = $(row).children('th, td')
        if (cells.length < 2) continue
        const label = labelKey(textOf(cells.first()))
        const value = textOf(cells.last()).trim()
        if (label === '' && previous === 'property_address') {
          const city = CITY_LINE.exec(value)
          if (city) {
            record.city = city[1]!.trim()
            if (city[2]) record.state = city[2]
            record.zip = city[3]!
          } else record.city_line = value
          continue
        }
        if (label === '') continue
        record[label] = value
        previous = label
      }
      // 'Case #' ends in the number of prior sales on PA templates: '2025-30042 (0)'.
      if (record.case) record.case = record.case.replace(/\s*\(\d+\)\s*$/, '')
      // The status panel, labels and values in page order: 'Auction Status Canceled per
      // County', 'Auction Status Redeemed', 'Auction Sold <time> Amount $n Sold To Plaintiff'.
      const status = item
        .find('.ASTAT_LBL, .Astat_DATA')
        .toArray()
        .map((node) => textOf($(node)).trim())
        .filter(Boolean)
        .join(' ')
      if (status) record.status_message = status
      // Items under 'Auctions Waiting' are scheduled unless their panel says otherwise.
      record.sale_status = normalizeSaleStatus(status) ?? 'scheduled'
      const outcome = normalizeCaseOutcome(status)
      if (outcome) record.case_outcome = outcome
      return record
    })
}

interface CalendarDay {
  /** MM/DD/YYYY */
  day: string
  /** The day's scheduled items as the calendar states them, when it does. */
  stated: number | null
}

/** The auction days of the calendar page, in page order, with their stated item counts. */
function readCalendar(config: RealAuctionConfig, html: string): CalendarDay[] {
  const $ = loadHtml(html)
  const days = new Map<string, CalendarDay>()
  for (const element of $(config.calendarDaySelector).toArray()) {
    const day = $(element).attr(config.calendarDayAttribute)?.trim() ?? ''
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(day) || days.has(day)) continue
    const count = textOf($(element).find(config.calendarCountSelector).first()).trim()
    days.set(day, { day, stated: /^\d+$/.test(count) ? Number(count) : null })
  }
  return [...days.values()].slice(0, config.maxDates)
}

/** The first page (PageDir=0, doR=1: the session's cursor reset) or the next (PageDir=1, doR=0). */
const updateUrl = (base: string, next: boolean) =>
  new URL(
    `/index.cfm?zaction=AUCTION&Zmethod=UPDATE&FNC=LOAD&AREA=W&PageDir=${next ? 1 : 0}&doR=${next ? 0 : 1}&tx=${Date.now()}&bypassPage=1`,
    base,
  ).toString()

/** One UPDATE answer: its expanded items HTML and its item ids. */
function readUpdate(body: string, url: string, day: string): { html: string; ids: string[] } {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    throw new IngestionConfigError(`${url} did not answer JSON for ${day}`)
  }
  const answer = parsed as { retHTML?: unknown; rlist?: unknown } | null
  if (typeof answer?.retHTML !== 'string') {
    throw new IngestionConfigError(`${url} answered no retHTML for ${day}`)
  }
  const html = expandAuctionTokens(answer.retHTML)
  const rlist = typeof answer.rlist === 'string' ? answer.rlist : ''
  let ids = rlist
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  // No rlist (no recording lacks it): the items' own ids stand in.
  if (ids.length === 0)
    ids = readAuctionItems(html, day).flatMap((item) => (item.aid ? [item.aid] : []))
  return { html, ids }
}

/** Reads the calendar, then each day's waiting items, into normalized filings. */
export async function runRealAuction(
  config: RealAuctionConfig,
  run: ConnectorRun,
): Promise<ConnectorResult> {
  const cookies = createCookieJar()
  const filings: NormalizedFiling[] = []
  const rejected: RejectedRecord[] = []
  const notes: string[] = []
  let pagesFetched = 0
  const calendar = await fetchPage(run, new URL(config.calendarUrl, run.baseUrl).toString(), {
    cookies,
  })
  pagesFetched++
  const days = readCalendar(config, calendar.body)
  if (days.length === 0) notes.push('the calendar lists no auction days')
  let position = 0
  for (const { day, stated } of days) {
    const preview = new URL(
      `/index.cfm?zaction=AUCTION&Zmethod=PREVIEW&AUCTIONDATE=${day}`,
      run.baseUrl,
    ).toString()
    await fetchPage(run, preview, { cookies })
    pagesFetched++
    const seen = new Set<string>()
    for (let page = 0; ; page++) {
      if (page >= config.maxPagesPerDay) {
        notes.push(
          `${day}: stopped after ${config.maxPagesPerDay} pages (${seen.size} items${stated === null ? '' : ` of ${stated} stated`}); the rest of the day, if any, is not read`,
        )
        break
      }
      const update = await fetchPage(run, updateUrl(run.baseUrl, page > 0), {
        cookies,
        headers: { accept: 'application/json, text/javascript, */*; q=0.01' },
      })
      pagesFetched++
      const { html, ids } = readUpdate(update.body, update.finalUrl, day)
      const fresh = ids.filter((id) => !seen.has(id))
      // No ids, or only ids already read: the site answered the last (or first) page again.
      if (fresh.length === 0) break
      const readBefore = new Set(seen)
      for (const id of fresh) seen.add(id)
      for (const record of readAuctionItems(html, day)) {
        // A page repeating some items of an earlier one: each item is read once.
        if (record.aid && readBefore.has(record.aid)) continue
        position++
        const mapped = mapConnectorRecord(record, position, config.mapping)
        if (isRejected(mapped)) rejected.push(mapped)
        else filings.push(mapped)
      }
      if (stated !== null && seen.size >= stated) break
    }
  }
  return { filings, rejected, pagesFetched, cursor: null, notes }
}
