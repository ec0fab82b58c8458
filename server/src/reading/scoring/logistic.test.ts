import { describe, expect, it } from 'vitest'
import { fitLogistic, probability } from './logistic'

describe('fitLogistic', () => {
  it('learns which feature marks the right candidate', () => {
    const examples = Array.from({ length: 40 }, (_, i) => ({
      features: [i % 2, (i * 7) % 3 === 0 ? 1 : 0],
      right: i % 2 === 1,
    }))
    const weights = fitLogistic(examples)
    expect(weights).toHaveLength(3)
    expect(probability(weights, [1, 0])).toBeGreaterThan(0.8)
    expect(probability(weights, [0, 1])).toBeLessThan(0.2)
  })

  it('gives one half with no examples', () => {
    expect(probability(fitLogistic([]), [])).toBe(0.5)
  })
})
