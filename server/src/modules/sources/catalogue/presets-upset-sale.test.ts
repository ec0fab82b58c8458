/**
 * The Montgomery County, PA upset (tax) sale preset against a loopback site serving the recorded
 * Upset Sale page (its link buttons) and archival viewer (its script JSON), with robots.txt and a
 * rate limit. The recording holds the list's rows as a table extractor read them, not the PDF:
 * the PDF served here is laid out from those recorded rows (header on page 1 only, wrapped cells
 * on the line below, a title and a page footer), so the values are real and the geometry is
 * this test's. The viewer's PDF address is pointed at the loopback host, its path kept.
 */
import type { ServerResponse } from 'node:http'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reply } from '../../../testing/fake-county-server'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { startRecordedSite } from '../../../testing/recorded-source-sites'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { parseCsv } from '../importers/csv-parser'
import { findListLink, pdfUrlInViewer } from '../ingestion/connectors/linked-pdf-table'
import { tosVerdict } from '../ingestion/tos-policy'
import { runPresetOnLoopback } from '../testing/preset-test-support'
import { paMontgomeryUpsetSale } from './presets-licensed'
import { reviewSource } from './source-operations.service'

const PAGE = 'sources/pa_montgomery_upset_sale_page_links_2026.html'
const VIEWER = 'sources/pa_montgomery_upset_sale_archival_viewer_2026-08.html'
const ROWS = 'sources/pa_montgomery_upset_sale_list_pdf_table_rows_2026-08-07.csv'
const PDF_PATH = '/files/2026-08/2026%20Upset%20Sale%20List%208.07.26.pdf'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})

/** A landscape PDF of the recorded rows: `perPage` rows a page, the header on page 1 only. */
async function listPdf(rows: Record<string, string>[], perPage: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const size = 8
  const columns = ['Municipality', 'Sale Number', 'Parcel', 'BOA Owner Name', 'BOA: Location']
  const left = [30, 140, 210, 310, 500]
  const priceRight = 760
  const pages = Math.ceil(rows.length / perPage)
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([792, 612])
    let y = 580
    if (p === 0) {
      page.drawText('2026 UPSET SALE LIST', { x: 330, y, size: 12, font })
      y -= 24
      for (const [i, label] of columns.entries()) {
        page.drawText(label, { x: left[i]!, y, size, font })
      }
      page.drawText('Approx. Sale Price', { x: 690, y, size, font })
      y -= 16
    }
    for (const row of rows.slice(p * perPage, (p + 1) * perPage)) {
      const cells = [...columns.map((label) => (row[label] ?? '').split('\n'))]
      const price = row['Approx. Sale Price'] ?? ''
      for (const [i, lines] of cells.entries()) {
        for (const [k, line] of lines.entries()) {
          page.drawText(line, { x: left[i]!, y: y - k * 10, size, font })
        }
      }
      const width = font.widthOfTextAtSize(price, size)
      page.drawText(price, { x: priceRight - width, y, size, font })
      y -= 10 * Math.max(...cells.map((lines) => lines.length)) + 6
    }
    page.drawText(`Page ${p + 1} of ${pages}`, { x: 360, y: 20, size, font })
  }
  return doc.save()
}

function sendPdf(response: ServerResponse, bytes: Uint8Array) {
  response.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': String(bytes.byteLength),
  })
  response.end(Buffer.from(bytes))
}

async function upsetSite() {
  const parsed = parseCsv(readRealFile(ROWS))
  if (!parsed.ok) throw new Error(parsed.error)
  const pdf = await listPdf(parsed.table.rows, 2)
  let baseUrl = ''
  const site = await startRecordedSite({
    robots: 'User-agent: *\nCrawl-delay: 1\nDisallow: /admin/\n',
    minIntervalMs: 500,
    route(request, response) {
      if (request.path === '/2331/Upset-Sale') {
        reply(response, 200, `<html><body>${readRealFile(PAGE)}</body></html>`)
      } else if (request.path === '/archival-document' && request.query.get('id') === '19406') {
        const viewer = readRealFile(VIEWER).replace(
          'https://assets.montgomerycountypa.gov',
          baseUrl,
        )
        reply(response, 200, `<html><body>${viewer}</body></html>`)
      } else if (request.path === PDF_PATH) {
        sendPdf(response, pdf)
      } else reply(response, 404, 'Not found')
    },
  })
  baseUrl = site.baseUrl
  return site
}

describe.skipIf(!hasRealData)('Montgomery County, PA upset (tax) sale list', () => {
  it('finds the list link and the PDF address in the recorded page and viewer', () => {
    const base = 'https://www.montgomerycountypa.gov/2331/Upset-Sale'
    expect(findListLink(readRealFile(PAGE), '^(\\d{4}) Sale List$', base)).toBe(
      'https://www.montgomerycountypa.gov/archival-document?id=19406',
    )
    expect(findListLink(readRealFile(PAGE), '^(\\d{4}) Tax Sale List$', base)).toBeNull()
    expect(
      pdfUrlInViewer(readRealFile(VIEWER), 'https://www.montgomerycountypa.gov/archival-document'),
    ).toBe(`https://assets.montgomerycountypa.gov${PDF_PATH}`)
  })

  it('runs the preset: page, viewer, then the PDF table, rows as the recording has them', async () => {
    const site = await upsetSite()
    try {
      const { result } = await runPresetOnLoopback(database.db, paMontgomeryUpsetSale, site.baseUrl)
      expect(result.rejected).toEqual([])
      expect(result.pagesFetched).toBe(3)
      expect(result.notes[0]).toMatch(/3 rows on 2 pages$/)
      expect(result.filings.map(({ raw, ...filing }) => filing)).toEqual([
        expect.objectContaining({
          caseNumber: 'U26-0002',
          propertyAddress: '224 -228 FOREST AVE',
          city: 'Ambler',
          county: 'Montgomery',
          state: 'PA',
          documentType: 'Tax Foreclosure',
          loanAmount: '2708.65',
          amountKind: 'minimum_bid',
          documentUrl: `${site.baseUrl}${PDF_PATH}`,
        }),
        expect.objectContaining({ caseNumber: 'U26-0048', loanAmount: '7766.51' }),
        expect.objectContaining({
          caseNumber: 'U26-0644',
          city: 'Hatfield Township',
          propertyAddress: '2544 BETHLEHEM PIKE',
          loanAmount: '26802.52',
        }),
      ])
      expect(result.filings[2]!.raw).toMatchObject({
        Parcel: '35-00-00427-00-6',
        'BOA Owner Name': 'HILLTOP GENERAL INDUSTRIES\nINCORPORATED',
      })
      expect(result.filings[1]!.defendantName).toBe('Jeannie T Pham-To')
      // robots.txt first, then the three pages in order; none answered 429 (the crawl-delay held).
      expect(site.pageRequests().map((request) => request.path)).toEqual([
        '/2331/Upset-Sale',
        '/archival-document',
        PDF_PATH,
      ])
      expect(site.throttled()).toBe(0)
    } finally {
      await site.close()
    }
  })

  it("the operator's review covers the county's file host the PDF is on", async () => {
    const files = 'assets.montgomerycountypa.gov'
    expect((await tosVerdict(database.db, files)).allowed).toBe(false)
    await reviewSource(database.db, paMontgomeryUpsetSale.id, { reviewer: 'ops', notes: '' })
    for (const host of ['www.montgomerycountypa.gov', files]) {
      expect((await tosVerdict(database.db, host)).allowed, host).toBe(true)
    }
  })
})
