/**
 * CivilView sheriff sales (salesweb.civilview.com): NJ, PA and DE counties, one preset a county
 * made from the county table (civilview-counties.ts) by one builder.
 * The listing `Sales/SalesSearch?countyId=N` links each sale's `Sales/SaleDetails?PropertyId=N`;
 * detail pages answer only inside the listing's session (cookies). The sheriff number is the
 * key: PropertyIds change between listings.
 */
import type { ConnectorConfigInput } from '../ingestion/connectors/connector-config'
import { CIVILVIEW_COUNTIES, type CivilViewCounty } from './civilview-counties'
import { listedOn } from './platform-lists'
import { CIVILVIEW_RATE, CIVILVIEW_TERMS, robotsNotReadReview } from './shipped-reviews'
import type { SourcePreset } from './source-preset'

const CIVILVIEW_ASSUMED = [
  'markup from public scrapers, not from a recorded page: listing rows of td cells (details link, Sheriff #, Sales Date, Plaintiff, Defendant, Address); detail rows "Label :" | value; a status table with th headers, newest status first',
  'the listing is one page (no paging seen in scrapers)',
]

function civilViewConfig(
  countyId: number,
  state: string,
  county: string,
  nameOrder: CivilViewCounty['nameOrder'],
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
        ...(state === 'NJ'
          ? { court: 'Superior Court of New Jersey, Chancery Division' }
          : state === 'PA'
            ? { court: `${county} County Court of Common Pleas` }
            : {}),
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

/** What a county was checked against, when values recorded from its own pages were. */
const RECORDED: Record<string, Pick<SourcePreset, 'recordKinds' | 'verification'>> = {
  'pa-montgomery-civilview': {
    recordKinds: ['sheriff sale'],
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
  },
  'nj-atlantic-civilview': {
    recordKinds: ['sheriff sale', 'sale status history'],
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
  },
}

const slug = (county: string) => county.toLowerCase().replace(/[^a-z]+/g, '-')

/** A county's CivilView sheriff sales: one listing, its detail pages, a daily check. */
function civilViewCounty(row: CivilViewCounty): SourcePreset {
  const { county, state, countyId } = row
  const id = `${state.toLowerCase()}-${slug(county)}-civilview`
  const recorded = RECORDED[id]
  return {
    id,
    name: `${county} County, ${state} sheriff sales (CivilView)`,
    state,
    county,
    kind: 'court',
    baseUrl: 'https://salesweb.civilview.com',
    tosUrl: 'https://salesweb.civilview.com/',
    access: 'open',
    recordKinds: recorded?.recordKinds ?? ['sheriff sale'],
    connector: civilViewConfig(countyId, state, county, row.nameOrder),
    rateLimit: { window: 'minute', quota: 20 },
    updateEveryHours: 24,
    review: robotsNotReadReview({
      host: 'salesweb.civilview.com',
      termsExcerpt: CIVILVIEW_TERMS,
      rateLimitReason: CIVILVIEW_RATE,
    }),
    verification: recorded?.verification ?? {
      level: 'same_platform',
      recorded: [],
      confirmed: [`countyId=${countyId} listed on: ${listedOn(row.listedIn)}`],
      assumed: [
        ...CIVILVIEW_ASSUMED,
        "this county's pages were not seen: its listing and detail pages are assumed to be those the recorded Montgomery and Atlantic values came from",
        "the order of a defendant's names is not known for this county: names are read either way (transform 'names')",
      ],
    },
  }
}

/** Every CivilView county of the table. */
export const CIVILVIEW_PRESETS: readonly SourcePreset[] = CIVILVIEW_COUNTIES.map(civilViewCounty)

const byId = (id: string) => CIVILVIEW_PRESETS.find((preset) => preset.id === id)!

/** Montgomery County, PA sheriff sales (countyId=23, recorded values). */
export const paMontgomeryCivilView = byId('pa-montgomery-civilview')

/** Atlantic County, NJ sheriff sales (countyId=25, recorded values). */
export const njAtlanticCivilView = byId('nj-atlantic-civilview')
