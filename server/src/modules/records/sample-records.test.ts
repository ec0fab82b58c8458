import { describe, expect, it } from 'vitest'
import { generateSampleFilings, SAMPLE_PLACES } from './sample-records'

describe('generateSampleFilings', () => {
  it('is deterministic for a seed and day, and marks every record as sample', () => {
    const today = new Date('2026-11-21T12:00:00Z')
    const a = generateSampleFilings({ perPlace: 3, today })
    const b = generateSampleFilings({ perPlace: 3, today })
    expect(a).toEqual(b)
    expect(a).toHaveLength(3 * SAMPLE_PLACES.length)
    for (const filing of a) {
      expect(filing.sourceDatabase).toBe('sample')
      expect(filing.isSample).toBe(true)
      expect(filing.caseNumber).toMatch(/^SAMPLE-/)
      expect(filing.zipCode).toMatch(/^\d{5}$/)
      expect(filing.filingDate <= '2026-11-21').toBe(true)
    }
  })

  it('covers several filing types', () => {
    const types = new Set(generateSampleFilings().map((f) => f.documentType))
    expect(types.has('Lis Pendens')).toBe(true)
    expect(types.has('Verified Complaint')).toBe(true)
  })

  it('gives sale notices a sale status, some of them cancelled, and other filings none', () => {
    const samples = generateSampleFilings()
    const sales = samples.filter((f) => ['Notice of Sale', 'Sheriff Sale'].includes(f.documentType))
    expect(sales.every((f) => f.saleStatus === 'scheduled' || f.saleStatus === 'cancelled')).toBe(
      true,
    )
    expect(sales.some((f) => f.saleStatus === 'cancelled')).toBe(true)
    expect(samples.filter((f) => !sales.includes(f)).every((f) => f.saleStatus === null)).toBe(true)
  })

  it('dates every scheduled sale 7 to 59 days ahead, and no other record', () => {
    const today = new Date('2026-11-21T12:00:00Z')
    const samples = generateSampleFilings({ today })
    const scheduled = samples.filter((f) => f.saleStatus === 'scheduled')
    expect(scheduled.length).toBeGreaterThan(10)
    for (const filing of scheduled) {
      expect(filing.saleDate! >= '2026-11-28' && filing.saleDate! <= '2027-01-19').toBe(true)
    }
    expect(new Set(scheduled.map((f) => f.saleDate)).size).toBeGreaterThan(10)
    expect(samples.filter((f) => f.saleStatus !== 'scheduled').every((f) => !f.saleDate)).toBe(true)
  })
})
