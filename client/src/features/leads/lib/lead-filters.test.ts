import { describe, expect, it } from 'vitest'
import {
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasLeadOnlyFilters,
  leadsApiQuery,
  withSort,
} from './lead-filters'

describe('lead filters in the URL', () => {
  it('round-trips every filter and leaves the defaults out', () => {
    const filters = {
      ...EMPTY_FILTERS,
      status: ['new', 'contacted'] as const,
      tag: ['hot'],
      zip: '45202',
      filedFrom: '2026-01-01',
      q: 'main st',
      sort: 'saleDate' as const,
      order: 'asc' as const,
    }
    const params = filtersToParams({ ...filters, status: [...filters.status] })
    expect(params.toString()).toBe(
      'status=new%2Ccontacted&tag=hot&zip=45202&filedFrom=2026-01-01&q=main+st&sort=saleDate&order=asc',
    )
    expect(filtersFromParams(params)).toEqual({ ...filters, status: ['new', 'contacted'] })
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('')
  })

  it('round-trips the stage filters and drops a stage or horizon the API would refuse', () => {
    const filters = {
      ...EMPTY_FILTERS,
      stage: ['unknown', 'postponed'] as const,
      saleWithinDays: '30',
      excludeEnded: 'true' as const,
    }
    const params = filtersToParams({ ...filters, stage: [...filters.stage] })
    expect(params.toString()).toBe('stage=unknown%2Cpostponed&saleWithinDays=30&excludeEnded=true')
    expect(filtersFromParams(params)).toEqual({ ...filters, stage: ['unknown', 'postponed'] })
    const bad = filtersFromParams(
      new URLSearchParams('stage=adjourned,sold&saleWithinDays=366&excludeEnded=yes'),
    )
    expect(bad).toEqual({ ...EMPTY_FILTERS, stage: ['sold'] })
    expect(filtersFromParams(new URLSearchParams('saleWithinDays=0')).saleWithinDays).toBe('')
    expect(hasLeadOnlyFilters({ ...EMPTY_FILTERS, excludeEnded: 'true' })).toBe(true)
  })

  it('drops values that are not valid instead of sending them', () => {
    const read = filtersFromParams(
      new URLSearchParams('status=new,sleeping&zip=123&sort=name&filedFrom=soon&state=ohio'),
    )
    expect(read).toEqual({ ...EMPTY_FILTERS, status: ['new'] })
  })

  it('tells the ZIP and the sort apart from the filters only leads have', () => {
    expect(hasLeadOnlyFilters({ ...EMPTY_FILTERS, zip: '45202', sort: 'amount' })).toBe(false)
    expect(hasLeadOnlyFilters({ ...EMPTY_FILTERS, tag: ['hot'] })).toBe(true)
    expect(hasLeadOnlyFilters({ ...EMPTY_FILTERS, q: 'x' })).toBe(true)
  })

  it('maps "Urgency at least" to minUrgency and back, dropping what the API would refuse', () => {
    const filters = { ...EMPTY_FILTERS, minUrgency: '70', sort: 'urgency' as const }
    const params = filtersToParams(filters)
    expect(params.toString()).toBe('minUrgency=70&sort=urgency')
    expect(filtersFromParams(params)).toEqual(filters)
    expect(leadsApiQuery(filters, { group: 'zip' }).toString()).toBe(
      'minUrgency=70&sort=urgency&group=zip',
    )
    expect(filtersFromParams(new URLSearchParams('minUrgency=0')).minUrgency).toBe('0')
    expect(filtersFromParams(new URLSearchParams('minUrgency=100')).minUrgency).toBe('100')
    expect(filtersFromParams(new URLSearchParams('minUrgency=007')).minUrgency).toBe('7')
    for (const bad of ['101', '-5', '50.5', 'high', '1000'])
      expect(filtersFromParams(new URLSearchParams({ minUrgency: bad })).minUrgency).toBe('')
    expect(hasLeadOnlyFilters({ ...EMPTY_FILTERS, minUrgency: '40' })).toBe(true)
    expect(hasLeadOnlyFilters({ ...EMPTY_FILTERS, sort: 'urgency' })).toBe(false)
  })

  it('sorts by urgency most urgent first when it is chosen; other sorts keep the direction', () => {
    const ascending = { ...EMPTY_FILTERS, sort: 'saleDate' as const, order: 'asc' as const }
    expect(withSort(ascending, 'urgency')).toEqual({ ...ascending, sort: 'urgency', order: 'desc' })
    expect(withSort(ascending, 'amount')).toEqual({ ...ascending, sort: 'amount', order: 'asc' })
    expect(filtersFromParams(new URLSearchParams('sort=urgency')).sort).toBe('urgency')
  })
})
