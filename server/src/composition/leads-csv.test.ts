import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvCell, leadsCsv } from './leads-csv'

describe('csvCell', () => {
  it('gives an empty cell for a missing value and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")')
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })
})

describe('leadsCsv', () => {
  it('reads back with a CSV parser: one row per lead, notes in one cell', async () => {
    const created = new Date('2026-01-02T03:04:05Z')
    const lead = {
      id: 'lead-1',
      status: 'contacted',
      filingType: 'Lis Pendens',
      caseNumber: '24-CV-1',
      court: null,
      defendantName: 'DOE, JANE',
      plaintiffName: '=BANK("x")',
      propertyAddress: '1 Main St\nApt 2',
      city: 'Fresno',
      county: 'Fresno',
      state: 'CA',
      zipCode: '93701',
      filingDate: '2026-01-01',
      saleDate: null,
      loanAmount: '1000.00',
      amountKind: 'loan',
      saleStatus: null,
      tags: ['hot', 'call'],
      folder: null,
      sourceDatabase: 'sample',
      isSample: true,
      notes: [{ id: 'n1', body: 'called, "no answer"', createdAt: created }],
      createdAt: created,
      updatedAt: created,
    } as unknown as Parameters<typeof leadsCsv>[0][number]
    const csv = await leadsCsv([lead])
    expect(csv.endsWith('\r\n')).toBe(true)
    const rows = parse(csv, { columns: true }) as Record<string, string>[]
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: 'lead-1',
      defendant_name: 'DOE, JANE',
      plaintiff_name: '\'=BANK("x")',
      property_address: '1 Main St\nApt 2',
      tags: 'hot; call',
      sample_data: 'yes',
      notes: '[2026-01-02T03:04:05.000Z] called, "no answer"',
    })
  })
})
