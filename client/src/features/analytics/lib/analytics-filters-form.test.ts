import { describe, expect, it } from 'vitest'
import { analyticsFiltersForm } from './analytics-filters-form'

const filters = { from: '2026-01-01', to: '2026-01-31', state: '', zipCodes: '', county: '' }

describe('analyticsFiltersForm', () => {
  it('gives the filters as they were typed when the server would take them', () => {
    const typed = { ...filters, state: 'OH', zipCodes: '45202, 45203' }
    expect(analyticsFiltersForm.parse(typed)).toEqual(typed)
  })

  it('refuses what the server would, with its words on the field they name', () => {
    const messages = (value: typeof filters) =>
      analyticsFiltersForm
        .safeParse(value)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(messages({ ...filters, from: '2026-02-01' })).toEqual([
      ['from', "'from' must be on or before 'to'"],
    ])
    expect(messages({ ...filters, zipCodes: '4520' })).toEqual([
      ['zipCodes.0', 'ZIP code must be exactly 5 digits'],
    ])
    expect(messages({ ...filters, county: 'Hamilton' })).toEqual([
      ['state', 'A county needs its state'],
    ])
  })
})
