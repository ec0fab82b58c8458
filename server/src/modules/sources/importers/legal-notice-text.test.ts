/**
 * The legal-notice parser on made-up notices written in styles other than the Allegheny
 * journal's (every name, docket and address below is invented), so it is tested on layouts it
 * was not tuned on: 'vs.' captions, 'Defendant(s):' labels, 'Case No.' and 'C.P. No.' dockets,
 * addresses before the amount, notices one per line without blank lines, ALL-CAPS text.
 */
import { describe, expect, it } from 'vitest'
import { findDocket, findSaleDate } from './legal-notice-fields'
import { parseLegalNotice, parseLegalNoticeText, splitNotices } from './legal-notice-text'

const notice = (text: string) => parseLegalNotice({ number: 1, text })

describe('parseLegalNotice on other journals’ layouts', () => {
  it('reads a caption with vs. and a labelled case number after it', () => {
    expect(
      notice(
        'Case No. A1234567. Example Bank, N.A. vs. John Q. Sample, et al. Property address: 123 Maple Ave., Sampleton, OH 45211. Appraised at $90,000.00. Minimum bid $60,000.00.',
      ),
    ).toMatchObject({
      docket: 'A1234567',
      plaintiff: 'Example Bank, N.A.',
      defendants: 'John Q. Sample',
      amount: '90000.00',
      street: '123 Maple Ave.',
      city: 'Sampleton',
      state: 'OH',
      zipCode: '45211',
    })
  })

  it('reads labelled fields separated by semicolons', () => {
    expect(
      notice(
        'Defendant(s): JANE EXAMPLE AND JOHN EXAMPLE; Plaintiff: EXAMPLE MORTGAGE LLC; Docket No. F-012345-19; Judgment: $150,000.00; Property: 45 Elm Street, Sampletown, NJ 08060.',
      ),
    ).toMatchObject({
      docket: 'F-012345-19',
      plaintiff: 'EXAMPLE MORTGAGE LLC',
      defendants: 'Jane Example; John Example',
      amount: '150000.00',
      street: '45 Elm Street',
      city: 'Sampletown',
      state: 'NJ',
      zipCode: '08060',
    })
  })

  it('takes the case number, not the sale number, and an address given before the amount', () => {
    expect(
      notice(
        'Sale No. 1904-301. Premises: 1234 Example Street, Philadelphia, PA 19107. Defendant: Jane Q. Sample. C.P. No. 170901234. Judgment: $85,000.00. Attorney: Example Law Firm, P.C.',
      ),
    ).toMatchObject({
      docket: '170901234',
      defendants: 'Jane Q. Sample',
      amount: '85000.00',
      street: '1234 Example Street',
      city: 'Philadelphia',
      zipCode: '19107',
    })
  })

  it('reads a caption that ends with "Defendants" and a plain "No." docket', () => {
    expect(
      notice(
        'FIRST EXAMPLE BANK vs. JOHN SAMPLE and MARY SAMPLE, Defendants. No. 2019-CV-1234. Judgment $45,000. All that certain lot of land known as 9 Oak Lane, Sampleton, Pennsylvania 17000-1234.',
      ),
    ).toMatchObject({
      docket: '2019-CV-1234',
      plaintiff: 'FIRST EXAMPLE BANK',
      defendants: 'John Sample; Mary Sample',
      amount: '45000.00',
      street: '9 Oak Lane',
      city: 'Sampleton',
      state: 'PA',
      zipCode: '17000',
    })
  })

  it('reads an ALL-CAPS caption with an upper-case V. after an organisation', () => {
    expect(
      notice(
        'EXAMPLE SAVINGS BANK V. JANE DOE A/K/A JANE Q. DOE, CASE NO. 19-CV-000123, JUDGMENT $12,345.67, PREMISES KNOWN AS 77 RIVER RD, SAMPLETON, OH 44001.',
      ),
    ).toMatchObject({
      docket: '19-CV-000123',
      plaintiff: 'EXAMPLE SAVINGS BANK',
      defendants: 'Jane Doe',
      amount: '12345.67',
      street: '77 RIVER RD',
      zipCode: '44001',
    })
  })

  it('keeps a middle initial V. as part of a name', () => {
    expect(
      notice('Jane V. Sample GD-19-000001—$1,000.00 known as 1 A Street, Sampleton, PA 15000.'),
    ).toMatchObject({
      defendants: 'Jane V. Sample',
      plaintiff: null,
    })
  })

  it('finds the street in a notice without "known as"', () => {
    expect(
      notice(
        'Jane Sample GD-19-000002—$2,000.00 In the Commonwealth of Pennsylvania, County of Example: Example Borough: Lot 7 in the Sample Plan, a two story building, 88 Mill Street, Sampleton, PA 15001.',
      ),
    ).toMatchObject({
      street: '88 Mill Street',
      city: 'Sampleton',
      municipality: 'Example Borough',
    })
  })
})

