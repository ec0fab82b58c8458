/**
 * The extractor on the hand-written fixture corpus (made-up people and places in the layouts
 * real foreclosure documents have). Each fixture lists the fields it must yield; a field left
 * out of an expectation is not checked, `null` means it must not be found.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { extractFields } from './extract'
import type { AmountKind, DateKind, DocumentType, PropertyAddress } from './types'

interface Expected {
  type: DocumentType
  defendants?: string[] | null
  plaintiff?: string | null
  address: PropertyAddress | null
  caseNumber?: string | null
  court?: string | null
  amount?: [string, AmountKind] | null
  date?: [string, DateKind] | null
  phones?: string[]
  emails?: string[]
}

const address = (street: string, city: string, state: string, zip: string): PropertyAddress => ({
  street,
  city,
  state,
  zip,
})

const EXPECTED: Record<string, Expected> = {
  'fl-lis-pendens.txt': {
    type: 'lis pendens',
    defendants: [
      'Marcus T. Holloway',
      'Delia R. Holloway',
      'PINE MEADOW HOMEOWNERS ASSOCIATION, INC.',
      'Unknown Spouse of Marcus T. Holloway',
    ],
    plaintiff: 'BLUEHARBOR MORTGAGE SERVICES, LLC',
    address: address('4512 Marigold Court', 'Ocala Springs', 'FL', '32811'),
    caseNumber: '2024-CA-001234-O',
    court: 'CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT IN AND FOR ORANGE COUNTY, FLORIDA',
    amount: ['212400.00', 'loan'],
    date: ['2024-03-05', 'filing'],
    phones: ['305-555-0142', '305-555-0143'],
    emails: ['foreclosure@trellisvance-law.com'],
  },
  'nj-complaint.txt': {
    type: 'verified complaint',
    // The State is named as a junior lienholder: a party, never the lead's defendant (issue 34).
    defendants: ['Priya N. Ramaswamy', 'Hector L. Ortiz'],
    plaintiff: 'GARDEN STATE COMMUNITY BANK',
    address: address('88 Linden Avenue, Unit 4B', 'Montclair', 'NJ', '07042'),
    caseNumber: 'F-012345-24',
    court: 'SUPERIOR COURT OF NEW JERSEY CHANCERY DIVISION MORRIS COUNTY',
    amount: ['318750.00', 'loan'],
    date: ['2024-04-02', 'filing'],
    phones: ['973-555-0188'],
  },
  'ca-trustee-sale.txt': {
    type: 'notice of trustee sale',
    defendants: ['Elena M. Castellanos', 'Ruben D. Castellanos'],
    address: address('7731 Jacaranda Lane', 'Moreno Valley', 'CA', '92553'),
    // The trustee's sale number is the case number of a non-judicial sale (issue 17).
    caseNumber: '24-00571-CA',
    court: null,
    amount: ['287116.40', 'loan'],
    date: ['2024-11-19', 'sale'],
    phones: ['714-555-0190'],
  },
  'nj-sheriff-sale.txt': {
    type: 'notice of sheriff sale',
    defendants: ['Constance A. Bellweather', 'Thomas Bellweather'],
    plaintiff: 'MERIDIAN TRUST BANK, N.A',
    address: address('412 Sandpiper Road', 'Egg Harbor City', 'NJ', '08215'),
    caseNumber: 'F-004512-23',
    court: 'Superior Court of New Jersey, Chancery Division, Atlantic County',
    amount: ['146332.91', 'judgment'],
    date: ['2024-12-11', 'sale'],
    phones: ['856-555-0123'],
  },
  'fl-report-of-sale.txt': {
    type: 'report of foreclosure sale',
    defendants: ['Gregory P. Whittaker'],
    plaintiff: 'SUNCOAST HOME LOANS, INC.',
    address: address('2290 Coral Reef Way', 'Lake Worth', 'FL', '33461'),
    caseNumber: '50-2023-CA-009876-XXXX-MB',
    amount: ['198450.62', 'judgment'],
    date: ['2025-01-16', 'sale'],
    emails: ['foreclosuresales@pbcclerk.example'],
  },
  'pa-tax-foreclosure.txt': {
    type: 'tax foreclosure',
    defendants: ['Rosalind K. Fenwick'],
    plaintiff: 'CITY OF NORTHGATE TAX CLAIM BUREAU',
    address: address('63 Quarry Hill Road', 'Northgate', 'PA', '18509'),
    caseNumber: '2024-TX-00318',
    court: 'COURT OF COMMON PLEAS OF LACKAWANNA COUNTY, PENNSYLVANIA CIVIL DIVISION',
    amount: ['8412.77', 'tax'],
    date: ['2025-03-03', 'sale'],
  },
  'ny-summons.txt': {
    type: 'summons',
    defendants: ['Winifred O. Adebayo', 'Unknown Spouse of Winifred O. Adebayo'],
    plaintiff: 'LAKESHORE FEDERAL SAVINGS',
    address: address('19 Tamarack Circle', 'Baldwinsville', 'NY', '13027'),
    caseNumber: '004512/2024',
    court: 'SUPREME COURT OF THE STATE OF NEW YORK COUNTY OF ONONDAGA',
    amount: ['164000.00', 'loan'],
    date: ['2024-05-08', 'filing'],
  },
  'oh-sheriff-sale.txt': {
    type: 'notice of sheriff sale',
    defendants: ['Darnell J. Whitmore'],
    plaintiff: 'Buckeye Home Lending Corp.',
    address: address('1548 Elmhurst Drive', 'Columbus', 'OH', '43224'),
    caseNumber: '23CV004411',
    court: 'COURT OF COMMON PLEAS, FRANKLIN COUNTY, OHIO',
    amount: ['80000.00', 'minimum_bid'],
    date: ['2025-02-07', 'sale'],
  },
  'fl-complaint-unknown.txt': {
    type: 'verified complaint',
    defendants: [
      'Unknown Heirs of Beatrice L. Monroe',
      'Kenneth A. Monroe',
      'Unknown Spouse of Kenneth A. Monroe',
    ],
    plaintiff: 'PALMETTO CREDIT UNION',
    address: address('905 Cypress Bend Trail', 'Jacksonville', 'FL', '32218'),
    caseNumber: '16-2024-CC-004321',
    amount: ['96210.55', 'loan'],
    date: null,
  },
  'ocr-noisy-lis-pendens.txt': {
    type: 'lis pendens',
    defendants: ['Angela M. Quigley', 'Unknown Spouse of Angela M. Quigley'],
    plaintiff: 'TIDEWATER LOAN SERVICING, LLC',
    address: address('3318 Heron Point Drive', 'New Port Richey', 'FL', '34652'),
    caseNumber: '2023-CA-004567',
    court: 'CIRCUIT COURT OF THE SIXTH JUDICIAL CIRCUIT IN AND FOR PASCO COUNTY, FLORIDA',
    amount: ['143900.00', 'loan'],
    date: ['2023-10-02', 'filing'],
    phones: ['813-555-0111'],
  },
  'ga-trustee-sale-atty-first.txt': {
    type: 'notice of trustee sale',
    defendants: ['Terrence W. Oduya'],
    address: address('2741 Old Mill Run', 'Marietta', 'GA', '30062'),
    amount: ['231000.00', 'loan'],
    phones: ['404-555-0129'],
  },
}

const read = (name: string) =>
  readFileSync(new URL(`../../testing/fixtures/extraction-texts/${name}`, import.meta.url), 'utf8')

describe('extractFields on the fixture corpus', () => {
  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(name, () => {
      const result = extractFields(read(name))
      expect(result.documentType.value).toBe(expected.type)
      expect(result.propertyAddress?.value ?? null).toEqual(expected.address)
      if (expected.defendants !== undefined)
        expect(result.defendants?.value ?? null).toEqual(expected.defendants)
      if (expected.plaintiff !== undefined)
        expect(result.plaintiff?.value ?? null).toBe(expected.plaintiff)
      if (expected.caseNumber !== undefined)
        expect(result.caseNumber?.value ?? null).toBe(expected.caseNumber)
      if (expected.court !== undefined) expect(result.court?.value ?? null).toBe(expected.court)
      if (expected.amount !== undefined) {
        const amount = result.amount ? [result.amount.value.value, result.amount.value.kind] : null
        expect(amount).toEqual(expected.amount)
      }
      if (expected.date !== undefined) {
        expect(result.date ? [result.date.value.value, result.date.value.kind] : null).toEqual(
          expected.date,
        )
      }
      if (expected.phones) expect(result.phones).toEqual(expected.phones)
      if (expected.emails) expect(result.emails).toEqual(expected.emails)
      for (const field of [
        result.defendants,
        result.propertyAddress,
        result.caseNumber,
        result.amount,
        result.date,
      ]) {
        if (!field) continue
        expect(field.confidence).toBeGreaterThan(0)
        expect(field.confidence).toBeLessThanOrEqual(1)
        expect(field.snippet.length).toBeGreaterThan(0)
      }
    })
  }
})
