/**
 * robots.txt as RFC 9309 defines it: groups of user-agent lines with their allow and disallow
 * rules, matched case-insensitively against the crawler's product token (merging every group
 * that names it, else the '*' groups); path patterns with '*' and '$'; the longest matching
 * rule wins and allow wins a tie. Crawl-delay (not in the RFC, widely used) is read per group.
 * Pure functions, no I/O.
 */

export interface RobotsRule {
  allow: boolean
  /** The pattern as written, percent-encoding normalised. */
  pattern: string
}

export interface RobotsGroup {
  agents: string[]
  rules: RobotsRule[]
  /** Seconds, when the group sets one. */
  crawlDelay: number | null
}

export interface RobotsPolicy {
  rules: RobotsRule[]
  crawlDelay: number | null
  /** 'allowed' (no disallow applies), 'disallowed' (all of the site) or 'partial'. */
  verdict: 'allowed' | 'disallowed' | 'partial'
}

/** RFC 9309 asks crawlers to parse at least 500 KiB; the rest is ignored. */
export const ROBOTS_MAX_BYTES = 512 * 1024

/** The crawler's product token: 'ExampleBot' of 'ExampleBot/1.0 (+https://...)'. */
export function productToken(userAgent: string): string {
  return (/^[A-Za-z_-]+/.exec(userAgent.trim())?.[0] ?? userAgent).toLowerCase()
}

/** Upper-cases percent escapes and percent-encodes what a URL would encode. */
function normalizePath(value: string): string {
  const encoded = value.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char))
  return encoded.replace(/%[0-9a-f]{2}/gi, (reference) => reference.toUpperCase())
}

/** Splits robots.txt into groups; lines that are not rules or out of place are ignored. */
export function parseRobotsTxt(content: string): RobotsGroup[] {
  const groups: RobotsGroup[] = []
  let current: RobotsGroup | null = null
  let collectingAgents = false
  for (const rawLine of content.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim()
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line)
    if (!match) continue
    const key = match[1]!.toLowerCase()
    const value = match[2]!.trim()
    if (key === 'user-agent') {
      if (!collectingAgents || !current) {
        current = { agents: [], rules: [], crawlDelay: null }
        groups.push(current)
        collectingAgents = true
      }
      current.agents.push(value.toLowerCase())
      continue
    }
    if (!current) continue
    collectingAgents = false
    if (key === 'allow' || key === 'disallow') {
      if (value === '') continue
      current.rules.push({ allow: key === 'allow', pattern: normalizePath(value) })
    } else if (key === 'crawl-delay') {
      const seconds = Number.parseFloat(value)
      if (Number.isFinite(seconds) && seconds >= 0) current.crawlDelay = seconds
    }
  }
  return groups
}

/** The rules and crawl-delay that apply to a user agent (no group: everything allowed). */
export function policyFor(content: string, userAgent: string): RobotsPolicy {
  const groups = parseRobotsTxt(content)
  const token = productToken(userAgent)
  let chosen = groups.filter((group) => group.agents.includes(token))
  if (chosen.length === 0) chosen = groups.filter((group) => group.agents.includes('*'))
  const rules = chosen.flatMap((group) => group.rules)
  const delays = chosen.map((group) => group.crawlDelay).filter((delay) => delay !== null)
  const crawlDelay = delays.length > 0 ? Math.max(...delays) : null
  const draft: RobotsPolicy = { rules, crawlDelay, verdict: 'allowed' }
  const disallows = rules.some((rule) => !rule.allow)
  const allows = rules.some((rule) => rule.allow)
  let verdict: RobotsPolicy['verdict'] = 'allowed'
  if (disallows) verdict = !isPathAllowed(draft, '/') && !allows ? 'disallowed' : 'partial'
  return { rules, crawlDelay, verdict }
}

/** Whether a pattern ('*' any run of characters, '$' at the end anchors) matches the path. */
export function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$')
  const body = anchored ? pattern.slice(0, -1) : pattern
  const pieces = body.split('*')
  if (!path.startsWith(pieces[0]!)) return false
  let position = pieces[0]!.length
  for (let i = 1; i < pieces.length; i++) {
    const piece = pieces[i]!
    const isLast = i === pieces.length - 1
    if (isLast && anchored) {
      return path.length - position >= piece.length && path.endsWith(piece)
    }
    const found = path.indexOf(piece, position)
    if (found < 0) return false
    position = found + piece.length
  }
  return anchored ? position === path.length : true
}

/**
 * RFC 9309 section 2.2.2: the most specific (longest) matching rule decides and allow wins a
 * tie; null when no rule matches (allowed). /robots.txt itself is never covered.
 */
export function decidingRule(policy: RobotsPolicy, pathAndQuery: string): RobotsRule | null {
  const path = normalizePath(pathAndQuery || '/')
  if (path === '/robots.txt') return null
  let best: RobotsRule | null = null
  for (const rule of policy.rules) {
    if (!patternMatches(rule.pattern, path)) continue
    if (
      !best ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow)
    ) {
      best = rule
    }
  }
  return best
}

/** Whether the policy lets the crawler fetch this path (and query). */
export function isPathAllowed(policy: RobotsPolicy, pathAndQuery: string): boolean {
  return decidingRule(policy, pathAndQuery)?.allow ?? true
}
