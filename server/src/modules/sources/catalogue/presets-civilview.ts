/**
 * CivilView sheriff sales (salesweb.civilview.com): NJ counties and Montgomery County, PA.
 * The listing `Sales/SalesSearch?countyId=N` links each sale's `Sales/SaleDetails?PropertyId=N`;
 * detail pages answer only inside the listing's session (cookies). The sheriff number is the
 * key: PropertyIds change between listings.
 */
import type { ConnectorConfigInput } from '../ingestion/connectors/connector-config'
import type { SourcePreset } from './source-preset'

const CIVILVIEW_ASSUMED = [
  'markup from public scrapers, not from a recorded page: listing rows of td cells (details link, Sheriff #, Sales Date, Plaintiff, Defendant, Address); detail rows "Label :" | value; a status table with th headers, newest status first',
  'the listing is one page (no paging seen in scrapers)',
]

function civilViewConfig(
  countyId: number,
  state: string,
  county: string,
  nameOrder: 'names-first-last' | 'names-last-first-no-comma',
): ConnectorConfigInput {
  return {
    connector: 'html-listing',
    startUrl: `/Sales/SalesSearch?countyId=${countyId}`,
    rowSelector: 'table tr:has(a[href*="SaleDetails"])',
    detailLinkSelector: 'a[href*="SaleDetails"]',
    maxPages: 1,
    listingFields: {
      sheriff: 'td:nth-child(2)',
      saleDate: 'td:nth-child(3)',
      plaintiff: 'td:nth-child(4)',
      defendant: 'td:nth-child(5)',
      address: 'td:nth-child(6)',
    },
    detailFields: {
      sheriff: { label: 'Sheriff #' },
      courtCase: { label: 'Court Case #' },
      saleDate: { label: 'Sales Date' },
      plaintiff: { label: 'Plaintiff' },
      defendant: { label: 'Defendant' },
      address: { label: 'Address', separator: ', ' },
      judgment: { label: 'Approx. Judgment*' },
      upset: { label: 'Approx. Judgment/Upset*' },
      attorney: { label: 'Attorney' },
      status: 'table:has(th) tr > td:first-child',
    },
    mapping: {
      defaults: {
        state,
        county,
        documentType: 'Sheriff Sale',
        court:
          state === 'NJ'
            ? 'Superior Court of New Jersey, Chancery Division'
            : `${county} County Court of Common Pleas`,
      },
      fields: {
        sourceRecordId: { column: 'sheriff', transform: 'text' },
        caseNumber: ['courtCase', 'sheriff'],
        defendantName: { column: 'defendant', transform: nameOrder },
        plaintiffName: 'plaintiff',
        address: 'address',
        saleDate: 'saleDate',
        loanAmount: [
          { column: 'judgment', kind: 'judgment' },
          { column: 'upset', kind: 'minimum_bid' },
        ],
        saleStatus: 'status',
        documentUrl: 'detailUrl',
      },
    },
  }
}

/** Montgomery County, PA sheriff sales (countyId=23). */
export const paMontgomeryCivilView: SourcePreset = {
  id: 'pa-montgomery-civilview',
  name: 'Montgomery County, PA sheriff sales (CivilView)',
  state: 'PA',
  county: 'Montgomery',
  kind: 'court',
  baseUrl: 'https://salesweb.civilview.com',
  tosUrl: 'https://salesweb.civilview.com/',
  access: 'open',
  recordKinds: ['sheriff sale'],
  connector: civilViewConfig(23, 'PA', 'Montgomery', 'names-last-first-no-comma'),
  rateLimit: { window: 'minute', quota: 20 },
  updateEveryHours: 24,
  verification: {
    level: 'recorded_values',
    recorded: ['sources/pa_montgomery_civilview_sheriff_sales_parsed_2026-08-22.json'],
    confirmed: [
      'countyId=23 and PropertyId detail links (the recording names its URL)',
      'listing values: sheriff #, sale date, plaintiff and defendant truncated with "...", one-line address with ZIP',
      'the detail page gives "Approx. Judgment/Upset"',
    ],
    assumed: CIVILVIEW_ASSUMED,
  },
}

/** Atlantic County, NJ sheriff sales (countyId=25). */
export const njAtlanticCivilView: SourcePreset = {
  id: 'nj-atlantic-civilview',
  name: 'Atlantic County, NJ sheriff sales (CivilView)',
  state: 'NJ',
  county: 'Atlantic',
  kind: 'court',
  baseUrl: 'https://salesweb.civilview.com',
  tosUrl: 'https://salesweb.civilview.com/',
  access: 'open',
  recordKinds: ['sheriff sale', 'sale status history'],
  connector: civilViewConfig(25, 'NJ', 'Atlantic', 'names-first-last'),
  rateLimit: { window: 'minute', quota: 20 },
  updateEveryHours: 24,
  verification: {
    level: 'recorded_values',
    recorded: ['nj_atlantic_sheriff_sales_2019-01-02.json'],
    confirmed: [
      'detail values: sheriff #, court case #, sale date, plaintiff, defendant, address (street, then "City NJ ZIP"), attorney, approx. judgment',
      'status history, newest first: Scheduled, Adjourned - Plaintiff/Defendant/Court/Other, Pending Bankruptcy (the only statuses in the 601 recorded sales)',
      "'Approx. Judgment' on the sales: the case records a 'judgment', then the sale (case-lifecycle.ts)",
    ],
    assumed: [
      ...CIVILVIEW_ASSUMED,
      'countyId=25 from several public scrapers',
      "'Cancelled' (read as cancelled) from public scrapers: not in the recorded history; 'Purchased', 'Vacated' and a sale to the plaintiff are not recorded either, so are not mapped to 'sold' or 'reo'",
    ],
  },
}
