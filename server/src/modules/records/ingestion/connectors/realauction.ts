/**
 * Connector for RealAuction county sites (`<county>.realforeclose.com`, `.realtaxdeed.com`):
 * FL foreclosure and tax deed sales, OH sheriff sales, some PA and CO counties.
 *
 * The site's own protocol, as recorded (../shared/data/real/sources/README.md):
 *   1. the calendar page lists the days with auctions;
 *   2. GET `index.cfm?zaction=AUCTION&Zmethod=PREVIEW&AUCTIONDATE=MM/DD/YYYY` opens that day
 *      and sets the session cookie;
 *   3. on the same cookies, GET `index.cfm?zaction=AUCTION&Zmethod=UPDATE&FNC=LOAD&AREA=W&
 *      PageDir=0&doR=1&tx=<ms>&bypassPage=1` answers JSON `{ retHTML, rlist }`: the day's
 *      'Auctions Waiting' items as token-compressed HTML (`@A` = `<div class="`, ...; the token
 *      table of the site's /CORE/System/JS/auction.js), `rlist` the item ids.
 * Each `AUCTION_ITEM` holds a `table.ad_tab` of label/value rows (`th`/`td` on PA templates,
 * `td.AD_LBL`/`td.AD_DTA` on FL ones); the row after 'Property Address' has no label and holds
 * 'CITY, ZIP' (FL: 'CITY, FL- ZIP'). Items are read with cheerio into a record keyed by the
 * label (lower case, '_' for anything else: 'final_judgment_amount', 'parcel_id'), plus
 * `city`, `state`, `zip`, `auction_date`, `aid`, `status_message` (the item's status panel:
 * 'Canceled per ...', a sold-to line) and `sale_status`, then mapped like every connector.
 */
import { z } from 'zod'
import type { NormalizedFiling, RejectedRecord } from '../../importers/normalized-filing'
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
      const status = item
        .find('.ASTAT_MSGB, .ASTAT_MSG_SOLDTO_MSG')
        .toArray()
        .map((node) => textOf($(node)).trim())
        .filter(Boolean)
        .join(' ')
      if (status) record.status_message = status
      // Items under 'Auctions Waiting' are scheduled unless their panel says otherwise.
      record.sale_status = /cancel/i.test(status)
        ? 'cancelled'
        : /sold/i.test(status)
          ? 'sold'
          : 'scheduled'
      return record
    })
}

/** The auction days of the calendar page, as MM/DD/YYYY, in page order. */
function readCalendar(config: RealAuctionConfig, html: string): string[] {
  const $ = loadHtml(html)
  const days = $(config.calendarDaySelector)
    .toArray()
    .map((element) => $(element).attr(config.calendarDayAttribute)?.trim() ?? '')
    .filter((day) => /^\d{2}\/\d{2}\/\d{4}$/.test(day))
  return [...new Set(days)].slice(0, config.maxDates)
}

const updateUrl = (base: string) =>
  new URL(
    `/index.cfm?zaction=AUCTION&Zmethod=UPDATE&FNC=LOAD&AREA=W&PageDir=0&doR=1&tx=${Date.now()}&bypassPage=1`,
    base,
  ).toString()

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
  for (const day of days) {
    const preview = new URL(
      `/index.cfm?zaction=AUCTION&Zmethod=PREVIEW&AUCTIONDATE=${day}`,
      run.baseUrl,
    ).toString()
    await fetchPage(run, preview, { cookies })
    const update = await fetchPage(run, updateUrl(run.baseUrl), {
      cookies,
      headers: { accept: 'application/json, text/javascript, */*; q=0.01' },
    })
    pagesFetched += 2
    let body: unknown
    try {
      body = JSON.parse(update.body)
    } catch {
      throw new IngestionConfigError(`${update.finalUrl} did not answer JSON for ${day}`)
    }
    const retHtml = (body as { retHTML?: unknown } | null)?.retHTML
    if (typeof retHtml !== 'string') {
      throw new IngestionConfigError(`${update.finalUrl} answered no retHTML for ${day}`)
    }
    for (const record of readAuctionItems(expandAuctionTokens(retHtml), day)) {
      position++
      const mapped = mapConnectorRecord(record, position, config.mapping)
      if (isRejected(mapped)) rejected.push(mapped)
      else filings.push(mapped)
    }
  }
  return { filings, rejected, pagesFetched, cursor: null, notes }
}
