/**
 * robots.txt rules as robots-parser reads them (RFC 9309): groups of user-agent lines, the
 * crawler's product token matched case-insensitively (every group naming it merged, else the
 * '*' groups), '*' and '$' in path patterns, percent-encoded and raw characters compared
 * alike, the longest matching rule deciding and allow winning a tie, Crawl-delay (not in the
 * RFC, widely used) per group. Ours on top: the product token we present, /robots.txt never
 * covered, the rule named in audits and the one-word verdict kept in robots_cache.
 * Pure functions, no I/O; fetching, caching and the 4xx/5xx policy are in robots-policy.ts.
 */
import robotsParser from 'robots-parser'

export interface RobotsRule {
  allow: boolean
  /** The pattern as written, percent-encoding normalised. */
  pattern: string
}

/** What one robots.txt says to one user agent. */
export interface RobotsPolicy {
  /** Seconds between requests, when the agent's group sets one. */
  crawlDelay: number | null
  /** robots-parser's reading of the whole file. */
  readonly robots: ReturnType<typeof robotsParser>
  /** The file's lines, to name the rule that decided. */
  readonly lines: readonly string[]
  /** The product token the groups are matched against. */
  readonly token: string
}

/** 'allowed' (nothing is closed to us), 'disallowed' (all of the site) or 'partial'. */
export type RobotsVerdict = 'allowed' | 'disallowed' | 'partial'

/** RFC 9309 asks crawlers to parse at least 500 KiB; the rest is ignored. */
export const ROBOTS_MAX_BYTES = 512 * 1024

/** robots-parser answers for URLs of the robots.txt's own origin: paths are put on this one. */
const ORIGIN = 'http://robots.invalid'

/** The crawler's product token: 'ExampleBot' of 'ExampleBot/1.0 (+https://...)'. */
export function productToken(userAgent: string): string {
  return (/^[A-Za-z_-]+/.exec(userAgent.trim())?.[0] ?? userAgent).toLowerCase()
}

/** Upper-cases percent escapes and percent-encodes what a URL would encode (for display). */
function normalizePattern(value: string): string {
  const encoded = value.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char))
  return encoded.replace(/%[0-9a-f]{2}/gi, (reference) => reference.toUpperCase())
}

/** The rules and crawl-delay that apply to a user agent (no group: everything allowed). */
export function policyFor(content: string, userAgent: string): RobotsPolicy {
  const token = productToken(userAgent)
  const robots = robotsParser(`${ORIGIN}/robots.txt`, content)
  const delay = robots.getCrawlDelay(token)
  return {
    robots,
    lines: content.split(/\r\n|\r|\n/),
    token,
    crawlDelay: delay !== undefined && Number.isFinite(delay) && delay >= 0 ? delay : null,
  }
}

/**
 * The rule that decides for this path (and query), as robots-parser chose it (RFC 9309
 * section 2.2.2); null when no rule matches (allowed). /robots.txt itself is never covered.
 */
export function decidingRule(policy: RobotsPolicy, pathAndQuery: string): RobotsRule | null {
  const path = pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`
  if (path === '/robots.txt') return null
  const url = `${ORIGIN}${path}`
  const line = policy.robots.getMatchingLineNumber(url, policy.token)
  if (!line || line < 1) return null
  const written = /^[^:#]*:([^#]*)/.exec(policy.lines[line - 1] ?? '')?.[1]?.trim() ?? ''
  return {
    allow: policy.robots.isAllowed(url, policy.token) !== false,
    pattern: normalizePattern(written),
  }
}

/** Whether the policy lets the crawler fetch this path (and query). */
export function isPathAllowed(policy: RobotsPolicy, pathAndQuery: string): boolean {
  return decidingRule(policy, pathAndQuery)?.allow ?? true
}

/**
 * At most this many paths are asked about for the verdict: a 500 KiB robots.txt of 12,000 rules
 * costs about 7 ms a path, and the verdict is only a summary (each URL is checked on its own).
 */
const VERDICT_PROBES = 100

/**
 * One word for robots_cache: the site root and the paths the file's Allow and Disallow lines
 * name ('*' read as nothing, a final '$' dropped; the first 100) are asked of robots-parser
 * for our agent. All open: 'allowed'; all closed: 'disallowed'; some of each: 'partial'.
 */
export function robotsVerdict(policy: RobotsPolicy): RobotsVerdict {
  const probes = new Set(['/'])
  for (const line of policy.lines) {
    if (probes.size >= VERDICT_PROBES) break
    const value = /^\s*(?:allow|disallow)\s*:([^#]*)/i.exec(line)?.[1]?.trim()
    const path = value?.replace(/\*/g, '').replace(/\$$/, '')
    if (path) probes.add(path.startsWith('/') ? path : `/${path}`)
  }
  let open = false
  let closed = false
  for (const path of probes) {
    if (isPathAllowed(policy, path)) open = true
    else closed = true
    if (open && closed) return 'partial'
  }
  return closed ? 'disallowed' : 'allowed'
}