describe('splitNotices and parseLegalNoticeText', () => {
  const journal = [
    'Example Legal Journal - Sheriff Sales to be held on January 9, 2020',
    '1. Jane Sample GD-19-000010—$10,000.00 Example Law, P.C. 555-555-0100 In the Commonwealth of Pennsylvania, County of Example: Sample Township. Having erected thereon a dwelling known as 10 First Street, Sampleton, PA 15010.',
    '2) John Sample MG-19-000020—$20,000.00 Example Law, P.C. 555-555-0100 In the Commonwealth of Pennsylvania, County of Example: Sample Borough. Having erected thereon a dwelling known as 20 Second Street, Sampleton, PA 15020. Sale Cancelled.',
    '3. Nothing useful here.',
  ].join('\n')

  it('splits notices one per line when there are no blank lines', () => {
    const { header, notices } = splitNotices(journal)
    expect(header).toBe('Example Legal Journal - Sheriff Sales to be held on January 9, 2020')
    expect(notices.map((entry) => entry.number)).toEqual([1, 2, 3])
  })

  it('joins wrapped lines of one paragraph when notices are separated by blank lines', () => {
    const { notices } = splitNotices(
      'Header\n\n1. Jane Sample\nGD-19-000010—$1.00\n\n2. John Sample MG-19-000020\n',
    )
    expect(notices).toEqual([
      { number: 1, text: 'Jane Sample GD-19-000010—$1.00' },
      { number: 2, text: 'John Sample MG-19-000020' },
    ])
  })

  it('turns notices into filings with the header sale date, and rejects notices with nothing to find', () => {
    const outcome = parseLegalNoticeText(journal, {
      state: 'PA',
      county: 'Example',
      court: 'Example Court',
    })
    if (!outcome.ok) throw new Error(outcome.error)
    const { filings, rejected } = outcome.result
    expect(filings).toHaveLength(2)
    expect(filings[1]).toMatchObject({
      sourceRecordId: 'MG-19-000020',
      documentType: 'Notice of Sale',
      caseNumber: 'MG-19-000020',
      court: 'Example Court',
      defendantName: 'John Sample',
      propertyAddress: '20 Second Street',
      city: 'Sampleton',
      county: 'Example',
      state: 'PA',
      zipCode: '15020',
      saleDate: '2020-01-09',
      loanAmount: '20000.00',
      amountKind: 'judgment',
      raw: expect.objectContaining({ status: 'Sale Cancelled', attorneyPhone: '555-555-0100' }),
    })
    expect(rejected).toEqual([
      { sourceRecordId: 'notice-3', reason: 'no docket and no property address' },
    ])
  })

  it('refuses text without numbered notices', () => {
    expect(parseLegalNoticeText('just a page of prose')).toEqual({
      ok: false,
      error: 'No numbered notices found (expected paragraphs like "1. ...")',
    })
  })
})

describe('finders', () => {
  it('does not take block-and-lot, book or instrument numbers for a docket', () => {
    expect(findDocket('Deed Book Volume 123, page 4, Block and Lot No. 60-C-147')).toBeNull()
    expect(findDocket('Instrument No. 2004-35733')).toBeNull()
    expect(findDocket('Civil Action No. 2:19-cv-01234')?.value).toBe('2:19-cv-01234')
  })

  it('reads a sale date from a header', () => {
    expect(findSaleDate('Sheriff Sales for sale on 05/07/2012 (extracted text)')).toBe('2012-05-07')
    expect(findSaleDate('Sale date: March 3, 2021')).toBe('2021-03-03')
    expect(findSaleDate('Notices')).toBeNull()
  })
})
