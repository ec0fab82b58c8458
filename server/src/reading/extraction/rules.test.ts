/** Single rules of the extractor on short made-up passages: what must never be taken. */
import { describe, expect, it } from 'vitest'
import { extractFields } from './extract'

describe('extraction rules', () => {
  it('never takes an attorney or trustee address for the property', () => {
    const text = `NOTICE OF TRUSTEE'S SALE
Quillfeather Trustee Corp., Substitute Trustee, 500 Harbor Blvd, Suite 20, Dallas, TX 75201
Attorney for Plaintiff: Nolan Briggs, Esq., Briggs Law Office, 77 Elm Street, Austin, TX 78701
Tel. 512-555-0170`
    const result = extractFields(text)
    expect(result.propertyAddress).toBeNull()
    expect(result.phones).toEqual(['512-555-0170'])
    expect(result.contacts[0]?.owner).toBe('attorney')
  })

  it('keeps the property address when the firm prints its own first', () => {
    const text = `Ridgeway & Cole, P.A., 1 Main Street, Tampa, FL 33602
The property is located at 45 Palm Row, Tampa, FL 33611.`
    expect(extractFields(text).propertyAddress?.value).toEqual({
      street: '45 Palm Row',
      city: 'Tampa',
      state: 'FL',
      zip: '33611',
    })
  })

  it('ignores deposits and fees when choosing the amount', () => {
    const text = 'A deposit of $10,000.00 is required. The upset price is $98,500.00. Fee: $250.00.'
    expect(extractFields(text).amount?.value).toEqual({ value: '98500.00', kind: 'upset_price' })
  })

  it('reads "Dated this 3rd day of June, 2024" as a filing date with its snippet', () => {
    const result = extractFields('LIS PENDENS ... Dated this 3rd day of June, 2024.')
    expect(result.date?.value).toEqual({ value: '2024-06-03', kind: 'filing' })
    expect(result.date?.snippet).toContain('3rd day of June, 2024')
  })

  // A non-judicial sale has no court case: its trustee's sale number is what it is known by
  // (issue 17). A loan number or parcel number is never taken.
  it('takes the trustee sale number, never a loan or parcel number, for the case number', () => {
    const result = extractFields('T.S. No. 24-00571-CA Loan No. 0012345678 APN: 123-456-78')
    expect(result.caseNumber?.value).toBe('24-00571-CA')
    expect(extractFields('Loan No. 0012345678 APN: 123-456-78').caseNumber).toBeNull()
  })

  it('reports every phone and e-mail, marking whose it is', () => {
    const result = extractFields(
      'Clerk of Court ADA line (407) 555-0100. Sheriff civil unit 407.555.0101. Contact: owner.help@example.org',
    )
    expect(result.phones).toEqual(['407-555-0100', '407-555-0101'])
    expect(result.emails).toEqual(['owner.help@example.org'])
    expect(result.contacts.map((contact) => contact.owner)).toEqual(['court', 'sheriff', 'sheriff'])
  })

  // A bid list's record as its table reading prints it: an empty 'Cost/Tax' cell leaves
  // 'Cost:' after the status, and a company's name holds a field word (issue 34).
  it("reads a record's status before a value-less label and a company's name with a field word", () => {
    const result = extractFields(
      [
        'Docket: MG-19-004477',
        'Address: 4232 CENTER ST, , PITTSBURGH, PA 15235',
        'Defendant: THREE RIVERS PROPERTY GROUP INC',
        'Status: POSTPONED',
        'Cost:',
        'Comments: POSTPONED BY PLAINTIFF',
      ].join('\n'),
      { record: true },
    )
    expect(result.saleStatus?.value).toBe('postponed')
    expect(result.saleStatus?.snippet).toContain('Status: POSTPONED')
    expect(result.defendants?.value).toEqual(['THREE RIVERS PROPERTY GROUP INC'])
  })

  it("keeps a defendant's name printed on the line before 'Atty:'", () => {
    const result = extractFields(
      ['Docket: MG-20-010627', 'Defendant:', 'WILLIAM DAVIS', 'Atty: KML LAW GROUP PC'].join('\n'),
      { record: true },
    )
    expect(result.defendants?.value).toEqual(['William Davis'])
  })

  it('returns other with low confidence and null fields for unrelated text', () => {
    const result = extractFields('Minutes of the garden club meeting.')
    expect(result.documentType).toMatchObject({ value: 'other', confidence: 0.2 })
    expect(result.defendants).toBeNull()
    expect(result.amount).toBeNull()
  })
})
