// @vitest-environment node
import { CORRECTION_MESSAGES } from '@common/field-corrections'
import { describe, expect, it } from 'vitest'
import { buildDocumentView } from '@/testing/test-document'
import { correctionForm, currentFieldValue, isCorrectable, suggestedField } from './correction-form'
import { documentFieldRows } from './document-fields'

describe('correctionForm', () => {
  it("refuses a value of the wrong shape with the server's words, and takes a right one", () => {
    const zip = correctionForm('zipCode').safeParse({ value: '4540' })
    expect(zip.success).toBe(false)
    expect(zip.error?.issues[0]).toMatchObject({
      path: ['value'],
      message: CORRECTION_MESSAGES.zip,
    })
    expect(
      correctionForm('loanAmount').safeParse({ value: 'lots' }).error?.issues[0]?.message,
    ).toBe(CORRECTION_MESSAGES.amount)
    expect(correctionForm('loanAmount').safeParse({ value: '$87,500.00' }).success).toBe(true)
  })
})

describe('which documents and fields are corrected', () => {
  it('corrects processed single-record uploads, starting from what a field holds', () => {
    expect(isCorrectable(buildDocumentView())).toBe(true)
    expect(isCorrectable(buildDocumentView({ processingStatus: 'processing' }))).toBe(false)
    expect(isCorrectable(buildDocumentView({ documentType: 'public_records' }))).toBe(false)
    expect(currentFieldValue(buildDocumentView(), 'loanAmount')).toBe('245000.00')
    expect(currentFieldValue(buildDocumentView({ saleDate: null }), 'saleDate')).toBe('')
  })

  it('offers a selection for the field whose shape it fits', () => {
    const rows = documentFieldRows(buildDocumentView({ saleDate: null }))
    expect(suggestedField(rows, 'Harold P. Quimby')).toBe('defendantName')
    expect(suggestedField(rows, '$87,500.00')).toBe('loanAmount')
    expect(suggestedField(rows, '45402')).toBe('zipCode')
    expect(suggestedField(rows, '45 Orchard Lane')).toBe('propertyAddress')
    expect(suggestedField(rows, 'FC-2026-000731')).toBe('caseNumber')
    // The sale date is not found and the filing date is: a date is offered for the sale date.
    expect(suggestedField(rows, 'March 3, 2026')).toBe('saleDate')
    const sold = buildDocumentView({ filingDate: null, saleDate: '2026-05-01' })
    expect(suggestedField(documentFieldRows(sold), 'March 3, 2026')).toBe('filingDate')
  })
})
