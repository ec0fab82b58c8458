/**
 * Dates by role (issue 34, item 4): each cue as real notices print it (the sentences are cut
 * from the labelled real documents, names changed), and the dates that must get no role.
 */
import { describe, expect, it } from 'vitest'
import { findDates } from './dates'
import { extractFields } from './extract'
import { flatten } from './prepare'

const roles = (text: string) => {
  const dates = findDates(flatten(text))
  return {
    filed: dates.filing?.value ?? null,
    judgment: dates.judgment?.value ?? null,
    sale: dates.sale?.value ?? null,
  }
}

describe('dates by role', () => {
  it.each([
    [
      'a clerk’s e-filing stamp',
      'FILED: KINGS COUNTY CLERK 10/18/2022 09:58 AM INDEX NO. 4130/2011',
    ],
    [
      'an e-filing header line',
      'Summit County Clerk of Courts CV-2025-08-3686 DOE, JANE D. 10/18/2022 6:58:15 AM FORC Page 1 of 6',
    ],
    ['a case page’s glued label', 'Case Type:ForeclosureFiling Date:10/18/2022 Case Status:Open'],
    ['a filing label', 'Filed: October 18, 2022'],
    [
      'a lis pendens’ certificate',
      'The undersigned certifies that the above entitled mortgage foreclosure action was filed on October 18, 2022, and is now pending',
    ],
  ])('reads %s as the filing date', (_, text) => {
    expect(roles(text).filed).toBe('2022-10-18')
  })

  it.each([
    ['a Dated line', 'Rochester, NY 14624 (877) 555-1835 Dated: February 25, 2014 1084379'],
    [
      'a Dated-at line',
      'subject to all liens. Dated at Milwaukee, Wisconsin, this 25th day of February, 2014 Sheriff',
    ],
    ['a witness clause', 'SERVICER. WITNESS, my hand this 2/25/2014 By: Substitute Trustee'],
    ['an executed-on line', 'Houston, TX 77070 Executed on February 25, 2014. /s/ Trustee'],
    [
      'a Dated line with its city',
      'be sold. Dated: White Plains, New York, February 25, 2014 HOLLIS LLP',
    ],
  ])('reads %s as the author’s date, shown as a filing date to check', (_, text) => {
    const filing = findDates(flatten(text)).filing
    expect(filing?.value).toBe('2014-02-25')
    expect(filing?.confidence).toBeLessThan(0.8)
  })

  it('prefers the clerk’s stamp to the author’s date, wherever each is printed', () => {
    const text =
      'Dated: January 15, 2025 Substitute Trustee. FILED: COLLIN COUNTY CLERK January 16, 2025'
    const filing = findDates(flatten(text)).filing
    expect(filing).toMatchObject({ value: '2025-01-16', confidence: 0.9 })
  })

  it.each([
    [
      'entered on',
      'PLEASE TAKE NOTICE that by virtue of a judgment of foreclosure entered on February 8, 2012, in the amount of $221,142.49, the Sheriff will sell the described premises at public auction as follows: TIME: December 10, 2014 at 10:00 am',
      { filed: null, judgment: '2012-02-08', sale: '2014-12-10' },
    ],
    [
      'dated, then entered',
      'Pursuant to a Judgment of Foreclosure and Sale dated May 1, 2019 and entered on May 13, 2019, the undersigned Referee will sell at public auction on December 1, 2022 at 12:05 p.m.',
      { filed: null, judgment: '2019-05-01', sale: '2022-12-01' },
    ],
    [
      'executed by a judge whose initials hold periods, then filed with the clerk',
      'pursuant to a judgment of foreclosure and sale executed by the Honorable Christine A. Sproat, J.S.C., on November 1, 2013, and filed with the Dutchess County Clerk on November 8, 2013, I, the undersigned Referee will sell at public auction on 3/28/14 at 10:00 a.m.',
      { filed: null, judgment: '2013-11-01', sale: '2014-03-28' },
    ],
    [
      'duly dated, with the sale in the same sentence',
      'Pursuant to a Judgment of Foreclosure and Sale duly dated January 10, 2014 I, the undersigned Referee will sell at public auction in the Dutchess County Courthouse, Poughkeepsie, New York on March 31, 2014 at 9:30AM',
      { filed: null, judgment: '2014-01-10', sale: '2014-03-31' },
    ],
  ])('reads the judgment’s date (%s) apart from the sale’s', (_, text, expected) => {
    expect(roles(text)).toEqual(expected)
  })

  it.each([
    [
      'a deed of trust’s date',
      'COLLIN County Deed of Trust Dated: April 30, 1986 Amount: $61,800.00',
    ],
    [
      'a deed of trust’s recording',
      'which Deed of Trust is Recorded on 4/22/2022 as Volume 2022050535',
    ],
    [
      'a security deed named far from its date',
      'that Security Deed given by Jane A Doe to SunTrust Mortgage, Inc., dated February 16, 2007, recorded in Deed Book 14475',
    ],
    [
      'an all-capitals deed recording',
      'SUBJECT TO THAT SECURITY DEED FROM JOHN DOE RECORDED AUGUST 31, 2006',
    ],
    ['a trust’s name', 'Austin, Trustee for the Bryan Drive Trust Dated November 6, 2012'],
    [
      'a mortgage named before its recording',
      'Default has been made in the conditions of a mortgage made by Jane Doe to Lender Corporation., Mortgagee, dated June 9, 2020 and recorded June 22, 2020',
    ],
    [
      'an event in a complaint',
      'On or about November 3, 2023, tax certificate number 6809660-23 was issued',
    ],
    [
      'a listing’s added date',
      'Sale Date: 11/17/2025 Add Date: 09/29/2025 Case Number: 51-2025-CC-001783',
    ],
    ['a decree’s disposition date', 'Case Disposition:Decree Or OrderDisposition Date:09/15/2015'],
  ])('gives no filing or judgment role to %s', (_, text) => {
    const dates = roles(text)
    expect([dates.filed, dates.judgment]).toEqual([null, null])
  })

  it('never shows a sale notice’s sale date as its filing date', () => {
    const found = extractFields(
      'NOTICE OF SHERIFF’S SALE. The Sheriff will sell the premises at public auction on December 10, 2014 at 10:00 am.',
    )
    expect(found.date?.value).toEqual({ value: '2014-12-10', kind: 'sale' })
    expect(found.saleDate?.value).toBe('2014-12-10')
    expect(found.filingDate).toBeNull()
  })
})
