// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildDocumentView } from '@/testing/test-document'
import {
  documentLink,
  downloadActionState,
  isKeptDocument,
  isOfficialRecordsHost,
  needsDemoPreview,
  spendsTrialDownload,
} from './demo-preview'

const record = (documentUrl: string | null, isDocumentAvailable = true) =>
  buildDocumentView({
    id: 'r1',
    documentType: 'public_records',
    objectPath: null,
    documentUrl,
    isDocumentAvailable,
  })

describe('isOfficialRecordsHost', () => {
  it('spots court, clerk and municipal hosts', () => {
    expect(isOfficialRecordsHost('https://www.courtclerk.org/case/1')).toBe(true)
    expect(isOfficialRecordsHost('https://iapps.courts.state.ny.us/x')).toBe(true)
    expect(isOfficialRecordsHost('https://clerk.hamilton-co.org/doc.pdf')).toBe(true)
    expect(isOfficialRecordsHost('https://municipalnotices.example/n/2')).toBe(true)
  })

  it('leaves other hosts and unreadable URLs alone', () => {
    expect(isOfficialRecordsHost('https://records.example.com/doc.pdf')).toBe(false)
    expect(isOfficialRecordsHost('https://example.com/court/doc.pdf')).toBe(false)
    expect(isOfficialRecordsHost('not a url')).toBe(false)
  })
})

describe('needsDemoPreview', () => {
  it('shows it for a public record without a usable link', () => {
    expect(needsDemoPreview(record(null))).toBe(true)
    expect(needsDemoPreview(record('  '))).toBe(true)
    expect(needsDemoPreview(record('https://records.example.com/a.pdf', false))).toBe(true)
    expect(needsDemoPreview(record('https://www.courtclerk.org/a.pdf'))).toBe(true)
  })

  it('not for a public record available elsewhere, nor for an upload with its file', () => {
    expect(needsDemoPreview(record('https://records.example.com/a.pdf'))).toBe(false)
    expect(needsDemoPreview(buildDocumentView())).toBe(false)
    expect(needsDemoPreview(buildDocumentView({ objectPath: null }))).toBe(true)
  })
})

describe('documentLink', () => {
  it("opens an upload's objectPath, and an available record through the download route", () => {
    expect(documentLink(buildDocumentView())).toBe(
      '/api/documents/00000000-0000-4000-8000-000000000001/download',
    )
    expect(documentLink(record('https://records.example.com/a.pdf'))).toBe(
      '/api/documents/r1/download',
    )
  })

  it('has nothing to open for a record without an available document', () => {
    expect(documentLink(record(null, false))).toBeNull()
    expect(documentLink(record('https://records.example.com/a.pdf', false))).toBeNull()
  })

  it('opens a record whose document the product kept (available, no link at the source) through the download route', () => {
    expect(documentLink(record(null))).toBe('/api/documents/r1/download')
    expect(isKeptDocument(record(null))).toBe(true)
    expect(isKeptDocument(record(' '))).toBe(true)
    expect(isKeptDocument(record(null, false))).toBe(false)
    expect(isKeptDocument(record('https://records.example.com/a.pdf'))).toBe(false)
    expect(isKeptDocument(buildDocumentView())).toBe(false)
  })
})

describe('downloadActionState', () => {
  const upload = buildDocumentView()
  const available = record('https://records.example.com/a.pdf')

  it("always opens the user's own upload, even with no trial downloads left", () => {
    expect(spendsTrialDownload(upload)).toBe(false)
    expect(downloadActionState(upload, 0)).toBe('open')
    expect(downloadActionState(upload, 2)).toBe('open')
    expect(downloadActionState(upload, null)).toBe('open')
  })

  it('offers the upgrade on a public record once the trial downloads are used', () => {
    expect(spendsTrialDownload(available)).toBe(true)
    expect(downloadActionState(available, 0)).toBe('upgrade')
    expect(downloadActionState(available, 1)).toBe('open')
    expect(downloadActionState(available, null)).toBe('open')
  })

  it('has nothing to open for a record without an available document', () => {
    expect(spendsTrialDownload(record(null, false))).toBe(false)
    expect(downloadActionState(record(null, false), 0)).toBe('unavailable')
  })

  it('counts a kept document as a public-record download', () => {
    expect(spendsTrialDownload(record(null))).toBe(true)
    expect(downloadActionState(record(null), 0)).toBe('upgrade')
    expect(downloadActionState(record(null), 1)).toBe('open')
  })
})
