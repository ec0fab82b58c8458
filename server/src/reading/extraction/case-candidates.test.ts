import { describe, expect, it } from 'vitest'
import { CASE_FEATURES, CASE_FLOOR } from './case-candidates'
import { extractFields } from './extract'
import type { ScoredCaseNumber } from './types'

/** A candidate's named feature. */
function feature(candidate: ScoredCaseNumber | undefined, name: (typeof CASE_FEATURES)[number]) {
  return candidate?.features[CASE_FEATURES.indexOf(name)]
}

function candidate(text: string, value: string): ScoredCaseNumber | undefined {
  return extractFields(text).caseNumberCandidates?.find((c) => c.value === value)
}

describe('case-number candidates', () => {
  it('describes a labelled case number by its label, shape and place', () => {
    const text =
      'IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT, ORANGE COUNTY, FLORIDA\nCase No. 2024-CA-001234-O\n' +
      'BANK OF EXAMPLE, Plaintiff, v. JOHN DOE, Defendant.\n' +
      'NOTICE OF SALE. The property at 12 Oak Street, Orlando, FL 32801 will be sold. '.repeat(8) +
      '\nCase No. 2024-CA-001234-O'
    const found = candidate(text, '2024-CA-001234-O')
    expect(feature(found, 'label: case')).toBe(1)
    expect(feature(found, 'label: other')).toBe(0)
    expect(feature(found, 'court shape')).toBe(1)
    expect(feature(found, 'digits and letters')).toBe(1)
    expect(feature(found, 'in the header')).toBe(1)
    expect(feature(found, 'printed more than once')).toBe(1)
    expect(feature(found, 'recording or parcel words before')).toBe(0)
  })

  it("reads a clerk's file number as a recording's, with the recording words near it", () => {
    const text =
      "Deed of Trust recorded under Clerk's File No. 2014-0012345 in the real property records of COLLIN County."
    const found = candidate(text, '2014-0012345')
    expect(feature(found, 'label: file')).toBe(0)
    expect(feature(found, 'label: other')).toBe(1)
    expect(feature(found, 'recording or parcel words before')).toBe(1)
  })

  it('tells a court shape from a misread one', () => {
    expect(feature(candidate('Case No. 25SP000120-5', '25SP000120-5'), 'court shape')).toBe(1)
    expect(feature(candidate('Case No. 255P000120-5', '255P000120-5'), 'court shape')).toBe(0)
  })

  it('marks a number in a page running head as page chrome', () => {
    const page = (n: number) =>
      `NTS-24-0099 Page ${n} of 2\nNOTICE OF TRUSTEE'S SALE\nThe sale will be held at the courthouse door.\n`
    const found = candidate(page(1) + page(2), 'NTS-24-0099')
    expect(feature(found, 'in page chrome')).toBe(1)
  })
})

describe('the case-number choice', () => {
  it('takes the case number, never the recording number printed next to it', () => {
    for (const text of [
      'Recorded as Instrument No. 2024-0187654 on March 3, 2024. Case No. 24-CV-001234.',
      'Case No. 24-CV-001234. Recording No. 2024-RE-187654, Deed Book 1234, Page 56.',
      "Deed of Trust recorded under Clerk's File No. 20141219001383110. C&M No. 44-25-00304",
    ]) {
      const result = extractFields(text)
      expect(result.caseNumber?.value, text).toMatch(/^(?:24-CV-001234|44-25-00304)$/)
      const scored = result.caseNumberCandidates ?? []
      expect(scored.length, text).toBeGreaterThan(1)
      expect(scored[0]!.value).toBe(result.caseNumber?.value)
      expect(scored[1]!.probability).toBeLessThan(scored[0]!.probability)
    }
  })

  it('takes the trustee sale number, never the parcel number', () => {
    const text =
      'NOTICE OF TRUSTEE SALE. APN: 123-456-78. Parcel No. 14-BC-12345. T.S. No. 24-00571-CA. ' +
      'The trustee will sell at public auction.'
    const result = extractFields(text)
    expect(result.caseNumber?.value).toBe('24-00571-CA')
    const parcel = result.caseNumberCandidates?.find((c) => c.value === '14-BC-12345')
    expect(parcel?.probability).toBeLessThan(CASE_FLOOR)
  })

  it('takes nothing when only a parcel or a loan number is printed, but keeps them as candidates', () => {
    const result = extractFields('Loan No. 0012345678. Tax Parcel No. 14-BC-12345.')
    expect(result.caseNumber).toBeNull()
    expect(result.caseNumberCandidates?.map((c) => c.value)).toEqual(
      expect.arrayContaining(['0012345678', '14-BC-12345']),
    )
  })

  it('prefers the caption case number over a file number in the page footer', () => {
    const page = (n: number) =>
      `NOTICE OF SHERIFF'S SALE\nThe property will be sold on the courthouse steps.\nFile No. 28026 Page ${n} of 3\n`
    const text = `SUPERIOR COURT OF NEW JERSEY\nDocket No. F-012345-24\n${page(1)}${page(2)}${page(3)}`
    const result = extractFields(text)
    expect(result.caseNumber?.value).toBe('F-012345-24')
    const footer = result.caseNumberCandidates?.find((c) => c.value === '28026')
    expect(feature(footer, 'in page chrome')).toBe(1)
    expect(footer!.probability).toBeLessThan(result.caseNumber!.confidence)
  })

  it('states the chosen probability as its confidence', () => {
    const result = extractFields('Case No. 2024-CA-001234-O')
    expect(result.caseNumber?.confidence).toBe(
      Math.round(result.caseNumberCandidates![0]!.probability * 100) / 100,
    )
  })
})
