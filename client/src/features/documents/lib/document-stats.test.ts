// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildDocumentView } from '@/testing/test-document'
import { quickStats } from './document-stats'

describe('quickStats', () => {
  it('counts totals, states and distinct ZIP codes', () => {
    expect(
      quickStats([
        buildDocumentView({ zipCode: '45202', processingStatus: 'completed' }),
        buildDocumentView({ zipCode: '45202', processingStatus: 'pending' }),
        buildDocumentView({ zipCode: '33130', processingStatus: 'processing' }),
        buildDocumentView({ zipCode: null, processingStatus: 'failed' }),
      ]),
    ).toEqual({ total: 4, processed: 1, inProgress: 2, failed: 1, zipCodes: 2 })
  })

  it('is all zeros for no documents', () => {
    expect(quickStats([])).toEqual({
      total: 0,
      processed: 0,
      inProgress: 0,
      failed: 0,
      zipCodes: 0,
    })
  })
})
