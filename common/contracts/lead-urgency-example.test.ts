/**
 * The urgency example the public API's document and the MCP tools show (LEAD_URGENCY_EXAMPLE) is
 * what urgencyOf works out for such a lead, and a valid `urgency` of a lead view: it cannot drift
 * from the score when the weights change.
 */
import { describe, expect, it } from 'vitest'
import { urgencyExplanation, urgencyOf } from '../urgency'
import { LEAD_URGENCY_EXAMPLE, leadUrgency } from './lead-view'

describe('the documented urgency example', () => {
  it('is the score and reasons of a Florida sale in 9 days with $84,200 equity and 2 phones', () => {
    const urgency = urgencyOf(
      {
        state: 'FL',
        stage: 'sale_scheduled',
        nextSaleDate: '2026-03-10',
        postponementCount: 0,
        saleStatus: 'scheduled',
        filingDate: '2025-06-01',
        equity: 84_200,
        reachablePhones: 2,
        usableEmails: 0,
        stale: false,
      },
      '2026-03-01',
    )
    expect({ ...urgency, explanation: urgencyExplanation(urgency) }).toEqual(LEAD_URGENCY_EXAMPLE)
    expect(leadUrgency.parse(LEAD_URGENCY_EXAMPLE)).toEqual(LEAD_URGENCY_EXAMPLE)
  })
})
