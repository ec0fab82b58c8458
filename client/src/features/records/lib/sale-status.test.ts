// @vitest-environment node
import { SALE_STATUSES } from '@common/enums'
import { describe, expect, it } from 'vitest'
import { SALE_STATUS_LABELS, saleIsOver, saleOverNote } from './sale-status'

describe('sale status on a result card', () => {
  it('labels every status, and calls cancelled and sold sales over', () => {
    for (const status of SALE_STATUSES) expect(SALE_STATUS_LABELS[status]).toMatch(/^(Sale|Sold)/)
    expect(SALE_STATUS_LABELS.cancelled).toBe('Sale cancelled')
    expect(SALE_STATUSES.filter(saleIsOver)).toEqual(['cancelled', 'sold'])
    expect(saleIsOver(null)).toBe(false)
    expect(saleOverNote('cancelled')).toContain('Not a live lead')
  })
})
