/**
 * Every party a caption names is kept with its role (issue 34, item 2): the lead's defendants
 * are the owners (and lienholders named as defendants); a government named as a junior
 * lienholder and an occupant placeholder are kept as parties, never taken as the defendant.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { extractFields } from './extract'

const fixture = (name: string) =>
  readFileSync(new URL(`../../testing/fixtures/extraction-texts/${name}`, import.meta.url), 'utf8')

describe('parties by role', () => {
  it('keeps the State named as a junior lienholder as a party, not a defendant', () => {
    const found = extractFields(fixture('nj-complaint.txt'))
    expect(found.defendants?.value).toEqual(['Priya N. Ramaswamy', 'Hector L. Ortiz'])
    expect(found.parties).toEqual([
      { name: 'GARDEN STATE COMMUNITY BANK', role: 'plaintiff' },
      { name: 'Priya N. Ramaswamy', role: 'owner' },
      { name: 'Hector L. Ortiz', role: 'owner' },
      { name: 'STATE OF NEW JERSEY', role: 'government' },
    ])
  })

  it('keeps occupant placeholders and lienholders with their roles', () => {
    const found = extractFields(
      [
        'CIRCUIT COURT OF WAUKESHA COUNTY',
        'MIDWEST HOME LENDING, LLC, Plaintiff,',
        'vs.',
        'ANNA M. KOWALSKI; FORD MOTOR CREDIT COMPANY, LLC; UNKNOWN TENANTS IN POSSESSION; JOHN DOE,',
        'Defendants.',
        'Case No. 24-CV-001234',
      ].join('\n'),
    )
    expect(found.defendants?.value).toEqual(['Anna M. Kowalski', 'FORD MOTOR CREDIT COMPANY, LLC'])
    expect(found.parties).toEqual([
      { name: 'MIDWEST HOME LENDING, LLC', role: 'plaintiff' },
      { name: 'Anna M. Kowalski', role: 'owner' },
      { name: 'FORD MOTOR CREDIT COMPANY, LLC', role: 'lienholder' },
      { name: 'UNKNOWN TENANTS IN POSSESSION', role: 'occupant' },
      { name: 'John Doe', role: 'occupant' },
    ])
  })

  it('names no parties when the text names none', () => {
    expect(extractFields('Sale Date: 11/17/2025 Add Date: 09/29/2025').parties).toEqual([])
  })
})
