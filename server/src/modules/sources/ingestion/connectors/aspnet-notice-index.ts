/**
 * Connector for a clerk's index of sale notices on an ASP.NET WebForms search page with one PDF
 * per notice (the Harris County, TX Clerk's foreclosure notices, FRCL_R.aspx): for this sale
 * month and the next `monthsAhead`, choose the year (its list posts back and reloads the months),
 * search by sale date, read the grid's rows (notice number and link, sale date, file date, pages)
 * and page through it (`Page$N` postbacks); then fetch each notice not read on an earlier run,
 * one at a time, through the same polite fetch and session, and hand its PDF to the document
 * reader (text layer, OCR for scans, extraction). A notice whose PDF cannot be fetched for a
 * passing reason is left for the next run; one that is refused, is not a PDF or cannot be read is
 * rejected as unreadable, and later runs back off from it (unreadable-records.ts); the others
 * become filings (notice-filing.ts).
 *
 * Parser config (`parsers.fields`): aspnet-notice-config.ts.
 */

import type { NormalizedFiling } from '../../../records'
import type { RejectedRecord } from '../../importers/import-result'
import { createCookieJar } from '../cookie-jar'
import type { AspnetNoticeIndexConfig } from './aspnet-notice-config'
import { saleMonths, searchMonth } from './aspnet-notice-search'
import {
  type ConnectorResult,
  type ConnectorRun,
  fetchPage,
  IngestionConfigError,
  IngestionFetchError,
} from './connector'
import { type IndexedNotice, noticeFiling } from './notice-filing'

const PDF_MAGIC = '%PDF-'
const REFUSALS = new Set(['blocked_robots', 'blocked_tos', 'blocked_address'])

/** One run: the index of every month searched, then the notices not read before (see above). */
export async function runAspnetNoticeIndex(
  config: AspnetNoticeIndexConfig,
  run: ConnectorRun,
  now = new Date(),
): Promise<ConnectorResult> {
  const readNotice = run.readNotice
  if (!readNotice) {
    throw new IngestionConfigError(
      'this source is read from PDFs and this process has no document reader: run it in the server or a worker',
    )
  }
  const session = {
    cookies: createCookieJar(),
    searchUrl: new URL(config.searchUrl, run.baseUrl).toString(),
  }
  const listed = new Map<string, IndexedNotice>()
  const notes: string[] = []
  let pagesFetched = 0
  for (const month of saleMonths(now, config.monthsAhead)) {
    const read = await searchMonth(config, run, session, month)
    pagesFetched += read.requests
    notes.push(...read.notes)
    for (const notice of read.notices)
      if (!listed.has(notice.number)) listed.set(notice.number, notice)
  }
  const known = run.knownRecordIds ? await run.knownRecordIds([...listed.keys()]) : new Set()
  const resting = run.restingRecordIds
    ? await run.restingRecordIds([...listed.keys()].filter((number) => !known.has(number)))
    : new Set()
  const fresh = [...listed.values()].filter(
    (notice) => !known.has(notice.number) && !resting.has(notice.number),
  )
  if (known.size > 0)
    notes.push(`${known.size} notices read on earlier runs were not fetched again`)
  if (resting.size > 0)
    notes.push(
      `${resting.size} notices that could not be read on earlier runs were not fetched again yet`,
    )
  if (fresh.length > config.maxNoticesPerRun) {
    notes.push(`${fresh.length - config.maxNoticesPerRun} new notices wait for the next run`)
  }
  const filings: NormalizedFiling[] = []
  const rejected: RejectedRecord[] = []
  let ocrPages = 0
  const stopAt = Date.now() + config.maxReadMinutes * 60_000
  const batch = fresh.slice(0, config.maxNoticesPerRun)
  for (const [index, notice] of batch.entries()) {
    if (Date.now() > stopAt) {
      notes.push(`${batch.length - index} new notices wait for the next run (time limit)`)
      break
    }
    let bytes: Buffer
    try {
      const page = await fetchPage(run, notice.url, {
        cookies: session.cookies,
        headers: { accept: 'application/pdf' },
      })
      pagesFetched++
      bytes = page.bytes
    } catch (error) {
      if (!(error instanceof IngestionFetchError)) throw error
      // A refusal (robots.txt, the terms, the address guard) holds for every notice: the run stops.
      if (REFUSALS.has(error.failure.outcome)) throw error
      if (error.retryable) {
        notes.push(`${notice.number}: not fetched (${error.message}); tried again next run`)
      } else
        rejected.push({
          sourceRecordId: notice.number,
          reason: `${notice.number}: ${error.message}`,
          unreadable: true,
        })
      continue
    }
    if (bytes.subarray(0, 5).toString('latin1') !== PDF_MAGIC) {
      rejected.push({
        sourceRecordId: notice.number,
        reason: `${notice.number}: not a PDF`,
        unreadable: true,
      })
      continue
    }
    const reading = await readNotice(bytes, { maxPages: config.maxPdfPages })
    if (!reading.ok) {
      rejected.push({
        sourceRecordId: notice.number,
        reason: `${notice.number}: the notice could not be read (${reading.reason})`,
        unreadable: true,
      })
      continue
    }
    ocrPages += reading.ocrPages
    filings.push({
      ...noticeFiling(notice, reading.fields, config.defaults, {
        pages: reading.pages,
        ocrPages: reading.ocrPages,
      }),
      // Its link works only in this session: the notice itself is kept for users to download.
      document: { bytes, mimeType: 'application/pdf' },
    })
  }
  notes.unshift(
    `${listed.size} notices listed, ${fresh.length} new, ${filings.length} read (${ocrPages} pages by OCR)`,
  )
  return { filings, rejected, pagesFetched, cursor: null, notes, listed: listed.size }
}
