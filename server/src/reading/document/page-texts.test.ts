import { describe, expect, it } from 'vitest'
import { TABLE_CONTINUED } from '../layout/table-layout'
import { joinPageTexts } from './page-texts'

const PAGE_ONE = [
  'MASTER BID LIST',
  ['Docket: MG-24-000111', 'Plaintiff: U.S. BANK NATIONAL ASSOCIATION,', 'Status: ACTIVE'].join(
    '\n',
  ),
].join('\n\n')

describe('joinPageTexts', () => {
  it('joins pages with a blank line between them', () => {
    expect(joinPageTexts(['one', '', 'two'])).toBe('one\n\ntwo')
  })

  it('puts a record cut by a page break back together', () => {
    const pageTwo = [
      'MASTER BID LIST (continued)',
      [
        TABLE_CONTINUED,
        'Plaintiff: AS TRUSTEE',
        'Address: 12 MAIN ST, , SPRINGFIELD, PA 15212',
        'Comments: VACANT',
      ].join('\n'),
      'Docket: MG-24-000222\nStatus: POSTPONED',
    ].join('\n\n')
    expect(joinPageTexts([PAGE_ONE, pageTwo]).split('\n\n')).toEqual([
      'MASTER BID LIST',
      [
        'Docket: MG-24-000111',
        'Address: 12 MAIN ST, , SPRINGFIELD, PA 15212',
        'Plaintiff: U.S. BANK NATIONAL ASSOCIATION, AS TRUSTEE',
        'Status: ACTIVE',
        'Comments: VACANT',
      ].join('\n'),
      'MASTER BID LIST (continued)',
      'Docket: MG-24-000222\nStatus: POSTPONED',
    ])
  })

  it('keeps the lines as they are when the page before ended on no record', () => {
    const pageTwo = `${TABLE_CONTINUED}\nComments: VACANT\n\nDocket: MG-24-000222`
    expect(joinPageTexts(['A cover letter.', pageTwo])).toBe(
      'A cover letter.\n\nComments: VACANT\n\nDocket: MG-24-000222',
    )
    expect(joinPageTexts([pageTwo])).toBe('Comments: VACANT\n\nDocket: MG-24-000222')
  })
})
