import type { LeadView } from '@common/contracts/leads'
import { describe, expect, it } from 'vitest'
import { leadListRows, zipLabel } from './lead-rows'

const lead = (id: string, zipCode: string | null) => ({ id, zipCode }) as LeadView

describe('leadListRows', () => {
  it('heads each ZIP once, numbers the leads from 1 and ends with a loader while pages remain', () => {
    const rows = leadListRows(
      [lead('a', '07001'), lead('b', '07001'), lead('c', '45202'), lead('d', null)],
      new Map<string | null, number>([
        ['07001', 2],
        ['45202', 5],
        [null, 1],
      ]),
      true,
    )
    expect(rows.map((row) => (row.kind === 'lead' ? row.number : row.kind))).toEqual([
      'zip',
      1,
      2,
      'zip',
      3,
      'zip',
      4,
      'more',
    ])
    expect(rows.filter((row) => row.kind === 'zip').map((row) => row.count)).toEqual([2, 5, 1])
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length)
  })

  it('has no loader on the last page and null counts until they are known', () => {
    const rows = leadListRows([lead('a', '07001')], null, false)
    expect(rows).toEqual([
      { kind: 'zip', key: 'zip:07001', zipCode: '07001', count: null },
      { kind: 'lead', key: 'a', lead: lead('a', '07001'), number: 1 },
    ])
    expect(zipLabel(null)).toBe('No ZIP')
    expect(zipLabel('07001')).toBe('ZIP 07001')
  })
})
