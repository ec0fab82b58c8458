import { describe, expect, it } from 'vitest'
import { minUrgencyInput, reasonText, urgencyBand, urgencyTitle } from './urgency-labels'

describe('urgency labels', () => {
  it('bands a score: 70 and up high, 40 to 69 medium, below low', () => {
    expect([100, 70, 69, 40, 39, 0].map(urgencyBand)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ])
  })

  it('names the score, its band and the explanation, and says when confidence is low', () => {
    const urgency = { score: 82, confidence: 'normal' as const, explanation: 'Sale in 9 days' }
    expect(urgencyTitle(urgency)).toBe('Urgency 82, high: Sale in 9 days')
    expect(urgencyTitle({ ...urgency, score: 12, confidence: 'low' })).toBe(
      'Urgency 12, low (low confidence: not re-checked): Sale in 9 days',
    )
  })

  it('keeps a whole number from 0 to 100 of what is typed in "Urgency at least"', () => {
    expect(minUrgencyInput('')).toBe('')
    expect(minUrgencyInput('45')).toBe('45')
    expect(minUrgencyInput('0')).toBe('0')
    expect(minUrgencyInput('250')).toBe('100')
    expect(minUrgencyInput('-7')).toBe('7')
    expect(minUrgencyInput('4.5')).toBe('45')
  })

  it('does not repeat the factor in a reason that starts with it', () => {
    expect(reasonText({ factor: 'stage', text: 'Stage: sale scheduled' })).toBe('sale scheduled')
    expect(reasonText({ factor: 'clock', text: 'Sale in 3 days (WI, scheduled)' })).toBe(
      'Sale in 3 days (WI, scheduled)',
    )
  })
})
