/**
 * RealAuction county calendars (realforeclose.com): FL foreclosure sales, PA sheriff sales.
 * One preset per county site; the connector is the same (ingestion/connectors/realauction.ts).
 */
import type { SourcePreset } from './source-preset'

const SHARED_ASSUMED = [
  'the calendar page (zaction=USER&zmethod=CALENDAR) marks auction days as div.CALBOX[dayid="MM/DD/YYYY"]: read from public scrapers, no recorded calendar',
  "a closed item's status panel (.ASTAT_LBL / .Astat_DATA, empty on every recorded item) holds the words of the site's status JSON (A: 'Auction Sold' / 'Auction Status', B: a time or 'Canceled per County' / 'Redeemed', C/D: 'Amount' and the amount, SL/ST: 'Sold To' and 'Plaintiff' or '3rd Party Bidder', per public scrapers' tests): read whole, 'Redeemed' is a redeemed case and 'Sold To Plaintiff' an REO one; Auctions Waiting holds no closed item, so this reads only what a panel may say",
  "paging's end: public scrapers disagree (the last page answered again with the same rlist; a page with no new ids; a short page); the connector stops at the first of: no new ids, the calendar's .CALSCH count reached, maxPagesPerDay (noted). Not recorded: no multi-page day or calendar count was recorded; the loopback test splits the recorded items over pages",
]

const SHARED_CONFIRMED = [
  "paging (public scrapers, not a recording): the first page is UPDATE PageDir=0&doR=1, each next one the same call with PageDir=1&doR=0, in order on the preview's session (the session holds the page cursor; doR=1 re-reads the first page); about ten items a page",
  'the calendar day box states the day\'s counts as <span class="CALACT">n</span> / <span class="CALSCH">m</span> (two public scrapers); its meaning as the Auctions Waiting total is one scraper\'s word ("CALSCH minus cancelled")',
]

/** What differs between two county sites: where, what the sale is called, and what was checked. */
interface RealAuctionSite {
  id: string
  name: string
  state: string
  county: string
  /** The county's site, e.g. https://pasco.realforeclose.com (its terms page is the same path). */
  baseUrl: string
  recordKinds: string[]
  documentType: string
  court: string
  verification: SourcePreset['verification']
}

/**
 * A county's RealAuction calendar: the connector, its columns, the quota and the daily check
 * are the same on every site (the item templates differ, the connector reads both).
 */
function realAuctionCalendar(site: RealAuctionSite): SourcePreset {
  const { id, name, state, county, baseUrl, recordKinds, documentType, court } = site
  return {
    id,
    name,
    state,
    county,
    kind: 'court',
    baseUrl,
    tosUrl: `${baseUrl}/index.cfm?zaction=AUCTION&zmethod=TERMS`,
    access: 'open',
    recordKinds,
    connector: {
      connector: 'realauction',
      mapping: {
        defaults: { state, county, documentType, court },
        fields: {
          sourceRecordId: { column: ['case', 'aid'], transform: 'text' },
          caseNumber: 'case',
          propertyAddress: 'property_address',
          city: 'city',
          zipCode: 'zip',
          saleDate: 'auction_date',
          loanAmount: { column: 'final_judgment_amount', kind: 'judgment' },
          saleStatus: 'sale_status',
          caseOutcome: 'case_outcome',
          soldTo: { column: 'status_message', transform: 'sold-to' },
          salePrice: { column: 'status_message', transform: 'auction-amount' },
          parcel: 'parcel_id',
        },
      },
    },
    rateLimit: { window: 'minute', quota: 10 },
    updateEveryHours: 24,
    verification: site.verification,
  }
}

/** Butler County, PA sheriff sales on butler.pa.realforeclose.com. */
export const paButlerRealAuction = realAuctionCalendar({
  id: 'pa-butler-realauction',
  name: 'Butler County, PA sheriff sales (RealAuction)',
  state: 'PA',
  county: 'Butler',
  baseUrl: 'https://butler.pa.realforeclose.com',
  recordKinds: ['sheriff sale'],
  documentType: 'Sheriff Sale',
  court: 'Butler County Court of Common Pleas',
  verification: {
    level: 'recorded_responses',
    recorded: ['sources/pa_butler_realforeclose_sheriff_sale_area_w_items_2026-09-18.html'],
    confirmed: [
      ...SHARED_CONFIRMED,
      'PA item template: th/td label rows (Case Status, Case #, Final Judgment Amount, Parcel ID, Property Address, the unlabelled "CITY, ZIP" row, Opening Bid)',
      "'Case #' carries a trailing '(n)'",
      "'Final Judgment Amount' on both items: the case records a 'judgment', then the sale",
    ],
    assumed: [
      ...SHARED_ASSUMED,
      'the recording is the decompressed, trimmed retHTML; the live answer wraps it in {"retHTML","rlist"} like Pasco',
    ],
  },
})

/** Pasco County, FL foreclosure sales on pasco.realforeclose.com. */
export const flPascoRealAuction = realAuctionCalendar({
  id: 'fl-pasco-realauction',
  name: 'Pasco County, FL foreclosure sales (RealAuction)',
  state: 'FL',
  county: 'Pasco',
  baseUrl: 'https://pasco.realforeclose.com',
  recordKinds: ['foreclosure sale (final judgment)'],
  documentType: 'Notice of Sale',
  court: 'Circuit Court of the Sixth Judicial Circuit, Pasco County',
  verification: {
    level: 'recorded_responses',
    recorded: ['sources/fl_pasco_realforeclose_xhr_area_w_raw_2026-06-05.json'],
    confirmed: [
      ...SHARED_CONFIRMED,
      'the UPDATE answer is JSON {retHTML, rlist} with token-compressed HTML (@A..@L); @H must expand to "<tr><td " with a blank (the recording has "@Htabindex")',
      'FL item template: td.AD_LBL/td.AD_DTA rows (Auction Type, Case # as a clerk link, Final Judgment Amount, Parcel ID, Property Address + "CITY, ZIP", Property App. Market Value, Plaintiff Max Bid)',
      'the same labels across 38 FL counties (fl_multi_realforeclose_auctions_waiting_parsed_2026-03-14.json, parsed)',
      "'Final Judgment Amount' on every recorded item: the case records a 'judgment', then the sale (case-lifecycle.ts)",
    ],
    assumed: SHARED_ASSUMED,
  },
})
