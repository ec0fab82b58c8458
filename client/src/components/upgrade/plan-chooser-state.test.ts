// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { asksForPlanChooser, PLAN_CHOOSER_STATE } from './plan-chooser-state'

describe('asksForPlanChooser', () => {
  it('is true only for the state an upgrade link carries', () => {
    expect(asksForPlanChooser(PLAN_CHOOSER_STATE)).toBe(true)
    for (const other of [null, undefined, {}, 'openPlanChooser', { openPlanChooser: 'yes' }]) {
      expect(asksForPlanChooser(other)).toBe(false)
    }
  })
})
