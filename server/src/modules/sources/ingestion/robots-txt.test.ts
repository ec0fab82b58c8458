import { describe, expect, it } from 'vitest'
import { decidingRule, isPathAllowed, policyFor, productToken, robotsVerdict } from './robots-txt'

const UA = 'ForeclosureLeadsBot/1.0 (+https://example.test/bot)'

describe('robots.txt (RFC 9309)', () => {
  it('groups consecutive user-agent lines and ignores comments and unknown lines', () => {
    const content =
      'User-agent: a\nUSER-AGENT: b # two agents\nDisallow: /x\nSitemap: /s.xml\n\nuser-agent: c\nallow: /\nfoo bar'
    for (const agent of ['a', 'b']) {
      const policy = policyFor(content, agent)
      expect(decidingRule(policy, '/x/1')).toEqual({ allow: false, pattern: '/x' })
      expect(isPathAllowed(policy, '/s.xml')).toBe(true)
      expect(policy.crawlDelay).toBeNull()
    }
    expect(decidingRule(policyFor(content, 'c'), '/x')).toEqual({ allow: true, pattern: '/' })
    expect(decidingRule(policyFor(content, 'd'), '/x')).toBeNull()
  })

  it('matches our product token case-insensitively, merging its groups, else uses *', () => {
    expect(productToken(UA)).toBe('foreclosureleadsbot')
    const content =
      'User-agent: *\nDisallow: /\n\nUser-agent: foreclosureleadsbot\nDisallow: /private\n\nUser-agent: ForeclosureLeadsBot\nDisallow: /tmp\nCrawl-delay: 2.5'
    const ours = policyFor(content, UA)
    expect(isPathAllowed(ours, '/sales')).toBe(true)
    expect(isPathAllowed(ours, '/private/1')).toBe(false)
    expect(isPathAllowed(ours, '/tmp')).toBe(false)
    expect(ours.crawlDelay).toBe(2.5)
    expect(robotsVerdict(ours)).toBe('partial')
    const other = policyFor(content, 'OtherBot/2')
    expect(isPathAllowed(other, '/sales')).toBe(false)
    expect(robotsVerdict(other)).toBe('disallowed')
  })

  it('takes the longest match, allow winning ties, and always allows /robots.txt', () => {
    const policy = policyFor(
      'User-agent: *\nDisallow: /sales\nAllow: /sales/public\nDisallow: /page\nAllow: /page\nDisallow: /',
      UA,
    )
    expect(isPathAllowed(policy, '/sales/1')).toBe(false)
    expect(isPathAllowed(policy, '/sales/public/1')).toBe(true)
    expect(isPathAllowed(policy, '/page')).toBe(true)
    expect(isPathAllowed(policy, '/other')).toBe(false)
    expect(isPathAllowed(policy, '/robots.txt')).toBe(true)
  })

  it('supports * and $ in patterns', () => {
    /** Whether a Disallow line with this pattern covers the path. */
    const patternMatches = (pattern: string, path: string) =>
      !isPathAllowed(policyFor(`User-agent: *\nDisallow: ${pattern}`, UA), path)
    expect(patternMatches('/*.pdf$', '/docs/a.pdf')).toBe(true)
    expect(patternMatches('/*.pdf$', '/docs/a.pdf?x=1')).toBe(false)
    expect(patternMatches('/a*b*c', '/a-x-b-y-c-z')).toBe(true)
    expect(patternMatches('/a*b*c', '/a-x-c-b')).toBe(false)
    expect(patternMatches('/fish$', '/fish')).toBe(true)
    expect(patternMatches('/fish$', '/fishes')).toBe(false)
    expect(patternMatches('/*?sort=', '/list?sort=asc')).toBe(true)
  })

  it('treats an empty Disallow as no rule and no matching group as everything allowed', () => {
    expect(robotsVerdict(policyFor('User-agent: *\nDisallow:', UA))).toBe('allowed')
    expect(isPathAllowed(policyFor('User-agent: somebot\nDisallow: /', UA), '/x')).toBe(true)
    expect(isPathAllowed(policyFor('', UA), '/x')).toBe(true)
  })

  it('compares percent-encoded and raw characters alike', () => {
    const policy = policyFor('User-agent: *\nDisallow: /café', UA)
    expect(isPathAllowed(policy, new URL('https://x.test/café/1').pathname)).toBe(false)
    expect(decidingRule(policy, '/caf%c3%a9')).toEqual({ allow: false, pattern: '/caf%C3%A9' })
  })

  it('sums a file up in one verdict: the root and the paths it names, asked for our agent', () => {
    const verdict = (content: string) => robotsVerdict(policyFor(content, UA))
    expect(verdict('User-agent: *\nDisallow: /\nAllow: /public')).toBe('partial')
    expect(verdict('User-agent: *\nDisallow: /*.pdf$')).toBe('partial')
    expect(verdict('User-agent: *\nDisallow: /\n\nUser-agent: otherbot\nAllow: /x')).toBe(
      'disallowed',
    )
    expect(verdict('User-agent: otherbot\nDisallow: /')).toBe('allowed')
    expect(verdict('User-agent: *\nDisallow: /\nAllow: /')).toBe('allowed')
  })
})
