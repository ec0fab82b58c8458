// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  awaitsListImport,
  documentState,
  documentsPollInterval,
  IN_PROGRESS_POLL_MS,
  listImportState,
} from './document-state'

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

describe('listImportState', () => {
  const progress = (status: 'awaiting' | 'importing' | 'imported' | 'cancelled', done = 0) => ({
    status,
    total: 3000,
    done,
    created: done,
  })

  it("labels a list's import until it is done, and nothing after", () => {
    expect(listImportState(progress('awaiting'))?.label).toBe('Ready to import')
    expect(listImportState(progress('importing', 1234))?.label).toBe('Importing 41%')
    expect(listImportState(progress('cancelled'))?.label).toBe('Import cancelled')
    expect(listImportState(progress('imported', 3000))).toBeNull()
    expect(listImportState(null)).toBeNull()
  })

  it('says whose page shows the import instead of the records', () => {
    expect(awaitsListImport({ listImport: progress('awaiting') })).toBe(true)
    expect(awaitsListImport({ listImport: progress('cancelled') })).toBe(true)
    expect(awaitsListImport({ listImport: progress('imported', 3000) })).toBe(false)
    expect(awaitsListImport({ listImport: null })).toBe(false)
  })
})
