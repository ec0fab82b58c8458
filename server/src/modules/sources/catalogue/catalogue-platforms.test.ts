/**
 * The platform-wide catalogues (docs/decisions/0076): how many counties, that every entry is
 * unique and carries a filled review, and that a generated county entry reads the recorded
 * response of its county where one exists.
 */
import { describe, expect, it } from 'vitest'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { parseConnectorConfig } from '../ingestion/connectors/connector-config'
import { expandAuctionTokens, readAuctionItems } from '../ingestion/connectors/realauction'
import { isRejected, mapConnectorRecord } from '../ingestion/connectors/record-mapping'
import { findSourcePreset, SOURCE_PRESETS } from './catalogue'
import { CIVILVIEW_COUNTIES } from './civilview-counties'
import { PLATFORM_LISTS } from './platform-lists'
import { REALAUCTION_COUNTIES } from './realauction-counties'
import { reviewAllowsEnabling, VERIFICATION_WORDS } from './source-preset'

const runnable = SOURCE_PRESETS.filter(
  (preset) => preset.connector && !preset.notRunnable && preset.access === 'open',
)
const countyKey = (state: string, county: string) => `${county}, ${state}`

describe('the platform-wide catalogues', () => {
  it('hold at least 60 distinct counties with a runnable preset', () => {
    const counties = new Set(
      runnable.flatMap((preset) => (preset.county ? [countyKey(preset.state, preset.county)] : [])),
    )
    expect(counties.size).toBeGreaterThanOrEqual(60)
    // Every county of each platform's table has its preset.
    for (const row of REALAUCTION_COUNTIES)
      expect(counties).toContain(countyKey(row.state, row.county))
    for (const row of CIVILVIEW_COUNTIES)
      expect(counties).toContain(countyKey(row.state, row.county))
  })

  it('give every preset a unique id and a review whose fields are filled', () => {
    const ids = SOURCE_PRESETS.map((preset) => preset.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const preset of SOURCE_PRESETS) {
      const review = preset.review
      expect(review, preset.id).toBeDefined()
      expect(review!.reviewedOn, preset.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      for (const text of [
        review!.reviewedBy,
        review!.robots.url,
        review!.robots.readFrom,
        review!.termsExcerpt,
        review!.rateLimitReason,
      ])
        expect(text.trim(), preset.id).not.toBe('')
      expect(review!.robots.url, preset.id).toMatch(/^https:\/\/[^/]+\/robots\.txt$/)
      // An 'allowed' verdict quotes the lines that decided it.
      if (review!.robots.verdict === 'allowed')
        expect(review!.robots.lines.length).toBeGreaterThan(0)
    }
  })

  it('let no licensed, unrunnable, forbidden or unread review be enabled by the action', () => {
    const ct = findSourcePreset('ct-judicial-pending-sales')!
    expect(ct.review!.robots.verdict).toBe('disallowed')
    expect(reviewAllowsEnabling(ct)).toBe(false)
    // No robots.txt of a catalogued host could be read when the catalogue was built.
    expect(SOURCE_PRESETS.filter(reviewAllowsEnabling)).toEqual([])
    expect(
      reviewAllowsEnabling({ ...findSourcePreset('fl-lee-realauction')!, review: undefined }),
    ).toBe(false)
    const allowed = {
      ...findSourcePreset('fl-lee-realauction')!,
      review: {
        ...findSourcePreset('fl-lee-realauction')!.review!,
        robots: {
          verdict: 'allowed' as const,
          url: 'x',
          lines: ['User-agent: *', 'Allow: /'],
          readFrom: 'x',
        },
      },
    }
    expect(reviewAllowsEnabling(allowed)).toBe(true)
    expect(reviewAllowsEnabling({ ...ct, review: allowed.review })).toBe(false)
  })

  it('say recorded responses only of the counties whose recording a test reads; the others "same platform, not yet seen"', () => {
    const levels = (platform: string) =>
      Object.fromEntries(
        SOURCE_PRESETS.filter((preset) => preset.connector?.connector === platform).map(
          (preset) => [preset.id, preset.verification.level],
        ),
      )
    const realauction = levels('realauction')
    expect(Object.entries(realauction).filter(([, level]) => level !== 'same_platform')).toEqual([
      ['pa-butler-realauction', 'recorded_responses'],
      ['fl-pasco-realauction', 'recorded_responses'],
    ])
    expect(Object.keys(realauction).length).toBeGreaterThan(70)
    const civilview = SOURCE_PRESETS.filter((preset) => preset.id.endsWith('-civilview'))
    expect(
      civilview.filter((preset) => preset.verification.level !== 'same_platform').map((p) => p.id),
    ).toEqual(['pa-montgomery-civilview', 'nj-atlantic-civilview'])
    expect(VERIFICATION_WORDS.same_platform).toBe('same platform, not yet seen')
    // A county never seen names the platform list it was taken from.
    const alachua = findSourcePreset('fl-alachua-realtaxdeed')!
    expect(alachua.baseUrl).toBe('https://alachua.realtaxdeed.com')
    expect(alachua.verification.confirmed[0]).toContain(PLATFORM_LISTS.realauctionClients.url)
    expect(alachua.review!.robots.readFrom).toMatch(/same platform/)
  })

  it('build configs their adapters accept, differing between counties only in place and host', () => {
    for (const preset of SOURCE_PRESETS.filter((p) => p.connector)) {
      const parsed = parseConnectorConfig(preset.connector!)
      expect(parsed.ok ? null : parsed.error, preset.id).toBeNull()
    }
    const withoutPlace = (id: string) => {
      const preset = findSourcePreset(id)!
      const config = structuredClone(preset.connector) as unknown as {
        mapping: { defaults: object }
      }
      config.mapping.defaults = {}
      return JSON.stringify(config)
    }
    expect(withoutPlace('fl-hillsborough-realauction')).toBe(withoutPlace('fl-pasco-realauction'))
    expect(findSourcePreset('nj-camden-civilview')!.connector).toMatchObject({
      startUrl: '/Sales/SalesSearch?countyId=1',
      mapping: { defaults: { state: 'NJ', county: 'Camden' } },
    })
  })
})

describe.skipIf(!hasRealData)('a generated county entry on its recorded response', () => {
  it('RealAuction: the Pasco entry of the table reads the recorded Pasco items', () => {
    const pasco = findSourcePreset('fl-pasco-realauction')!
    const parsed = parseConnectorConfig(pasco.connector!)
    if (!parsed.ok || parsed.config.connector !== 'realauction') throw new Error('not realauction')
    const recorded = JSON.parse(
      readRealFile('sources/fl_pasco_realforeclose_xhr_area_w_raw_2026-06-05.json'),
    ) as { retHTML: string }
    const { mapping } = parsed.config
    const records = readAuctionItems(expandAuctionTokens(recorded.retHTML), '06/05/2026')
    const filings = records.map((record, index) => mapConnectorRecord(record, index + 1, mapping))
    expect(filings.filter(isRejected)).toEqual([])
    expect(filings).toHaveLength(5)
    for (const filing of filings)
      expect(filing).toMatchObject({
        state: 'FL',
        county: 'Pasco',
        documentType: 'Notice of Sale',
        saleDate: '2026-06-05',
        amountKind: 'judgment',
      })
  })

  it('CivilView: the Montgomery entry of the table lists the recorded countyId, as the recording names it', () => {
    const recording = readRealFile(
      'sources/pa_montgomery_civilview_sheriff_sales_parsed_2026-08-22.json',
    )
    expect(recording).toContain('countyId=23')
    expect(findSourcePreset('pa-montgomery-civilview')!.connector).toMatchObject({
      startUrl: '/Sales/SalesSearch?countyId=23',
    })
  })
})
