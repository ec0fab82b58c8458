import type { CallListResponse } from '@common/contracts/lead-export'
import { describe, expect, it } from 'vitest'
import { callListSummary, callListText } from './call-list'

const list: CallListResponse = {
  entries: [
    {
      leadId: 'a',
      defendantName: 'Marcus Bell',
      name: 'Marcus Bell',
      propertyAddress: '1420 Elm Street',
      phones: [
        { number: '513-555-0187', type: 'Landline' },
        { number: '513-555-0190', type: null },
      ],
    },
    {
      leadId: 'b',
      defendantName: 'Ann Lee',
      name: 'Ann Lee',
      propertyAddress: null,
      phones: [{ number: '305-555-0101', type: 'Mobile' }],
    },
  ],
  skippedSample: 1,
  withheldDoNotCall: 2,
}

describe('the call list', () => {
  it('is one tab-separated line a callable number', () => {
    expect(callListText(list)).toBe(
      [
        'Marcus Bell\t513-555-0187\tLandline\t1420 Elm Street',
        'Marcus Bell\t513-555-0190\t\t1420 Elm Street',
        'Ann Lee\t305-555-0101\tMobile\t',
      ].join('\n'),
    )
  })

  it('says what was copied and what was left off', () => {
    expect(callListSummary(list)).toEqual({
      title: 'Call List Copied',
      description:
        '3 numbers of 2 people copied to your clipboard. 2 Do-not-call numbers were left off; 1 sample lead was left out.',
    })
    expect(callListSummary({ entries: [], skippedSample: 0, withheldDoNotCall: 1 })).toEqual({
      title: 'No Numbers to Copy',
      description:
        'None of the selected leads has a callable number yet: run a skip trace first. 1 Do-not-call number was left off.',
    })
  })
})
