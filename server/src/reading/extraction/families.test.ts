/**
 * The families of documents issue 17 names, each in a made-up text of its layout: labelled
 * listing rows, tax foreclosure labels, trustee's sale notices, Florida captions, scanned court
 * forms whose box text OCR reads into the caption, estates, sale status and dates, amounts that
 * are never the lead's. Names, streets and numbers are invented.
 */
import { describe, expect, it } from 'vitest'
import { extractFields } from './extract'

describe('labelled fields (listing rows and detail pages)', () => {
  const row = [
    'Sale Date: 11/17/2025',
    'Case Number: 51-2025-CC-000001-CCAX-ES',
    'Status: Canceled',
    'Final Judgment: 4183.40',
    'Opening Bid: 0',
    'Assessed Value: 446190',
    'Certificate Holder Name: EXAMPLE COMMUNITY ASSOCIATION INC',
    'Plaintiff Max Bid: 4183.40',
    'Address: 12 EXAMPLE STONE COURT',
    'City: SAMPLETON',
    'Zip: 33540',
  ].join('\n')

  it('reads each field from its own label', () => {
    const result = extractFields(row)
    expect(result.caseNumber?.value).toBe('51-2025-CC-000001-CCAX-ES')
    expect(result.amount?.value).toEqual({ value: '4183.40', kind: 'judgment' })
    expect(result.propertyAddress?.value).toEqual({
      street: '12 EXAMPLE STONE COURT',
      city: 'SAMPLETON',
      // Not printed: the ZIP says Florida (the ZIP database, issue 34).
      state: 'FL',
      zip: '33540',
    })
    expect(result.saleDate?.value).toBe('2025-11-17')
    expect(result.saleStatus?.value).toBe('cancelled')
    expect(result.plaintiff?.value).toBe('EXAMPLE COMMUNITY ASSOCIATION INC')
  })

  it('takes the debt, not the minimum bid, and flags a postponed sale', () => {
    const result = extractFields(
      'Status: Preview\nMinimum Bid: 37600\nDebt Amount: 274634\nBook/Writ: 2602-371\nAddress: 5 EXAMPLE AVENUE SAMPLETON PA 19131\nPage Status: Postponed',
    )
    expect(result.amount?.value).toEqual({ value: '274634.00', kind: 'judgment' })
    expect(result.amounts.map((a) => a.value.kind).sort()).toEqual(['judgment', 'minimum_bid'])
    expect(result.caseNumber?.value).toBe('2602-371')
    expect(result.saleStatus?.value).toBe('postponed')
  })

  it("never takes a servicer's or firm's labelled address for the property", () => {
    const result = extractFields(
      "Grantor(s): JANE ROE\nMortgage Servicer's Address: 8 Example Waters Boulevard, Sampleton, TX 75019\nFirm Address: 9 Law Way, Sampleton, TX 75020",
    )
    expect(result.propertyAddress).toBeNull()
    expect(result.defendants?.value).toEqual(['Jane Roe'])
  })
})

describe('tax foreclosure labels', () => {
  it('ends a name at the next label and keeps the situs', () => {
    const result = extractFields(
      'NOTICE OF TAX FORECLOSURE Taxpayer: ROE JANE Owner/Record Title Holder/Other Parties of Interest: ROE JANE; ROE JOHN Situs: 12 EXAMPLE RD, SAMPLETON WA 98201 Amount PAID/DUE: $1,234.56',
    )
    expect(result.defendants?.value.join(' ')).not.toMatch(/owner|record|parties/i)
    expect(result.defendants?.value).toEqual(['Roe Jane'])
    expect(result.propertyAddress?.value.street).toBe('12 EXAMPLE RD')
    expect(result.propertyAddress?.value.zip).toBe('98201')
    expect(result.amount?.value).toEqual({ value: '1234.56', kind: 'tax' })
  })

  it('reads a tax-sale list record: the street that opens it, the owners after "to"', () => {
    const result = extractFields(
      '505 N EXAMPLE AVE (127-16) 19-3X95 ASSESSED FOR $55,200 TO ROE, JANE DOE, JOHN Q $13,633.15',
      { record: true, listType: 'tax foreclosure' },
    )
    expect(result.propertyAddress?.value.street).toBe('505 N EXAMPLE AVE')
    expect(result.defendants?.value).toEqual(['Jane Roe', 'John Q Doe'])
    expect(result.amount?.value).toEqual({ value: '13633.15', kind: 'tax' })
  })
})

