/**
 * RealAuction's county sites, one row a county: its realforeclose.com subdomain (foreclosure
 * sales, or both kinds on a combined site) and its realtaxdeed.com subdomain (tax-deed sales),
 * with the lists it is on (platform-lists.ts). A subdomain is the scraper's (F/T) where it
 * reads one, else the client directory's (A); where they differ the row says so.
 * A: realauctionClients, K: realauctionClientsKinds, F/T: the scraper's host lists.
 */
import type { PlatformListId } from './platform-lists'

export interface RealAuctionCounty {
  county: string
  state: 'FL' | 'PA'
  /** `<sub>.realforeclose.com`: foreclosure sales (and tax deeds when `combined`). */
  foreclosure?: string
  /** The foreclosure site holds the county's tax-deed sales too (one calendar). */
  combined?: boolean
  /** `<sub>.realtaxdeed.com`: tax-deed sales on their own site. */
  taxDeed?: string
  listedIn: PlatformListId[]
  /** Where the lists disagree, and what was chosen. */
  note?: string
}

const A: PlatformListId = 'realauctionClients'
const K: PlatformListId = 'realauctionClientsKinds'
const F: PlatformListId = 'realforecloseScraperHosts'
const T: PlatformListId = 'realtaxdeedScraperHosts'
const ALL = [A, K, F, T]

/** A county with a foreclosure and a tax-deed site of the same subdomain, on every list. */
const both = (
  county: string,
  sub: string,
  listedIn: PlatformListId[] = ALL,
): RealAuctionCounty => ({
  county,
  state: 'FL',
  foreclosure: sub,
  taxDeed: sub,
  listedIn,
})
const combined = (county: string, sub: string, note?: string): RealAuctionCounty => ({
  county,
  state: 'FL',
  foreclosure: sub,
  combined: true,
  listedIn: [A, K, F],
  ...(note ? { note } : {}),
})
const taxDeedOnly = (
  county: string,
  sub: string,
  listedIn: PlatformListId[] = [A, K],
): RealAuctionCounty => ({
  county,
  state: 'FL',
  taxDeed: sub,
  listedIn,
})

export const REALAUCTION_COUNTIES: readonly RealAuctionCounty[] = [
  {
    county: 'Butler',
    state: 'PA',
    foreclosure: 'butler.pa',
    listedIn: ['realauctionRecorded'],
  },
  both('Alachua', 'alachua'),
  taxDeedOnly('Baker', 'baker'),
  both('Bay', 'bay'),
  combined(
    'Brevard',
    'brevard',
    'A: tax deeds only, on the realforeclose domain; K: tax deeds only; F: read for foreclosure sales',
  ),
  { county: 'Broward', state: 'FL', foreclosure: 'broward', listedIn: [A, K, F] },
  combined('Calhoun', 'calhoun'),
  combined('Charlotte', 'charlotte'),
  both('Citrus', 'citrus'),
  both('Clay', 'clay'),
  both('Duval', 'duval'),
  both('Escambia', 'escambia'),
  both('Flagler', 'flagler'),
  both('Gilchrist', 'gilchrist'),
  both('Gulf', 'gulf'),
  taxDeedOnly('Hendry', 'hendry'),
  taxDeedOnly('Hernando', 'hernando', [A, K, T]),
  taxDeedOnly('Highlands', 'highlands'),
  both('Hillsborough', 'hillsborough'),
  both('Indian River', 'indian-river'),
  both('Jackson', 'jackson'),
  both('Lake', 'lake', [A, K]),
  both('Lee', 'lee'),
  both('Leon', 'leon'),
  combined('Manatee', 'manatee'),
  both('Marion', 'marion'),
  both('Martin', 'martin'),
  combined(
    'Miami-Dade',
    'miamidade',
    "F reads miamidade.realforeclose.com; A writes miami-dade.realforeclose.com and says both kinds are on one site: the scraper's subdomain is used",
  ),
  taxDeedOnly('Monroe', 'monroe'),
  {
    county: 'Nassau',
    state: 'FL',
    foreclosure: 'nassauclerk',
    taxDeed: 'nassau',
    listedIn: ALL,
    note: "F reads nassauclerk.realforeclose.com, A writes nassau.realforeclose.com: the scraper's subdomain is used",
  },
  {
    county: 'Okaloosa',
    state: 'FL',
    foreclosure: 'okaloosa',
    taxDeed: 'okaloosa',
    listedIn: ALL,
    note: 'A and F list a foreclosure site, K (read later) lists tax deeds only: the foreclosure site may be gone',
  },
  combined('Okeechobee', 'okeechobee'),
  {
    county: 'Orange',
    state: 'FL',
    foreclosure: 'myorangeclerk',
    taxDeed: 'orange',
    listedIn: ALL,
    note: "F reads myorangeclerk.realforeclose.com, A writes orange.realforeclose.com: the scraper's subdomain is used",
  },
  both('Osceola', 'osceola', [A, K, T]),
  both('Palm Beach', 'palmbeach'),
  both('Pasco', 'pasco'),
  both('Pinellas', 'pinellas'),
  both('Polk', 'polk'),
  both('Putnam', 'putnam'),
  {
    county: 'St. Johns',
    state: 'FL',
    foreclosure: 'saintjohns',
    listedIn: [A, K, F],
    note: 'A also writes saintjohns.realtaxdeed.com, but K (read later) and T list no tax-deed site: none is catalogued',
  },
  combined('St. Lucie', 'stlucie'),
  both('Santa Rosa', 'santarosa'),
  both('Sarasota', 'sarasota'),
  both('Seminole', 'seminole'),
  taxDeedOnly('Suwannee', 'suwannee'),
  both('Volusia', 'volusia'),
  combined('Walton', 'walton'),
  both('Washington', 'washington'),
]
