// @vitest-environment node
import type { SearchResultDocument } from '@common/contracts/records'
import { describe, expect, it } from 'vitest'
import { groupResultsByZip } from './group-results'

function result(
  id: string,
  zipCode: string | null,
  filingDate: string | null,
): SearchResultDocument {
  return {
    id,
    documentType: 'Lis Pendens',
    filingDate,
    propertyAddress: null,
    city: null,
    county: null,
    state: 'OH',
    zipCode,
    defendantName: null,
    caseNumber: null,
    court: null,
    loanAmount: null,
    documentUrl: null,
    isDocumentAvailable: false,
    saleStatus: null,
    stage: null,
    nextSaleDate: null,
    isAccessibleInTrial: true,
    sourceDatabase: 'sample',
    sourceName: null,
    isSample: true,
    firstSeenAt: '2026-01-01T00:00:00Z',
    sourceUrl: null,
    stageAsOf: null,
    shownStage: { stage: 'filed', reason: 'filing date not published' },
    checkEveryHours: 24,
    stale: false,
  }
}

function shape(groups: ReturnType<typeof groupResultsByZip>) {
  return groups.map((group) => [group.zipCode, group.results.map((r) => r.id)])
}

describe('groupResultsByZip', () => {
  it('groups by ZIP in ascending order, newest filing first within a group', () => {
    const groups = groupResultsByZip([
      result('a', '45202', '2025-01-10'),
      result('b', '08401', '2025-03-01'),
      result('c', '45202', '2025-06-30'),
      result('d', '45202', '2024-12-31'),
      result('e', '08401', '2025-04-15'),
    ])
    expect(shape(groups)).toEqual([
      ['08401', ['e', 'b']],
      ['45202', ['c', 'a', 'd']],
    ])
  })

  it('puts undated filings after dated ones and keeps the order of the same day', () => {
    const groups = groupResultsByZip([
      result('undated', '45202', null),
      result('first', '45202', '2025-05-01'),
      result('second', '45202', '2025-05-01'),
      result('newer', '45202', '2025-05-02'),
    ])
    expect(shape(groups)).toEqual([['45202', ['newer', 'first', 'second', 'undated']]])
  })

  it('lists results without a ZIP code last', () => {
    const groups = groupResultsByZip([
      result('none', null, '2025-01-01'),
      result('blank', '  ', '2025-01-02'),
      result('zip', '99501', '2025-01-01'),
    ])
    expect(shape(groups)).toEqual([
      ['99501', ['zip']],
      [null, ['blank', 'none']],
    ])
  })

  it('returns no groups for no results and does not reorder its input', () => {
    expect(groupResultsByZip([])).toEqual([])
    const input = [result('old', '1', '2020-01-01'), result('new', '1', '2021-01-01')]
    groupResultsByZip(input)
    expect(input.map((r) => r.id)).toEqual(['old', 'new'])
  })

  it('keeps the server order within a group when the search is sorted by equity', () => {
    const results = [
      result('most-equity', '45202', '2024-01-01'),
      result('other-zip', '08401', '2025-01-01'),
      result('less-equity', '45202', '2025-06-30'),
      result('no-estimate', '45202', '2025-07-01'),
    ]
    expect(shape(groupResultsByZip(results, 'equity'))).toEqual([
      ['08401', ['other-zip']],
      ['45202', ['most-equity', 'less-equity', 'no-estimate']],
    ])
    expect(shape(groupResultsByZip(results, 'filingDate'))[1]).toEqual([
      '45202',
      ['no-estimate', 'less-equity', 'most-equity'],
    ])
  })
})