describe("notices of trustee's sale", () => {
  it('takes the T.S. number for the case, the grantors for the defendants, the principal for the amount', () => {
    const result = extractFields(
      [
        'T.S. No.: 24-00001-XX   Loan No.: 0012345678',
        "NOTICE OF SUBSTITUTE TRUSTEE'S SALE",
        'WHEREAS, on 3/10/2005, Jane Roe and John Roe, as Grantor/Borrower, executed and delivered that certain Deed of Trust securing a note in the original amount of $71,470.00;',
        'the total amount needed to reinstate is $9,876.54 and a deposit of $5,000.00 is required at the sale.',
        'Commonly known as: 12 EXAMPLE DR SAMPLETON, TX 78664',
        'NOTICE IS HEREBY GIVEN, that on 4/1/2025 at 10:00 AM the Substitute Trustee will sell the Property.',
      ].join('\n'),
    )
    expect(result.caseNumber?.value).toBe('24-00001-XX')
    expect(result.defendants?.value).toEqual(['Jane Roe', 'John Roe'])
    expect(result.amount?.value).toEqual({ value: '71470.00', kind: 'loan' })
    expect(result.saleDate?.value).toBe('2025-04-01')
    expect(result.propertyAddress?.value.zip).toBe('78664')
  })

  it('reads a Georgia notice: the grantor of the security deed and the first Tuesday', () => {
    const result = extractFields(
      'NOTICE OF SALE UNDER POWER Under and by virtue of the Power of Sale contained in a Security Deed given by Jane Roe to Example Bank, N.A., conveying the property to secure a Note in the original principal amount of $139,700.00, there will be sold at public outcry within the legal hours of sale on the first Tuesday in July, 2022, the following property known as 12 Example Chase Trail, Sampleton, Georgia 30126. Our file no. 5520413 - FT17',
    )
    expect(result.defendants?.value).toEqual(['Jane Roe'])
    expect(result.saleDate?.value).toBe('2022-07-05')
    expect(result.caseNumber?.value).toBe('5520413')
    expect(result.amount?.value.value).toBe('139700.00')
  })
})

describe('Florida captions', () => {
  it('reads "PLAINTIFF v. DEFENDANTS", CASE NO. and the address after a/k/a', () => {
    const result = extractFields(
      'IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT IN AND FOR EXAMPLE COUNTY, FLORIDA CASE NO.: 2024-CA-000123-O EXAMPLE BANK, N.A., Plaintiff, v. JANE ROE; JOHN ROE; UNKNOWN TENANT IN POSSESSION, Defendants. NOTICE OF SALE is hereby given that the Clerk will sell the property described as LOT 9, BLOCK 2, EXAMPLE ESTATES, a/k/a 12 EXAMPLE CT, SAMPLETON, FL 32801, at public sale on August 14, 2025.',
    )
    expect(result.defendants?.value).toEqual(['Jane Roe', 'John Roe'])
    expect(result.caseNumber?.value).toBe('2024-CA-000123-O')
    expect(result.propertyAddress?.value.street).toBe('12 EXAMPLE CT')
    expect(result.saleDate?.value).toBe('2025-08-14')
  })
})

