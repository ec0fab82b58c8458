/**
 * CT Judicial (listed, never fetched: robots.txt admits one search engine only, a licensed feed is
 * required) and Montgomery County's upset sale list (a PDF table linked from a page).
 */
import { MONTGOMERY_UPSET_SALE_MAPPING } from '../importers/presets/pa-montgomery-upset-sale'
import { robotsNotReadReview } from './shipped-reviews'
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
    'licensed feed required: robots.txt of sso.eservices.jud.ct.gov admits one search engine only; import the paid bulk file instead (npm run records:import -- ct-judicial-bulk-file <file>, or with --mapping for another layout)',
  rateLimit: { window: 'minute', quota: 1 },
  updateEveryHours: 24,
  // Never enabled by the action: its robots.txt forbids us (as the recording's repository says).
  review: {
    reviewedOn: '2026-11-29',
    reviewedBy: 'catalogue build (issue 30)',
    robots: {
      verdict: 'disallowed',
      url: 'https://sso.eservices.jud.ct.gov/robots.txt',
      lines: [],
      readFrom:
        'not read here: ../shared/data/real/sources/README.md says the robots.txt of sso.eservices.jud.ct.gov disallows non-Google bots (per the recording repository)',
    },
    termsExcerpt:
      'The Judicial Branch policies page (www.jud.ct.gov/policies.htm) was not found in the stored pages; the bulk data is a licensed feed.',
    rateLimitReason: 'one request a minute: the page is never fetched (licensed feed required)',
  },
  verification: {
    level: 'recorded_responses',
    recorded: ['sources/ct_fairfield_judicial_pending_foreclosure_sales_by_town_2026-08-10.html'],
    confirmed: [
      'GridView ctl00_cphBody_GridView1: #, Sale Date (MM/DD/YYYY<br>HH:MMPM), Docket Number, "Type of Sale & Property Address", View Full Notice',
    ],
    assumed: [
      'robots.txt admits only Googlebot (per the recording repository); the test serves such a file',
      'the bulk file format of the licensed feed is unknown: the file preset ct-judicial-bulk-file reads the public page columns; another layout is imported with an operator mapping',
    ],
  },
}

/**
 * Montgomery County, PA Tax Claim Bureau upset (tax) sale list: the Upset Sale page links "2026
 * Sale List" to a document viewer whose script JSON names the PDF on the county's assets host;
 * the PDF is a 6-column table. The same rows as CSV import with the file preset of this id
 * (`npm run records:import -- pa-montgomery-upset-sale <rows.csv>`).
 */
export const paMontgomeryUpsetSale: SourcePreset = {
  id: 'pa-montgomery-upset-sale',
  name: 'Montgomery County, PA upset (tax) sale list',
  state: 'PA',
  county: 'Montgomery',
  kind: 'tax',
  baseUrl: 'https://www.montgomerycountypa.gov',
  tosUrl: 'https://www.montgomerycountypa.gov/',
  // The viewer's PDF lives on the county's file host; the review covers it too.
  otherHosts: ['assets.montgomerycountypa.gov'],
  access: 'open',
  recordKinds: ['upset (tax) sale'],
  connector: {
    connector: 'linked-pdf-table',
    pageUrl: '/2331/Upset-Sale',
    linkLabel: '^(\\d{4}) Sale List$',
    columns: [
      'Municipality',
      'Sale Number',
      'Parcel',
      'BOA Owner Name',
      'BOA: Location',
      'Approx. Sale Price',
    ],
    keyColumn: 'Sale Number',
    keyPattern: '^U\\d{2}-\\d{4}$',
    maxPages: 60,
    mapping: {
      ...MONTGOMERY_UPSET_SALE_MAPPING,
      fields: { ...MONTGOMERY_UPSET_SALE_MAPPING.fields, documentUrl: 'listUrl' },
    },
  },
  rateLimit: { window: 'minute', quota: 10 },
  // The list is published once a year ahead of the September sale and revised a few times.
  updateEveryHours: 24 * 7,
  review: robotsNotReadReview({
    host: 'www.montgomerycountypa.gov',
    termsExcerpt:
      "No terms page of www.montgomerycountypa.gov was found in the stored pages; the Upset Sale page and its sale list PDF are published for bidders without an account. The review covers assets.montgomerycountypa.gov (the PDF's host).",
    rateLimitReason:
      'our default for a county site: 10 requests a minute (no crawl-delay known: its robots.txt was not read), a weekly check',
  }),
  verification: {
    level: 'recorded_values',
    recorded: [
      'sources/pa_montgomery_upset_sale_page_links_2026.html',
      'sources/pa_montgomery_upset_sale_archival_viewer_2026-08.html',
      'sources/pa_montgomery_upset_sale_list_pdf_table_rows_2026-08-07.csv',
    ],
    confirmed: [
      'the Upset Sale page links the list as the button whose aria-label is "2026 Sale List" (/archival-document?id=19406), beside the bidder registration forms',
      'the archival viewer holds the PDF address in a script JSON ({"title", "url"}), on assets.montgomerycountypa.gov (reviewed with the source: otherHosts)',
      "the page is /2331/Upset-Sale (the recorded page's address)",
      "table columns: Municipality, Sale Number (U26-nnnn), Parcel, BOA Owner Name, BOA: Location, Approx. Sale Price; wrapped cells (owner names, municipalities); no ZIP; the header on page 1 only (712 rows over 30 pages, per the recording's notes)",
      'values of three rows (sale number, parcel, owner, location, municipality, price), read from a PDF laid out from them',
    ],
    assumed: [
      "the PDF's geometry: the recording is pdfplumber rows, not the PDF; the test reads a PDF laid out from those rows (one text run per cell line, wrapped lines just below their row)",
      'that later years keep the "YYYY Sale List" label (the newest year is taken)',
      'no ZIP: filings carry the municipality as city; address search by ZIP does not find them until geocoded',
    ],
  },
}
