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

  it('offers a selection for a field to check first, then for one not found', () => {
    const low = {
      confidence: 0.4,
      snippet: 'x',
      location: null,
      origin: 'extraction' as const,
      correction: null,
    }
    const rows = documentFieldRows(buildDocumentView({ evidence: { caseNumber: low } }))
    expect(suggestedField(rows)).toBe('caseNumber')
    expect(suggestedField(documentFieldRows(buildDocumentView({ defendantName: null })))).toBe(
      'defendantName',
    )
    expect(suggestedField(documentFieldRows(buildDocumentView()))).toBe('saleDate')
  })
})
