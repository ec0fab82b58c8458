// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { documentState, documentsPollInterval, IN_PROGRESS_POLL_MS } from './document-state'

describe('documentState', () => {
  it('maps the processing statuses to the spec badges', () => {
    expect(documentState('pending').label).toBe('Pending')
    expect(documentState('processing').label).toBe('Analyzing')
    expect(documentState('completed').label).toBe('Processed')
    expect(documentState('failed').label).toBe('Failed')
  })

  it('reads anything else as Unknown', () => {
    expect(documentState('archived')).toEqual({ tone: 'unknown', label: 'Unknown' })
    expect(documentState('')).toEqual({ tone: 'unknown', label: 'Unknown' })
    expect(documentState(null).label).toBe('Unknown')
    expect(documentState('toString').label).toBe('Unknown')
  })
})

describe('documentsPollInterval', () => {
  it('polls only while some document is pending or processing', () => {
    expect(documentsPollInterval(undefined)).toBe(false)
    expect(documentsPollInterval([])).toBe(false)
    expect(documentsPollInterval([{ processingStatus: 'completed' }])).toBe(false)
    expect(documentsPollInterval([{ processingStatus: 'failed' }])).toBe(false)
    expect(
      documentsPollInterval([{ processingStatus: 'completed' }, { processingStatus: 'pending' }]),
    ).toBe(IN_PROGRESS_POLL_MS)
    expect(documentsPollInterval([{ processingStatus: 'processing' }])).toBe(IN_PROGRESS_POLL_MS)
  })
})
