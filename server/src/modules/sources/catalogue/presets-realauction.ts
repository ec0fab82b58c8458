/**
 * RealAuction county calendars: realforeclose.com (FL foreclosure sales, PA sheriff sales, and
 * tax deeds on a combined site) and realtaxdeed.com (FL tax-deed sales). One preset per county
 * site, made from the county table (realauction-counties.ts) by one builder; the connector is
 * the same (ingestion/connectors/realauction.ts). Butler and Pasco were checked against their
 * recorded responses; every other county is "same platform, not yet seen".
 */
import { listedOn } from './platform-lists'
import { REALAUCTION_COUNTIES, type RealAuctionCounty } from './realauction-counties'
import { REALAUCTION_RATE, REALAUCTION_TERMS, robotsNotReadReview } from './shipped-reviews'
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

/** What a county was checked against, when a recorded response of its own was. */
const RECORDED: Record<string, { court: string; verification: SourcePreset['verification'] }> = {
  'pa-butler-realauction': {
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
  },
  'fl-pasco-realauction': {
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
  },
}

type SiteKind = 'foreclosure' | 'combined' | 'tax_deed'

const slug = (county: string) =>
  county
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')

/** The verification of a county no recorded response of which was checked. */
function samePlatform(row: RealAuctionCounty, kind: SiteKind): SourcePreset['verification'] {
  const seen =
    row.listedIn.includes('realforecloseScraperHosts') && kind !== 'tax_deed'
      ? [
          "the FL item labels are the same on every item of the scraper's counties (2,255 recorded on 2026-03-14, this county among its subdomains; the file has no county field, so its own items cannot be told apart)",
        ]
      : []
  return {
    level: 'same_platform',
    recorded: [],
    confirmed: [`listed on: ${listedOn(row.listedIn)}`, ...seen],
    assumed: [
      ...SHARED_ASSUMED,
      "this county's pages were not seen: the calendar, Auctions Waiting and items are assumed to be those of the recorded Pasco (FL) site",
      ...(kind === 'tax_deed'
        ? [
            "no tax-deed item was recorded on any county: its labels are assumed to be read like the foreclosure items' (Case #, Parcel ID, Property Address + CITY, ZIP, Opening Bid); a tax-deed sale's amount is its opening bid",
          ]
        : []),
      ...(kind === 'combined'
        ? [
            "one calendar holds both kinds of sale; a preset has one document type, so the tax-deed items of a combined site are stored as notices of sale (the item's Auction Type stays in the raw record)",
          ]
        : []),
      ...(row.note ? [`lists disagree: ${row.note}`] : []),
    ],
  }
}

/** A county site's preset: the connector, its columns, the quota and the daily check. */
function realAuctionSite(row: RealAuctionCounty, kind: SiteKind): SourcePreset {
  const { county, state } = row
  const host =
    kind === 'tax_deed' ? `${row.taxDeed}.realtaxdeed.com` : `${row.foreclosure}.realforeclose.com`
  const baseUrl = `https://${host}`
  const id = `${state.toLowerCase()}-${slug(county)}-${kind === 'tax_deed' ? 'realtaxdeed' : 'realauction'}`
  const recorded = RECORDED[id]
  const taxDeed = kind === 'tax_deed'
  const saleWords =
    state === 'PA' ? 'sheriff sales' : taxDeed ? 'tax deed sales' : 'foreclosure sales'
  const documentType =
    state === 'PA' ? 'Sheriff Sale' : taxDeed ? 'Tax Foreclosure' : 'Notice of Sale'
  const court = recorded?.court ?? (taxDeed ? undefined : `Circuit Court, ${county} County`)
  return {
    id,
    name: `${county} County, ${state} ${kind === 'combined' ? 'foreclosure and tax deed sales' : saleWords} (RealAuction)`,
    state,
    county,
    kind: taxDeed ? 'tax' : 'court',
    baseUrl,
    tosUrl: `${baseUrl}/index.cfm?zaction=AUCTION&zmethod=TERMS`,
    access: 'open',
    recordKinds:
      state === 'PA'
        ? ['sheriff sale']
        : taxDeed
          ? ['tax deed sale']
          : kind === 'combined'
            ? ['foreclosure sale (final judgment)', 'tax deed sale']
            : ['foreclosure sale (final judgment)'],
    connector: {
      connector: 'realauction',
      mapping: {
        defaults: { state, county, documentType, ...(court ? { court } : {}) },
        fields: {
          sourceRecordId: { column: ['case', 'aid'], transform: 'text' },
          caseNumber: 'case',
          propertyAddress: 'property_address',
          city: 'city',
          zipCode: 'zip',
          saleDate: 'auction_date',
          loanAmount: taxDeed
            ? { column: 'opening_bid', kind: 'minimum_bid' }
            : { column: 'final_judgment_amount', kind: 'judgment' },
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
    review: robotsNotReadReview({
      host,
      platform: taxDeed ? 'realtaxdeed.com' : 'realforeclose.com',
      termsExcerpt: REALAUCTION_TERMS,
      rateLimitReason: REALAUCTION_RATE,
    }),
    verification: recorded?.verification ?? samePlatform(row, kind),
  }
}

/** Every RealAuction county site of the table: foreclosure (or combined), then tax deed. */
export const REALAUCTION_PRESETS: readonly SourcePreset[] = REALAUCTION_COUNTIES.flatMap((row) => [
  ...(row.foreclosure ? [realAuctionSite(row, row.combined ? 'combined' : 'foreclosure')] : []),
  ...(row.taxDeed ? [realAuctionSite(row, 'tax_deed')] : []),
])

const byId = (id: string) => REALAUCTION_PRESETS.find((preset) => preset.id === id)!

/** Butler County, PA sheriff sales on butler.pa.realforeclose.com (recorded). */
export const paButlerRealAuction = byId('pa-butler-realauction')

/** Pasco County, FL foreclosure sales on pasco.realforeclose.com (recorded). */
export const flPascoRealAuction = byId('fl-pasco-realauction')
