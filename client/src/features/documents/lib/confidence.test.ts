// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { confidenceLabel, confidenceLevel, confidencePercent } from './confidence'

describe('confidence', () => {
  it('uses the 0.8 and 0.6 thresholds', () => {
    expect(confidenceLevel(0.8)).toBe('high')
    expect(confidenceLevel(0.79)).toBe('medium')
    expect(confidenceLevel(0.6)).toBe('medium')
    expect(confidenceLevel(0.59)).toBe('low')
  })

  it('shows a whole, clamped percentage', () => {
    expect(confidencePercent(0.925)).toBe('93%')
    expect(confidencePercent(1.4)).toBe('100%')
    expect(confidencePercent(-1)).toBe('0%')
    expect(confidencePercent(Number.NaN)).toBe('0%')
  })

  it('labels it in words', () => {
    expect(confidenceLabel(0.92)).toBe('High confidence, 92%')
    expect(confidenceLabel(0.4)).toBe('Low confidence, 40%')
  })
})
