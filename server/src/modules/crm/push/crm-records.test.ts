import type { LeadView } from '@common/contracts/leads'
import { describe, expect, it } from 'vitest'
import { buildCrmRecords, personsOf, recordKey, splitName } from './crm-records'

const lead = (overrides: Partial<LeadView> = {}): LeadView =>
  ({
    id: 'lead-1',
    caseNumber: 'A2400217',
    county: 'Hamilton',
    state: 'OH',
    zipCode: '45202',
    propertyAddress: '1420 Elm Street',
    defendantName:
      'Marcus Bell; Tanya R Bell; Example Savings Bank, N.A.; Unknown Spouse of Marcus Bell',
    isSample: false,
    status: 'new',
    tags: [],
    ...overrides,
  }) as LeadView

describe('CRM records of leads', () => {
  it('makes one record per person defendant: no bank, no unnamed party', () => {
    expect(
      personsOf([
        'Marcus Bell',
        'Example Savings Bank, N.A.',
        'Unknown Spouse of Marcus Bell',
        'John Doe',
      ]),
    ).toEqual(['Marcus Bell'])
    const { records } = buildCrmRecords([lead()], [])
    expect(records.map((record) => record.defendant)).toEqual(['Marcus Bell', 'Tanya R Bell'])
    expect(records[0]?.lead.defendants).toHaveLength(4)
  })

  it('keys a record on county, case number and defendant, blind to case and spacing', () => {
    const key = recordKey(lead(), 'Marcus Bell')
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(recordKey(lead({ caseNumber: ' a2400217 ', county: 'HAMILTON' }), 'marcus  bell')).toBe(
      key,
    )
    expect(recordKey(lead({ county: 'Butler' }), 'Marcus Bell')).not.toBe(key)
    expect(recordKey(lead(), 'Tanya R Bell')).not.toBe(key)
    // Without a case number the property address stands in; with neither there is no key.
    expect(recordKey(lead({ caseNumber: null }), 'Marcus Bell')).toMatch(/^[0-9a-f]{64}$/)
    expect(recordKey(lead({ caseNumber: null, propertyAddress: null }), 'Marcus Bell')).toBeNull()
  })

  it('skips sample leads and leads it cannot key, and counts them', () => {
    const built = buildCrmRecords(
      [lead({ isSample: true }), lead({ id: 'lead-2', caseNumber: null, propertyAddress: null })],
      [],
    )
    expect(built.records).toEqual([])
    expect(built.skipped).toEqual({ sample: 1, unidentifiable: 1 })
  })

  it('keeps a lead naming no person as one record of the property', () => {
    const { records } = buildCrmRecords([lead({ defendantName: 'Ohio Example Holdings LLC' })], [])
    expect(records.map((record) => record.defendant)).toEqual([''])
  })

  it('gives a person only their own contacts, and changes the hash when the lead changes', () => {
    const contacts = [
      {
        leadId: 'lead-1',
        defendantName: 'Marcus Bell',
        name: 'Marcus Bell',
        phones: ['513-555-0142'],
        emails: ['Marcus@Example.net'],
      },
      {
        leadId: 'lead-2',
        defendantName: 'Marcus Bell',
        name: 'Marcus Bell',
        phones: ['513-555-0999'],
        emails: [],
      },
    ]
    const [marcus, tanya] = buildCrmRecords([lead()], contacts).records
    expect(marcus).toMatchObject({ phones: ['513-555-0142'], emails: ['marcus@example.net'] })
    expect(tanya).toMatchObject({ phones: [], emails: [] })
    const [moved] = buildCrmRecords([lead({ status: 'contacted' })], contacts).records
    expect(moved?.key).toBe(marcus?.key)
    expect(moved?.hash).not.toBe(marcus?.hash)
  })

  it('splits a name into first and last, keeping a suffix with the last name', () => {
    expect(splitName('Tanya R Bell')).toEqual({ first: 'Tanya R', last: 'Bell' })
    expect(splitName('Robert Lee Jr.')).toEqual({ first: 'Robert', last: 'Lee Jr.' })
    expect(splitName('Cher')).toEqual({ first: '', last: 'Cher' })
  })
})
