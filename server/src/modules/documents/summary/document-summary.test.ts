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
})
