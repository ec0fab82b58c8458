/**
 * Connector for a county's HTML listing (sheriff sales, clerk filings): the 'selector' parser
 * strategy. It walks the listing from `startUrl` through its 'next' links, reads each row's
 * fields and detail link, fetches the detail page and reads its fields, then maps the merged
 * record (listing fields, detail fields, `detailUrl`, `listingUrl`) with the parser's mapping.
 *
 * Pages are parsed and queried with cheerio (html/html-document.ts); a selector may be any CSS
 * selector cheerio runs, except the ones that can never match a fetched page (:hover...).
 *
 * Parser config (`parsers.fields`):
 *   { connector: 'html-listing', startUrl: '/sheriff-sales',
 *     rowSelector: 'table#sale-list tbody tr', detailLinkSelector: 'td.case a',
 *     nextPageSelector: 'a.next', maxPages: 50,
 *     listingFields: { caseNumber: 'td:nth-child(2)' },
 *     detailFields: { defendant: '.defendant', filed: { label: 'Filed' },
 *                     address: { selector: 'td.address', separator: ', ' } },
 *     mapping: { defaults: { state: 'OH', ... }, fields: { defendantName: { column: 'defendant',
 *                transform: 'names-last-first' }, address: 'address', documentUrl: 'detailUrl' } } }
 */
import { z } from 'zod'
import type { NormalizedFiling } from '../../../records'
import type { RejectedRecord } from '../../importers/import-result'
import { createCookieJar } from '../cookie-jar'
import { loadHtml } from '../html/html-document'
import { cssSelector, extractFields, htmlFieldSpec } from '../html/html-fields'
import {
  type ConnectorResult,
  type ConnectorRun,
  fetchPage,
  IngestionFetchError,
} from './connector'
import { connectorMappingInput, isRejected, mapConnectorRecord } from './record-mapping'

const selector = cssSelector

/** The 'html-listing' parser config (see the file comment for an example). */
export const htmlListingConfig = z.strictObject({
  connector: z.literal('html-listing'),
  /** Absolute, or relative to the source's base URL. */
  startUrl: z.string().trim().min(1),
  rowSelector: selector,
  /** Element in a row whose href is the detail page (optional). */
  detailLinkSelector: selector.optional(),
  /** Element whose href is the next listing page (optional: one page). */
  nextPageSelector: selector.optional(),
  maxPages: z.number().int().min(1).max(500).default(50),
  listingFields: z.record(z.string(), htmlFieldSpec).default({}),
  detailFields: z.record(z.string(), htmlFieldSpec).default({}),
  mapping: connectorMappingInput,
})
export type HtmlListingConfig = z.infer<typeof htmlListingConfig>

interface ListingRow {
  record: Record<string, unknown>
  detailUrl: string | null
}

/** The rows of one listing page and the URL of the next page, if any. */
function readListingPage(
  config: HtmlListingConfig,
  html: string,
  pageUrl: string,
): { rows: ListingRow[]; next: string | null } {
  const $ = loadHtml(html)
  const absolute = (href: string | undefined) => {
    if (!href || href.startsWith('#') || /^(?:javascript|mailto):/i.test(href)) return null
    try {
      return new URL(href, pageUrl).toString()
    } catch {
      return null
    }
  }
  const rows = $.root()
    .find(config.rowSelector)
    .toArray()
    .map((element) => {
      const row = $(element)
      const link = config.detailLinkSelector ? row.find(config.detailLinkSelector).first() : null
      const detailUrl = absolute(link?.attr('href'))
      return {
        record: { ...extractFields(row, config.listingFields), listingUrl: pageUrl, detailUrl },
        detailUrl,
      }
    })
  const nextLink = config.nextPageSelector ? $.root().find(config.nextPageSelector).first() : null
  return { rows, next: absolute(nextLink?.attr('href')) }
}

/** Reads the whole listing and its detail pages into normalized filings. */
export async function runHtmlListing(
  config: HtmlListingConfig,
  run: ConnectorRun,
): Promise<ConnectorResult> {
  const filings: NormalizedFiling[] = []
  const rejected: RejectedRecord[] = []
  const notes: string[] = []
  const wantsDetails = Object.keys(config.detailFields).length > 0
  const visited = new Set<string>()
  // Session sites (CivilView) answer detail pages only with the listing's cookies.
  const cookies = createCookieJar()
  let pagesFetched = 0
  let position = 0
  let url: string | null = new URL(config.startUrl, run.baseUrl).toString()

  while (url && !visited.has(url) && visited.size < config.maxPages) {
    visited.add(url)
    const page = await fetchPage(run, url, { cookies })
    pagesFetched++
    const { rows, next } = readListingPage(config, page.body, page.finalUrl)
    for (const row of rows) {
      position++
      let record = row.record
      if (wantsDetails && row.detailUrl) {
        try {
          const detail = await fetchPage(run, row.detailUrl, { cookies })
          pagesFetched++
          record = {
            ...record,
            ...withoutBlanks(extractFields(loadHtml(detail.body).root(), config.detailFields)),
          }
        } catch (error) {
          if (!(error instanceof IngestionFetchError) || error.retryable) throw error
          notes.push(`detail page ${row.detailUrl} skipped: ${error.message}`)
        }
      }
      const mapped = mapConnectorRecord(record, position, config.mapping)
      if (isRejected(mapped)) rejected.push(mapped)
      else filings.push(mapped)
    }
    url = next
  }
  if (url && !visited.has(url)) notes.push(`stopped after ${config.maxPages} listing pages`)
  return { filings, rejected, pagesFetched, cursor: null, notes }
}

/** Detail fields override listing fields only where the detail page has a value. */
function withoutBlanks(record: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== null),
  )
}
