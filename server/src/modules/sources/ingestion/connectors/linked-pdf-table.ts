/**
 * Connector for a sale list a county publishes as a PDF table linked from a web page (the
 * Montgomery County, PA Tax Claim Bureau's upset sale list): it reads the page, follows the link
 * whose label matches `linkLabel` (the newest year when several do), and when that link opens a
 * document viewer instead of the PDF, reads the PDF's address from the viewer's script JSON
 * (`"url": "...pdf"`); then it reads the PDF's table (pdf-table.ts) and maps each row with the
 * parser's mapping, as a file import of the same rows would.
 *
 * Parser config (`parsers.fields`):
 *   { connector: 'linked-pdf-table', pageUrl: '/2331/Upset-Sale',
 *     linkLabel: '^(\\d{4}) Sale List$',
 *     columns: ['Municipality', 'Sale Number', ...], keyColumn: 'Sale Number',
 *     keyPattern: '^U\\d{2}-\\d{4}$', maxPages: 60, mapping: { defaults, fields } }
 */
import { z } from 'zod'
import type { NormalizedFiling } from '../../../records'
import type { RejectedRecord } from '../../importers/import-result'
import { loadHtml } from '../html/html-document'
import { regexPattern } from '../html/html-fields'
import {
  type ConnectorResult,
  type ConnectorRun,
  fetchPage,
  IngestionConfigError,
} from './connector'
import { readPdfTable } from './pdf-table'
import { connectorMappingInput, isRejected, mapConnectorRecord } from './record-mapping'

export const linkedPdfTableConfig = z.strictObject({
  connector: z.literal('linked-pdf-table'),
  /** The page that links the list; absolute, or relative to the source's base URL. */
  pageUrl: z.string().trim().min(1),
  /** Matched against each link's aria-label, else its text; a captured number ranks matches. */
  linkLabel: regexPattern,
  columns: z.array(z.string().min(1)).min(2),
  keyColumn: z.string().min(1),
  keyPattern: regexPattern,
  maxPages: z.number().int().min(1).max(500).default(60),
  mapping: connectorMappingInput,
})
export type LinkedPdfTableConfig = z.infer<typeof linkedPdfTableConfig>

const PDF_MAGIC = '%PDF-'
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString() === PDF_MAGIC

/** The href of the matching link with the highest captured number (else the first), or null. */
export function findListLink(html: string, label: string, pageUrl: string): string | null {
  const $ = loadHtml(html)
  const wanted = new RegExp(label)
  let best: { href: string; rank: number } | null = null
  for (const element of $('a[href]').toArray()) {
    const link = $(element)
    const name = (link.attr('aria-label') ?? link.text()).replace(/\s+/g, ' ').trim()
    const match = wanted.exec(name)
    if (!match) continue
    const rank = Number(match[1] ?? 0) || 0
    if (!best || rank > best.rank) best = { href: link.attr('href') ?? '', rank }
  }
  return best ? new URL(best.href, pageUrl).toString() : null
}

/** The PDF address a document viewer page holds in its script JSON (`"url": "...pdf"`), or null. */
export function pdfUrlInViewer(html: string, viewerUrl: string): string | null {
  const $ = loadHtml(html)
  for (const element of $('script').toArray()) {
    const text = $(element).text().trim()
    if (!text.startsWith('{')) continue
    try {
      const data = JSON.parse(text) as { url?: unknown }
      if (typeof data.url === 'string' && /\.pdf(?:$|[?#])/i.test(data.url)) {
        return new URL(data.url, viewerUrl).toString()
      }
    } catch {
      // Not JSON: another script.
    }
  }
  return null
}

export async function runLinkedPdfTable(
  config: LinkedPdfTableConfig,
  run: ConnectorRun,
): Promise<ConnectorResult> {
  const page = await fetchPage(run, new URL(config.pageUrl, run.baseUrl).toString())
  const linkUrl = findListLink(page.body, config.linkLabel, page.finalUrl)
  if (!linkUrl) {
    throw new IngestionConfigError(
      `no link labelled /${config.linkLabel}/ on ${page.finalUrl}: the page changed, or the list is not published yet`,
    )
  }
  const accept = { accept: 'application/pdf,text/html;q=0.9' }
  let document = await fetchPage(run, linkUrl, { headers: accept })
  let pagesFetched = 2
  if (!isPdf(document.bytes)) {
    const pdfUrl = pdfUrlInViewer(document.body, document.finalUrl)
    if (!pdfUrl) {
      throw new IngestionConfigError(`${linkUrl} is neither a PDF nor a viewer naming one`)
    }
    document = await fetchPage(run, pdfUrl, { headers: accept })
    pagesFetched++
    if (!isPdf(document.bytes)) throw new IngestionConfigError(`${pdfUrl} is not a PDF`)
  }
  const table = await readPdfTable(document.bytes, {
    columns: config.columns,
    keyColumn: config.keyColumn,
    keyPattern: new RegExp(config.keyPattern),
    maxPages: config.maxPages,
  })
  const filings: NormalizedFiling[] = []
  const rejected: RejectedRecord[] = []
  table.rows.forEach((row, index) => {
    const mapped = mapConnectorRecord(
      { ...row, listUrl: document.finalUrl },
      index + 1,
      config.mapping,
    )
    if (isRejected(mapped)) rejected.push(mapped)
    else filings.push(mapped)
  })
  const notes = [`${document.finalUrl}: ${table.rows.length} rows on ${table.pages} pages`]
  if (table.pages > config.maxPages) notes.push(`read the first ${config.maxPages} pages only`)
  return { filings, rejected, pagesFetched, cursor: null, notes }
}
