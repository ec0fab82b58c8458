/**
 * The reviews shipped with the presets (issue 30), made on 2026-11-29 from what could be read
 * here: no live site, only the recorded files under ../shared/data/real and the stored public
 * pages and code. No robots.txt of any catalogued host was found there, so no preset ships with
 * an 'allowed' verdict: each says where its robots.txt was looked for (`not_read`), and the
 * operator reads it before enabling (the fetcher also reads it on every run and obeys it).
 */
import type { PresetReview } from './source-preset'

const REVIEWED_ON = '2026-11-29'
const REVIEWED_BY = 'catalogue build (issue 30)'

const LOOKED_IN =
  'the recorded files (../shared/data/real, their README) and the stored public pages and code searched for it'

/**
 * The review of a host whose robots.txt was not found. `platformHosts` names the platform when
 * the host is one county's site of it: no county host's robots.txt was found either.
 */
export function robotsNotReadReview(input: {
  host: string
  platform?: string
  termsExcerpt: string
  rateLimitReason: string
}): PresetReview {
  const platform = input.platform
    ? `; nor that of any other ${input.platform} county host (same platform)`
    : ''
  return {
    reviewedOn: REVIEWED_ON,
    reviewedBy: REVIEWED_BY,
    robots: {
      verdict: 'not_read',
      url: `https://${input.host}/robots.txt`,
      lines: [],
      readFrom: `not found in ${LOOKED_IN}${platform}: read it at the URL before enabling`,
    },
    termsExcerpt: input.termsExcerpt,
    rateLimitReason: input.rateLimitReason,
  }
}

export const REALAUCTION_TERMS =
  "No RealAuction terms text was found in the stored pages (the county site's TERMS page, RealAuction terms of use). Read instead: the client directory (platform-lists.ts) and a county clerk's page on the sales (flaglerclerk.com/sales/foreclosure-sales: sales are held online, and bidders must register with RealAuction): the calendar and its items are shown without an account; bidding needs one."

export const REALAUCTION_RATE =
  'our default for a county calendar site: 10 requests a minute (no crawl-delay known: its robots.txt was not read), one run a day'

export const CIVILVIEW_TERMS =
  "No CivilView (salesweb.civilview.com) terms page was found in the stored pages; the sales listing and its detail pages are shown without an account (public scrapers read them anonymously, in the listing's cookie session)."

export const CIVILVIEW_RATE =
  'our default for one shared host: 20 requests a minute for each county (no crawl-delay known: its robots.txt was not read), one run a day'