describe('scanned court forms', () => {
  it("keeps the box's case number and classification out of the defendants", () => {
    const result = extractFields(
      [
        'STATE OF WISCONSIN     CIRCUIT COURT     EXAMPLE COUNTY',
        'EXAMPLE MORTGAGE LLC',
        'Plaintiff,                      NOTICE OF FORECLOSURE SALE',
        'vs.                             Case No. 13-CV-01670    =',
        'Jane Q. Roe and John Roe         ow',
        '                                Code No. 30404',
        'nd EXAMPLE FUNDING, LLC          Dollar Amount Greater Than $5,000.00',
        'Defendants.',
        'PLEASE TAKE NOTICE that by virtue of a judgment of foreclosure entered on November 25, 2013 in the amount of $215,610.31 the Sheriff will sell the described premises at public auction as follows:',
        'TIME: November 26,2014 at 10:00 a.m.',
        'PROPERTY ADDRESS: N20W28338 Example Rd Sampleton, WI 53072-5120',
      ].join('\n'),
    )
    expect(result.defendants?.value).toEqual(['Jane Q. Roe', 'John Roe', 'EXAMPLE FUNDING, LLC'])
    expect(result.caseNumber?.value).toBe('13-CV-01670')
    expect(result.amount?.value).toEqual({ value: '215610.31', kind: 'judgment' })
    expect(result.saleDate?.value).toBe('2014-11-26')
    expect(result.propertyAddress?.value.street).toBe('N20W28338 Example Rd')
  })

  it('flags an adjourned notice as postponed, with the new date', () => {
    const result = extractFields(
      "ADJOURNED NOTICE OF SHERIFF'S SALE Case No. 10 CV 05475 EXAMPLE BANK, Plaintiff vs. JANE ROE; Defendants. TIME: November 12, 2014 at 10:00 am ADJOURNED TIME: December 10, 2014 at 10:00 am Property Address: 4 EXAMPLE STREET, SAMPLETON, WISCONSIN 53189",
    )
    expect(result.saleStatus?.value).toBe('postponed')
    expect(result.saleDate?.value).toBe('2014-12-10')
  })
})

describe('several defendants', () => {
  it('keeps an estate a representative acts for', () => {
    const result = extractFields(
      'EXAMPLE BANK, Plaintiff, v. JANE ROE, as Administratrix of the Estate of ANN ROE, Deceased; KIM POE, Defendants.',
    )
    expect(result.defendants?.value).toEqual(['Jane Roe', 'Estate of Ann Roe', 'Kim Poe'])
  })
})

describe('a power-of-sale hearing notice captioned IN THE MATTER OF THE FORECLOSURE OF', () => {
  const notice = [
    'STATE OF NORTH CAROLINA                IN THE GENERAL COURT OF JUSTICE',
    'COUNTY OF WAKE                          SUPERIOR COURT DIVISION',
    '                                        File No. 24 SP 001234',
    'IN THE MATTER OF THE FORECLOSURE OF A DEED OF TRUST EXECUTED BY',
    'JOHN Q. SAMPLE AND MARY A. SAMPLE DATED MARCH 3, 2019 AND RECORDED IN',
    'BOOK 17345, PAGE 221, WAKE COUNTY REGISTRY',
    'NOTICE OF HEARING',
    'Substitute Trustee: Example & Partners, PLLC',
    'The property is located at 1204 Exampleoak Avenue, Raleigh, NC 27610.',
    'Original principal amount: $184,500.00',
  ].join('\n')

  it('takes the grantors before "dated", the file number, and the property after a trustee label', () => {
    const result = extractFields(notice)
    expect(result.defendants?.value).toEqual(['John Q. Sample', 'Mary A. Sample'])
    expect(result.caseNumber?.value).toBe('24 SP 001234')
    expect(result.propertyAddress?.value).toEqual({
      street: '1204 Exampleoak Avenue',
      city: 'Raleigh',
      state: 'NC',
      zip: '27610',
    })
    expect(result.amount?.value).toEqual({ value: '184500.00', kind: 'loan' })
  })
})
