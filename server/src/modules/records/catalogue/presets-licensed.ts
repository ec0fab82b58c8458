/**
 * Sources the catalogue lists but does not fetch itself: CT Judicial (robots.txt admits one
 * search engine only: a licensed feed is required), Harris County's notices (a PDF per notice,
 * for the document reader) and Montgomery County's upset sale list (a PDF table).
 */
import type { SourcePreset } from './source-preset'

/** CT Judicial Branch pending foreclosure sales, by town. */
export const ctJudicialPendingSales: SourcePreset = {
  id: 'ct-judicial-pending-sales',
  name: 'CT Judicial Branch pending foreclosure sales',
  state: 'CT',
  county: null,
  kind: 'court',
  baseUrl: 'https://sso.eservices.jud.ct.gov',
  tosUrl: 'https://www.jud.ct.gov/policies.htm',
  access: 'licensed_feed_required',
  recordKinds: ['foreclosure sale (committee sale)'],
  // Kept so the fetcher's refusal is tested on the real page layout; never enabled.
  connector: {
    connector: 'html-listing',
    startUrl: '/foreclosures/Public/PendPostbyTownDetails.aspx?town=Fairfield',
    rowSelector: 'table#ctl00_cphBody_GridView1 tr:has(td)',
    listingFields: {
      saleDate: { selector: 'td:nth-child(2) span', separator: ' ' },
      docket: 'td:nth-child(3) a',
      address: 'td:nth-child(4) span',
    },
    mapping: {
      defaults: {
        state: 'CT',
        documentType: 'Notice of Sale',
        court: 'Connecticut Superior Court',
      },
      fields: {
        sourceRecordId: { column: 'docket', transform: 'text' },
        caseNumber: 'docket',
        saleDate: 'saleDate',
      },
    },
  },
  notRunnable:
    'licensed feed required: robots.txt of sso.eservices.jud.ct.gov admits one search engine only; import the paid bulk file instead',
  rateLimit: { window: 'minute', quota: 1 },
  updateEveryHours: 24,
  verification: {
    level: 'recorded_responses',
    recorded: ['sources/ct_fairfield_judicial_pending_foreclosure_sales_by_town_2026-08-10.html'],
    confirmed: [
      'GridView ctl00_cphBody_GridView1: #, Sale Date (MM/DD/YYYY<br>HH:MMPM), Docket Number, "Type of Sale & Property Address", View Full Notice',
    ],
    assumed: [
      'robots.txt admits only Googlebot (per the recording repository); the test serves such a file',
      'the bulk file format of the licensed feed is unknown',
    ],
  },
}

/** Harris County, TX clerk notices of foreclosure sale. */
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
  connector: null,
  notRunnable:
    'each notice is a PDF whose borrower and address are read by the document extractor (OCR); that hand-off is not built',
  rateLimit: { window: 'minute', quota: 10 },
  updateEveryHours: 24 * 7,
  verification: {
    level: 'documentation',
    recorded: [],
    confirmed: [],
    assumed: [
      'an HTML index by sale month with sale date and file date, one PDF per notice (issue 16)',
    ],
  },
}

/** Montgomery County, PA Tax Claim Bureau upset sale list. */
export const paMontgomeryUpsetSale: SourcePreset = {
  id: 'pa-montgomery-upset-sale',
  name: 'Montgomery County, PA upset (tax) sale list',
  state: 'PA',
  county: 'Montgomery',
  kind: 'tax',
  baseUrl: 'https://www.montgomerycountypa.gov',
  tosUrl: 'https://www.montgomerycountypa.gov/',
  access: 'open',
  recordKinds: ['upset (tax) sale'],
  connector: null,
  notRunnable:
    'the list is a 30-page PDF table; import its rows with `npm run records:import -- pa-montgomery-upset-sale <rows.csv>`',
  rateLimit: { window: 'minute', quota: 10 },
  updateEveryHours: 24 * 7,
  verification: {
    level: 'recorded_values',
    recorded: [
      'sources/pa_montgomery_upset_sale_page_links_2026.html',
      'sources/pa_montgomery_upset_sale_archival_viewer_2026-08.html',
      'sources/pa_montgomery_upset_sale_list_pdf_table_rows_2026-08-07.csv',
    ],
    confirmed: [
      'the page links the list as the button whose aria-label is "2026 Sale List"; the archival viewer holds the PDF URL in a script JSON',
      'table columns: Municipality, Sale Number (U26-nnnn), Parcel, BOA Owner Name, BOA: Location, Approx. Sale Price (the file-import preset reads them)',
    ],
    assumed: ['reading the PDF table itself (the recording is pdfplumber rows, not the PDF)'],
  },
}
