/**
 * The platforms' public county lists the catalogue's county entries come from: where each was
 * read and the date of the copy read (there is no internet here: every list is a stored copy of
 * a public repository's file, read on 2026-11-29). A county entry names the lists it is on.
 * Nothing here is guessed: a county, host or id not on a list is not in the catalogue.
 */

export interface PlatformList {
  /** What the list is, in a sentence. */
  what: string
  /** The URL the list was taken from (the platform's page, as the copying repository says). */
  url: string
  /** Where its copy was read: repository, path and commit. */
  readFrom: string
  /** The date of the copy (the file's own date, or its commit's) or 'undated'. */
  copyDated: string
}

export const PLATFORM_LISTS = {
  /** RealAuction's client directory, per county: foreclosure and tax-deed site addresses. */
  realauctionClients: {
    what: "RealAuction's client directory (Florida counties, each with its foreclosure and tax-deed site)",
    url: 'https://www.realauction.com/clients',
    readFrom: 'gSimani/ConcordBroker : florida_realauction_sites.json @ 5469a0c6',
    copyDated: '2025-01-05 (its date_compiled)',
  },
  /** The same directory read again later: which county has which kind of sale (no hosts). */
  realauctionClientsKinds: {
    what: "RealAuction's client directory read again: kinds of sale per county (no addresses)",
    url: 'https://www.realauction.com/clients',
    readFrom: 'gSimani/ConcordBroker : florida_counties_complete_20251104_190138.json @ 681f23fe',
    copyDated: '2025-11-04',
  },
  /** The county subdomains a daily scraper reads (its 2026-03-14 run is a recorded file here). */
  realforecloseScraperHosts: {
    what: 'the realforeclose.com county subdomains a public daily scraper reads (foreclosure sales)',
    url: 'https://<subdomain>.realforeclose.com',
    readFrom:
      'Super-Fast-Buyers/auctions-scraper : foreclose.txt @ aeea83ad (its run of 2026-03-14 is sources/fl_multi_realforeclose_auctions_waiting_parsed_2026-03-14.json, no county field)',
    copyDated: 'undated (commit aeea83ad)',
  },
  realtaxdeedScraperHosts: {
    what: 'the realtaxdeed.com county subdomains the same scraper reads (tax-deed sales)',
    url: 'https://<subdomain>.realtaxdeed.com',
    readFrom: 'Super-Fast-Buyers/auctions-scraper : taxdeed.txt @ 1117403b',
    copyDated: 'undated (commit 1117403b)',
  },
  /** The recorded RealAuction files: their hosts are the sites they were recorded from. */
  realauctionRecorded: {
    what: 'the recorded RealAuction responses and their live endpoints (Butler PA, Pasco FL, Pinellas FL)',
    url: 'https://butler.pa.realforeclose.com, https://pasco.realforeclose.com, https://www.pinellas.realforeclose.com',
    readFrom: '../shared/data/real/sources/README.md',
    copyDated: '2026-09-18, 2026-06-05 and 2026-04-13 (the recordings)',
  },
  /** CivilView's counties by countyId, as a public scraper lists its targets. */
  civilviewScraperCounties: {
    what: "a public CivilView scraper's TARGET_COUNTIES table (countyId and county name, 12 counties of NJ, PA and DE)",
    url: 'https://salesweb.civilview.com/Sales/SalesSearch?countyId=<id>',
    readFrom:
      'stored code corpus, file ids 43552782830 and 11203547860 (two versions of the script; the corpus does not name its repository)',
    copyDated: 'undated',
  },
  civilviewMorris: {
    what: 'a public scraper README naming countyId=9 as Morris County, NJ',
    url: 'https://salesweb.civilview.com/Sales/SalesSearch?countyId=9',
    readFrom: 'chee86j/ForeclosureAuctionPyScraper : README.md (stored copy)',
    copyDated: 'undated',
  },
  civilviewCamden: {
    what: 'a public scraper config naming countyId=1 as Camden County, NJ',
    url: 'https://salesweb.civilview.com/Sales/SalesSearch?countyId=1',
    readFrom: 'Gigatron300/Foreclosure-Finder (config, stored code corpus file id 40976834126)',
    copyDated: 'undated',
  },
  civilviewPhiladelphia: {
    what: 'a public tool README naming countyId=60 as the Philadelphia County sheriff sale docket (Tyler Technologies CivilView)',
    url: 'https://salesweb.civilview.com/Sales/SalesSearch?countyId=60',
    readFrom: 'stored code corpus file id 61789273238 (README "Data sources")',
    copyDated: 'undated',
  },
  civilviewRecorded: {
    what: 'the recorded CivilView files: Montgomery PA (countyId=23 in the URL) and Atlantic NJ',
    url: 'https://salesweb.civilview.com/Sales/SalesSearch?countyId=23',
    readFrom:
      '../shared/data/real/sources/pa_montgomery_civilview_sheriff_sales_parsed_2026-08-22.json, ../shared/data/real/nj_atlantic_sheriff_sales_2019-01-02.json',
    copyDated: '2026-08-22 and 2019-01-02',
  },
} as const satisfies Record<string, PlatformList>

export type PlatformListId = keyof typeof PLATFORM_LISTS

/** "what (url), read from ..., copy of ..." for a verification line. */
export function listedOn(ids: readonly PlatformListId[]): string {
  return ids
    .map((id) => {
      const list = PLATFORM_LISTS[id]
      return `${list.what} (${list.url}), read from ${list.readFrom}, copy ${list.copyDated}`
    })
    .join('; ')
}
