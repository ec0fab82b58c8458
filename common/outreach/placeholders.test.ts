import { describe, expect, it } from 'vitest'
import { checkCaseStatus } from './case-status'
import {
  fillPlaceholders,
  firstNameOf,
  leadPropertyAddress,
  unfilledPlaceholders,
} from './placeholders'

describe('fillPlaceholders', () => {
  it('fills every placeholder it has a value for and leaves the others as written', () => {
    const text =
      'Hi [First Name], about [Property Address] (case [Case Number]). [Your Name], [Your Phone]. [Full Name]'
    const filled = fillPlaceholders(text, {
      fullName: 'MARIA L. GARCIA',
      propertyAddress: '12 Oak St, Fresno, CA 93701',
      caseNumber: '24CV-0012',
      senderName: 'Sam Investor',
    })
    expect(filled).toBe(
      'Hi Maria, about 12 Oak St, Fresno, CA 93701 (case 24CV-0012). Sam Investor, [Your Phone]. Maria L. Garcia',
    )
    expect(unfilledPlaceholders(filled)).toEqual(['[Your Phone]'])
  })

  it('reads "Last, First" names and keeps mixed-case names as written', () => {
    expect(firstNameOf('Garcia, Maria')).toBe('Maria')
    expect(fillPlaceholders('[Full Name]', { fullName: 'Garcia, Maria' })).toBe('Maria Garcia')
    expect(fillPlaceholders('[Full Name]', { fullName: 'Anne-Marie McDonald' })).toBe(
      'Anne-Marie McDonald',
    )
    expect(fillPlaceholders('[First Name]', { fullName: "JOHN O'BRIEN" })).toBe('John')
  })
})

describe('checkCaseStatus', () => {
  it('asks for confirmation for a dead lead, an ended case or a past sale date', () => {
    expect(checkCaseStatus({ status: 'new', saleDate: '2026-12-01' }, '2026-11-28')).toEqual({
      needsConfirmation: false,
      reasons: [],
    })
    expect(checkCaseStatus({ status: 'dead' }, '2026-11-28').reasons).toEqual(['lead_closed'])
    expect(
      checkCaseStatus({ filingType: 'Notice of Cancellation of Sale' }, '2026-11-28').reasons,
    ).toEqual(['case_ended'])
    expect(checkCaseStatus({ filingType: 'Order of Dismissal' }, '2026-11-28').reasons).toEqual([
      'case_ended',
    ])
    expect(checkCaseStatus({ saleDate: '2026-11-27' }, '2026-11-28').reasons).toEqual([
      'sale_date_passed',
    ])
    expect(checkCaseStatus({ filingType: 'Lis Pendens' }, '2026-11-28').needsConfirmation).toBe(
      false,
    )
  })
})

describe('leadPropertyAddress', () => {
  it('writes the street, city, state and ZIP as the product shows them; null without a street', () => {
    const lead = { propertyAddress: '12 Oak St', city: 'Fresno', state: 'CA', zipCode: '93701' }
    expect(leadPropertyAddress(lead)).toBe('12 Oak St, Fresno, CA 93701')
    expect(leadPropertyAddress({ ...lead, city: null, zipCode: null })).toBe('12 Oak St, CA')
    expect(leadPropertyAddress({ ...lead, propertyAddress: '  ' })).toBeNull()
    expect(leadPropertyAddress({ ...lead, propertyAddress: null })).toBeNull()
  })
})
