import { describe, expect, it } from 'vitest'
import { type SummaryFields, summarize } from './document-summary'

const fields = (over: Partial<SummaryFields>): SummaryFields => ({
  documentType: null,
  defendantName: null,
  plaintiff: null,
  propertyAddress: null,
  caseNumber: null,
  court: null,
  loanAmount: null,
  amountKind: null,
  saleDate: null,
  saleStatus: null,
  filingDate: null,
  ...over,
})

describe('summarize', () => {
  it('says what the document is, who against whom, the property, amount, sale date and next step', () => {
    const text = summarize(
      fields({
        documentType: 'Notice of Trustee Sale',
        plaintiff: 'Example Bank, N.A.',
        defendantName: 'Avery Q. Testman; Blair R. Testman',
        propertyAddress: '12 Example Dr, Sampleton, TX 78664',
        caseNumber: '24-00001',
        loanAmount: '71470.00',
        amountKind: 'loan',
        saleDate: '2025-04-01',
        saleStatus: 'scheduled',
      }),
    )
    expect(text).toContain('Example Bank, N.A. against Avery Q. Testman, Blair R. Testman')
    expect(text).toContain('case 24-00001')
    expect(text).toContain('12 Example Dr, Sampleton, TX 78664')
    expect(text).toContain('a loan of $71,470.00')
    expect(text).toContain('April 1, 2025')
    expect(text).toContain('without a court case')
  })

  it('flags a sale that is not live and gives no next step for it', () => {
    const text = summarize(
      fields({
        documentType: 'Notice of Sheriff Sale',
        defendantName: 'Avery Q. Testman',
        saleDate: '2014-12-10',
        saleStatus: 'postponed',
      }),
    )
    expect(text).toContain('The sale has been postponed; the sale date given is December 10, 2014.')
    expect(text).not.toContain('to be auctioned')
  })

  it('states nothing it was not given', () => {
    const text = summarize(
      fields({ documentType: 'Lis Pendens', defendantName: 'Avery Q. Testman' }),
    )
    expect(text).not.toMatch(/\$|property is|case /)
    expect(summarize(fields({ defendantName: 'Avery Q. Testman' }))).toBeNull()
  })

  it("adds the answer deadline the document states and the state's usual process", () => {
    const summons = summarize(
      fields({
        documentType: 'Summons',
        defendantName: 'Avery Q. Testman',
        state: 'NY',
        answerDeadline: { date: null, days: 20, after: 'service of this summons' },
      }),
    )
    expect(summons).toContain('The document gives 20 days after service of this summons to answer.')
    expect(summons).toContain('New York forecloses through the courts')
    const notice = summarize(
      fields({
        documentType: 'Notice of Action',
        defendantName: 'Avery Q. Testman',
        state: 'FL',
        answerDeadline: { date: '2025-03-03', days: null, after: null },
      }),
    )
    expect(notice).toContain('The document gives until March 3, 2025 to answer.')
    const colorado = summarize(
      fields({ documentType: 'Notice of Trustee Sale', defendantName: 'A B', state: 'co' }),
    )
    expect(colorado).toContain('Colorado usually forecloses without a court case')
    expect(colorado).toContain('a court hearing authorises the public trustee to sell')
  })

  it('says nothing of a process for a state it does not know, or a sale that is over', () => {
    const text = summarize(
      fields({ documentType: 'Lis Pendens', defendantName: 'A B', state: 'PR' }),
    )
    expect(text).not.toMatch(/forecloses/)
    const sold = summarize(
      fields({
        documentType: 'Notice of Sheriff Sale',
        defendantName: 'A B',
        saleStatus: 'sold',
        state: 'OH',
      }),
    )
    expect(sold).not.toMatch(/forecloses/)
  })
})
