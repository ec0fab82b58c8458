// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildDocumentView } from '@/testing/test-document'
import { amountLabel, documentFieldRows, fieldsToCheck } from './document-fields'

describe('documentFieldRows', () => {
  it('lists the extracted fields in order, money in whole dollars, with their evidence', () => {
    const evidence = {
      confidence: 0.9,
      snippet: 'JANE DOE, Defendant',
      location: null,
      origin: 'extraction' as const,
      correction: null,
    }
    const rows = documentFieldRows(buildDocumentView({ evidence: { defendantName: evidence } }))
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Document type', 'Lis Pendens'],
      ['Defendant', 'Jane Doe'],
      ['Plaintiff', 'Example Bank'],
      ['Property address', '1 Main St, Cincinnati, OH 45202'],
      ['ZIP code', '45202'],
      ['Case number', 'A2301234'],
      ['Court', 'Hamilton County Court of Common Pleas'],
      ['Loan amount', '$245,000'],
      ['Filing date', new Date(2025, 2, 4).toLocaleDateString()],
      ['Sale date', 'N/A'],
    ])
    expect(rows[1]?.evidence).toEqual(evidence)
    expect(rows[0]?.evidence).toBeNull()
    expect(rows.filter((row) => row.correctable).map((row) => row.key)).toEqual([
      'defendantName',
      'propertyAddress',
      'zipCode',
      'caseNumber',
      'loanAmount',
      'filingDate',
      'saleDate',
    ])
  })

  it('asks to check a value read below the threshold, never a corrected one or a missing one', () => {
    const read = (confidence: number, origin: 'extraction' | 'layout' | 'correction') => ({
      confidence,
      snippet: 'x',
      location: null,
      origin,
      correction: origin === 'correction' ? { by: 'Dana', at: '2026-11-29T10:00:00Z' } : null,
    })
    const rows = documentFieldRows(
      buildDocumentView({
        plaintiff: null,
        evidence: {
          defendantName: read(0.79, 'extraction'),
          caseNumber: read(0.8, 'extraction'),
          loanAmount: read(0.2, 'correction'),
          propertyAddress: read(0.95, 'layout'),
          plaintiff: read(0.3, 'extraction'),
        },
      }),
    )
    const checked = rows.filter((row) => row.check).map((row) => row.key)
    expect(checked).toEqual(['defendantName'])
  })

  it("names a single-record upload's fields to check, and none of a list's", () => {
    const low = {
      confidence: 0.5,
      snippet: 'x',
      location: null,
      origin: 'extraction' as const,
      correction: null,
    }
    const evidence = { caseNumber: low, loanAmount: low }
    expect(fieldsToCheck(buildDocumentView({ evidence }))).toEqual(['Case number', 'Loan amount'])
    const list = buildDocumentView({
      evidence,
      leads: [{ id: 'r1' } as ReturnType<typeof buildDocumentView>['leads'][number]],
    })
    expect(fieldsToCheck(list)).toEqual([])
  })

  it('shows the judgment’s date only when the document states one', () => {
    const stated = documentFieldRows(buildDocumentView({ judgmentDate: '2019-05-01' }))
    expect(stated.at(-1)).toMatchObject({
      key: 'judgmentDate',
      label: 'Judgment date',
      value: new Date(2019, 4, 1).toLocaleDateString(),
      correctable: null,
    })
    expect(documentFieldRows(buildDocumentView()).some((row) => row.key === 'judgmentDate')).toBe(
      false,
    )
  })

  it("shows 'N/A' for what was not found", () => {
    const rows = documentFieldRows(
      buildDocumentView({ defendantName: ' ', loanAmount: null, filingDate: null }),
    )
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]))
    expect(byKey.defendantName).toMatchObject({ value: 'N/A', missing: true })
    expect(byKey.loanAmount).toMatchObject({ value: 'N/A', missing: true })
    expect(byKey.filingDate).toMatchObject({ value: 'N/A', missing: true })
  })
})

describe('amountLabel', () => {
  it('names what the amount is when it is not the loan', () => {
    expect(amountLabel(null)).toBe('Loan amount')
    expect(amountLabel('loan')).toBe('Loan amount')
    expect(amountLabel('judgment')).toBe('Loan amount (judgment amount)')
    expect(amountLabel('mystery')).toBe('Loan amount')
  })
})
