/**
 * Harris County, TX Clerk's notices of foreclosure (trustee's) sale: an ASP.NET search page lists
 * the notices by sale month (notice number, sale date, file date, pages, a link to the notice's
 * PDF); the borrower, the property and the trustee's sale number are only inside each PDF, which
 * the document reader reads (text layer, OCR for scans). Checked against public scrapers' code,
 * not recorded responses (docs/decisions/0043).
 */
import { robotsNotReadReview } from './shipped-reviews'
import type { SourcePreset } from './source-preset'

const FORM = 'ctl00$ContentPlaceHolder1$'

export const txHarrisForeclosureNotices: SourcePreset = {
  id: 'tx-harris-foreclosure-notices',
  name: 'Harris County, TX notices of foreclosure sale (County Clerk)',
  state: 'TX',
  county: 'Harris',
  kind: 'court',
  baseUrl: 'https://www.cclerk.hctx.net',
  tosUrl: 'https://www.cclerk.hctx.net/',
  access: 'open',
  recordKinds: ['notice of foreclosure sale (trustee sale)'],
  connector: {
    connector: 'aspnet-notice-index',
    searchUrl: '/applications/websearch/FRCL_R.aspx',
    form: {
      dateKind: `${FORM}rbtlDate`,
      dateKindValue: 'SaleDate',
      year: `${FORM}ddlYear`,
      month: `${FORM}ddlMonth`,
      noticeNumber: `${FORM}txtFileNo`,
      searchButton: `${FORM}btnSearch`,
      searchButtonValue: 'Search',
    },
    // Sales are on the first Tuesday of a month; notices are filed at least 21 days before.
    monthsAhead: 2,
    grid: {
      eventTarget: `${FORM}GridView1`,
      rows: "table[id$='GridView1'] tr",
      link: 'a.doclinks[href]',
      saleDate: "span[id$='_lblSaleDate']",
      fileDate: "span[id$='_lblFileDate']",
      pages: "span[id$='_lblPages']",
    },
    noticeNumber: '^FRCL-\\d{4}-\\d+$',
    maxIndexPages: 40,
    // About 15 notices are filed a working day; OCR costs some 5-15 CPU-seconds a notice.
    maxNoticesPerRun: 100,
    maxPdfPages: 4,
    defaults: { state: 'TX', county: 'Harris', documentType: 'Notice of Sale', court: null },
  },
  rateLimit: { window: 'minute', quota: 10 },
  updateEveryHours: 24,
  review: robotsNotReadReview({
    host: 'www.cclerk.hctx.net',
    termsExcerpt:
      "No terms page of www.cclerk.hctx.net was found in the stored pages; public scrapers read the search page and the notices' PDFs anonymously.",
    rateLimitReason:
      'our default for a clerk search page: 10 requests a minute (no crawl-delay known: its robots.txt was not read), at most 100 notices a run',
  }),
  verification: {
    level: 'documentation',
    // The notices the test serves: real Texas notices of substitute trustee's sale (Williamson
    // County, the same statute and form family), not Harris ones; the index page is reconstructed.
    recorded: [
      'documents/tx_williamson_notice_of_substitute_trustees_sale_scan_ocr_2025-01.pdf',
      'documents/tx_williamson_notice_of_substitute_trustees_sale_2page_scan_ocr_2025-01.pdf',
      'documents/tx_williamson_notice_of_substitute_trustee_sale_tabular_scan_ocr_2025-04.pdf',
    ],
    confirmed: [
      'the search page is www.cclerk.hctx.net/applications/websearch/FRCL_R.aspx, answered anonymously (tcole333/ithildin tools/query_harris_foreclosures.py, ShujaatAli88/county_, a DataForge public_records.py, selenium scripts)',
      'ASP.NET WebForms: hidden __VIEWSTATE, __VIEWSTATEGENERATOR, __EVENTVALIDATION; controls ctl00$ContentPlaceHolder1$ txtFileNo (notice number), rbtlDate (SaleDate | FileDate; ids rbtlDate_0 / _1), ddlYear (value "2025"), ddlMonth (values 1-12, labels month names), btnSearch ("Search") (ithildin, county_ constants.py, DataForge)',
      'choosing ddlYear posts back (__EVENTTARGET = ddlYear) and reloads the months offered (ithildin, DataForge)',
      "the results grid ctl00_ContentPlaceHolder1_GridView1: per row a checkbox, the notice link a.doclinks (id ..._HyperLinkDocIDEC) whose text is the number FRCL-YYYY-N, spans _lblSaleDate, _lblFileDate (MM/DD/YYYY) and _lblPages; a _lblCount 'N Row(s) Found' (ithildin, DataForge, county_)",
      "the pager posts __doPostBack('ctl00$ContentPlaceHolder1$GridView1','Page$N') (ithildin, DataForge, county_)",
      'the link is relative, ViewECdocs.aspx?ID=..., and answers the notice as application/pdf (ithildin checks %PDF-, county_ checks the content type)',
      'a real row: FRCL-2026-4797, sale 08/04/2026, filed 07/08/2026, 2 pages (ithildin sentinel)',
    ],
    assumed: [
      "the page's exact markup: the test serves a page reconstructed from those scrapers' selectors, not a recording",
      "that the ViewECdocs ID is valid in the session that listed it (one scraper saw 404 from another session): notices are fetched in the run's cookie session, and the link is kept as provenance, not as the filing's document URL",
      'whether notices are image-only scans or scans with a text layer (scrapers disagree): the reader takes the text layer where it reads well and OCRs the rest',
      'robots.txt of www.cclerk.hctx.net (not recorded): the fetcher reads it on each run and obeys it',
      "that the notices read like the Williamson County notices of substitute trustee's sale the test serves (Tex. Prop. Code 51.002 notices, the same form family)",
      "about 38 rows a grid page (one scraper's comment); a month is read up to 40 pages",
    ],
  },
}
