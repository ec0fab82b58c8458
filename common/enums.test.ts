import { describe, expect, it } from 'vitest'
import { AMOUNT_KINDS, LEAD_SOURCE_KINDS, LEAD_STATUSES, SALE_STATUSES } from './enums'
import {
  AMOUNT_KIND_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  SALE_STATUS_LABELS,
} from './lead-labels'

describe('enumerations declared by their label tables', () => {
  it('keep the order the CHECK constraints and the pipeline columns are written in', () => {
    expect(LEAD_STATUSES).toEqual([
      'new',
      'researching',
      'contacted',
      'negotiating',
      'under_contract',
      'won',
      'dead',
    ])
    expect(SALE_STATUSES).toEqual(['scheduled', 'postponed', 'stayed', 'cancelled', 'sold'])
    expect(AMOUNT_KINDS).toEqual(['loan', 'judgment', 'upset_price', 'minimum_bid', 'tax', 'other'])
    expect(LEAD_SOURCE_KINDS).toEqual(['search_result', 'upload', 'document_record'])
  })

  it('have words for every value and no words for anything else', () => {
    for (const [values, labels] of [
      [LEAD_STATUSES, LEAD_STATUS_LABELS],
      [SALE_STATUSES, SALE_STATUS_LABELS],
      [AMOUNT_KINDS, AMOUNT_KIND_LABELS],
      [LEAD_SOURCE_KINDS, LEAD_SOURCE_LABELS],
    ] as const) {
      expect(Object.keys(labels)).toEqual([...values])
      for (const value of values) expect((labels as Record<string, string>)[value]).toBeTruthy()
    }
    expect(LEAD_STATUS_LABELS.under_contract).toBe('Under contract')
  })
})
