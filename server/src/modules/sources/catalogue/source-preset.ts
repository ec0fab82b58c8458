/**
 * A catalogue preset: one real public source as configuration (kind, endpoint, connector,
 * schedule, rate limit, access), from which its `sources`, `parsers` and `rate_limits` rows
 * are created. Each preset says what of it was confirmed against recorded real responses and
 * what is assumed from documentation or public scrapers (docs/decisions/0031).
 */
import type { SourceAccess, SourceKind } from '@common/enums'
import type { ConnectorConfigInput } from '../ingestion/connectors/connector-config'

/**
 * How far a preset was checked: against recorded responses of the live site, against values a
 * public scraper recorded from it, on paper, or not at all beyond being a county of a platform
 * another county of which was checked (`same_platform`: "same platform, not yet seen").
 */
export type PresetVerification =
  | 'recorded_responses'
  | 'recorded_values'
  | 'documentation'
  | 'same_platform'

/** The level in the words `npm run sources -- list` and the operator's pages show. */
export const VERIFICATION_WORDS: Record<PresetVerification, string> = {
  recorded_responses: 'checked against a recorded response',
  recorded_values: 'checked against values recorded from the site',
  documentation: 'checked against documentation and public code only',
  same_platform: 'same platform, not yet seen',
}

/**
 * The review made when the preset was built, shipped with it: what an operator accepts with
 * "Enable all reviewed sources" instead of reading robots.txt and the terms again by hand.
 */
export interface PresetReview {
  /** ISO date (yyyy-mm-dd) the review was made. */
  reviewedOn: string
  /** Who made it (a name, or "catalogue build"). */
  reviewedBy: string
  robots: {
    /**
     * `disallowed` never ships as reviewed: such a preset is not enabled by the action. Nor is
     * `not_read`: no copy of the robots.txt could be read when the preset was built (no
     * recording, no stored page), so the operator reads it before enabling; the fetcher reads
     * it again on every run and obeys it either way.
     */
    verdict: 'allowed' | 'no_robots_txt' | 'disallowed' | 'not_read'
    url: string
    /** The robots.txt lines that decided the verdict (empty when none was read). */
    lines: string[]
    /**
     * Where the robots.txt was read (a recorded file under ../shared/data/real, or a page), or
     * for `not_read` where it was looked for; for a county host of a platform, which host.
     */
    readFrom: string
  }
  /** The words of the terms that allow (or do not forbid) reading the public records. */
  termsExcerpt: string
  /** Why the rate limit is what it is (the site's own limit, crawl-delay, or our default). */
  rateLimitReason: string
}

/** Whether a shipped review lets "Enable all reviewed sources" enable its preset. */
export function reviewAllowsEnabling(preset: SourcePreset): boolean {
  const verdict = preset.review?.robots.verdict
  return (
    (verdict === 'allowed' || verdict === 'no_robots_txt') &&
    preset.access === 'open' &&
    !preset.notRunnable &&
    preset.connector !== null
  )
}

export interface SourcePreset {
  /** Stable id, used by `npm run sources` and stored in `sources.preset_id`. */
  id: string
  name: string
  state: string
  /** Null for a statewide or citywide source. */
  county: string | null
  kind: SourceKind
  baseUrl: string
  /** The page an operator reads before the review. */
  tosUrl: string
  /**
   * Other hosts the connector reads (a county's file host): the operator's review of the source
   * covers them too, since the fetcher checks the terms record of each host it asks.
   */
  otherHosts?: string[]
  access: SourceAccess
  /** What the source gives, in words a user reads on /coverage. */
  recordKinds: string[]
  /** The connector's config; null when no connector can run it (see `notRunnable`). */
  connector: ConnectorConfigInput | null
  /** Why the catalogue cannot run the source itself (licensed feed, documents to read...). */
  notRunnable?: string
  /** The source's quota, shared by every worker. */
  rateLimit: { window: 'minute' | 'hour' | 'day'; quota: number }
  /** How often the source changes; scheduled runs are no closer than this. */
  updateEveryHours: number
  /** The review shipped with the preset; absent when nobody has reviewed it yet. */
  review?: PresetReview
  verification: {
    level: PresetVerification
    /** Files under ../shared/data/real the preset's test serves or reads. */
    recorded: string[]
    confirmed: string[]
    assumed: string[]
  }
}
