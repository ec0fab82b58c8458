import { documentView } from '@common/contracts/documents'
import { describe, expect, it } from 'vitest'
import type { Document, DocumentLead } from '../../../db/schema'
import type { SavedRecordResult } from '../../records'
import { toPublicRecordView, toUploadedDocumentView } from './document-view.presenter'

const NOW = new Date('2026-03-01T12:00:00Z')
const trial = { subscriptionTier: 'free', subscriptionStatus: 'inactive', subscriptionEndsAt: null }
const basic = { subscriptionTier: 'basic', subscriptionStatus: 'active', subscriptionEndsAt: null }
const pro = { subscriptionTier: 'pro', subscriptionStatus: 'active', subscriptionEndsAt: null }
const elite = { subscriptionTier: 'elite', subscriptionStatus: 'active', subscriptionEndsAt: null }
const lapsedPro = { ...pro, subscriptionEndsAt: new Date('2026-02-01T00:00:00Z') }

const EXTRACTION = {
  documentType: { value: 'lis pendens', confidence: 0.9, snippet: 'NOTICE OF LIS PENDENS' },
  defendants: { value: ['Riley Testperson'], confidence: 0.8, snippet: 'v. RILEY TESTPERSON' },
  plaintiff: { value: 'Example Mortgage Co.', confidence: 0.8, snippet: 'EXAMPLE MORTGAGE CO.' },
  propertyAddress: null,
  caseNumber: { value: '2026-CA-004321', confidence: 0.95, snippet: 'CASE NO.: 2026-CA-004321' },
  court: null,
  amount: {
    value: { value: '210500.00', kind: 'loan' },
    confidence: 0.7,
    snippet: 'balance of $210,500.00',
  },
  date: null,
  phones: ['305-555-0100'],
  emails: [],
  contacts: [],
}

function upload(overrides: Partial<Document> = {}): Document {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-0000000000aa',
    filename: 'x.pdf',
    originalName: 'lis-pendens.pdf',
    objectPath: 'x.pdf',
    fileSize: 100,
    mimeType: 'application/pdf',
    processingStatus: 'completed',
    processingError: null,
    processingStartedAt: null,
    processingHeartbeatAt: null,
    processedAt: NOW,
    defendantName: 'Riley Testperson',
    propertyAddress: '42 Sample Lane, Miami, FL 33130',
    zipCode: '33130',
    caseNumber: '2026-CA-004321',
    court: null,
    loanAmount: '210500.00',
    filingDate: null,
    documentType: 'lis pendens',
    contactInfo: {
      phones: [
        { number: '305-555-0100', type: 'attorney', verified: false },
        { number: '305-555-0199', type: null, verified: false },
      ],
      emails: ['counsel@example.com'],
      socialMedia: [],
    },
    extraction: EXTRACTION,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  }
}

describe('toUploadedDocumentView', () => {
  it('sends contact info to pro and elite once completed, with whose number it is', () => {
    for (const viewer of [pro, elite]) {
      const view = toUploadedDocumentView(upload(), { viewer, now: NOW })
      expect(view.contactAccess).toBe('available')
      expect(view.contactInfo).toEqual({
        phones: [
          { number: '305-555-0100', type: 'attorney', verified: false },
          { number: '305-555-0199', type: null, verified: false },
        ],
        emails: ['counsel@example.com'],
        socialMedia: [],
        additionalInfo: null,
      })
      expect(documentView.parse(view)).toEqual(view)
    }
  })

  it('keeps contact info from trial, basic and lapsed users', () => {
    for (const viewer of [trial, basic, lapsedPro]) {
      const view = toUploadedDocumentView(upload(), { viewer, now: NOW })
      expect(view).toMatchObject({ contactAccess: 'upgrade_required', contactInfo: null })
    }
  })

  it('sends no contact info before processing completes, nor after it failed', () => {
    const pending = toUploadedDocumentView(upload({ processingStatus: 'pending' }), {
      viewer: pro,
      now: NOW,
    })
    expect(pending).toMatchObject({ contactAccess: 'processing', contactInfo: null, evidence: {} })
    const failed = toUploadedDocumentView(
      upload({ processingStatus: 'failed', processingError: 'No readable text was found.' }),
      { viewer: pro, now: NOW },
    )
    expect(failed).toMatchObject({
      contactAccess: 'none',
      contactInfo: null,
      processingError: 'No readable text was found.',
    })
    const nothingFound = toUploadedDocumentView(
      upload({ contactInfo: { phones: [], emails: [] } }),
      { viewer: elite, now: NOW },
    )
    expect(nothingFound).toMatchObject({ contactAccess: 'none', contactInfo: null })
  })

  it('sends the failure reason only when failed', () => {
    const view = toUploadedDocumentView(upload({ processingError: 'stale reason' }), {
      viewer: pro,
    })
    expect(view.processingError).toBeNull()
  })

  it('labels the type in title case and sends evidence, plaintiff and amount kind', () => {
    const view = toUploadedDocumentView(upload(), { viewer: basic, now: NOW })
    expect(view).toMatchObject({
      documentType: 'uploaded',
      documentTypeCategory: 'Lis Pendens',
      plaintiff: 'Example Mortgage Co.',
      amountKind: 'loan',
      isDocumentAvailable: true,
      isAccessibleInTrial: true,
      documentUrl: null,
      objectPath: '/api/documents/00000000-0000-4000-8000-000000000001/download',
      isSample: false,
      sourceDatabase: null,
    })
    // Analysed before positions were kept: no place on the page, and it says so.
    const read = { location: null, origin: 'extraction', correction: null }
    expect(view.evidence).toEqual({
      documentTypeCategory: { confidence: 0.9, snippet: 'NOTICE OF LIS PENDENS', ...read },
      defendantName: { confidence: 0.8, snippet: 'v. RILEY TESTPERSON', ...read },
      plaintiff: { confidence: 0.8, snippet: 'EXAMPLE MORTGAGE CO.', ...read },
      caseNumber: { confidence: 0.95, snippet: 'CASE NO.: 2026-CA-004321', ...read },
      loanAmount: { confidence: 0.7, snippet: 'balance of $210,500.00', ...read },
    })
    expect(view).toMatchObject({ evidencePositions: false, viewable: true })
    expect(
      toUploadedDocumentView(upload({ documentType: 'notice of sheriff sale' }), { viewer: basic })
        .documentTypeCategory,
    ).toBe('Notice of Sheriff Sale')
  })

  it('sends who gave a value: a layout, or a correction with who and when', () => {
    const view = toUploadedDocumentView(
      upload({
        extraction: {
          ...EXTRACTION,
          defendants: {
            value: ['Ann Roe'],
            confidence: 1,
            snippet: 'Ann Roe',
            origin: 'correction',
            correction: { by: 'Dana Corrector', at: '2026-11-29T10:00:00.000Z' },
          },
          zipCode: { value: '45402', confidence: 0.95, snippet: '45402', origin: 'layout' },
          saleDate: { value: '2026-12-01', confidence: 0.9, snippet: 'December 1, 2026' },
        },
      }),
      { viewer: basic, now: NOW },
    )
    expect(view.evidence.defendantName).toMatchObject({
      confidence: 1,
      origin: 'correction',
      correction: { by: 'Dana Corrector', at: '2026-11-29T10:00:00.000Z' },
    })
    expect(view.evidence.zipCode).toMatchObject({ confidence: 0.95, origin: 'layout' })
    expect(view.evidence.saleDate).toMatchObject({ confidence: 0.9, origin: 'extraction' })
    expect(view.saleDate).toBe('2026-12-01')
    expect(documentView.parse(view)).toEqual(view)
  })

  it('never shows a sale notice’s date as filed: a filing date is shown only by its role', () => {
    const saleDate = {
      value: { value: '2026-12-01', kind: 'sale' },
      confidence: 0.9,
      snippet: 'on December 1, 2026',
    }
    const before = toUploadedDocumentView(
      upload({ extraction: { ...EXTRACTION, date: saleDate } }),
      { viewer: basic, now: NOW },
    )
    expect(before.evidence.filingDate).toBeUndefined()
    expect(before.saleDate).toBe('2026-12-01')
    const byRole = toUploadedDocumentView(
      upload({
        filingDate: '2026-10-18',
        extraction: {
          ...EXTRACTION,
          date: saleDate,
          filingDate: {
            value: '2026-10-18',
            confidence: 0.9,
            snippet: 'FILED: KINGS COUNTY CLERK 10/18/2026',
          },
        },
      }),
      { viewer: basic, now: NOW },
    )
    expect(byRole.evidence.filingDate).toMatchObject({
      confidence: 0.9,
      snippet: 'FILED: KINGS COUNTY CLERK 10/18/2026',
    })
    expect(byRole).toMatchObject({ filingDate: '2026-10-18', saleDate: '2026-12-01' })
    const noRole = toUploadedDocumentView(
      upload({
        extraction: {
          ...EXTRACTION,
          date: { ...saleDate, value: { value: '2026-10-18', kind: 'filing' } },
          filingDate: null,
        },
      }),
      { viewer: basic, now: NOW },
    )
    expect(noRole.evidence.filingDate).toBeUndefined()
  })

  it('sends where each field was found, and drops a stored position of the wrong shape', () => {
    const box = [72, 700.5, 190.2, 712] as [number, number, number, number]
    const view = toUploadedDocumentView(
      upload({
        extraction: {
          ...EXTRACTION,
          positions: {
            caseNumber: { page: 1, boxes: [box] },
            loanAmount: { page: 'two', boxes: [] },
          },
        },
      }),
      { viewer: trial, now: NOW },
    )
    expect(view.evidencePositions).toBe(true)
    expect(view.evidence.caseNumber?.location).toEqual({ page: 1, boxes: [box] })
    expect(view.evidence.loanAmount?.location).toBeNull()
    expect(view.evidence.plaintiff?.location).toBeNull()
    expect(documentView.parse(view)).toEqual(view)
    const word = toUploadedDocumentView(
      upload({
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      { viewer: trial, now: NOW },
    )
    expect(word.viewable).toBe(false)
  })

  it('sends a summary built from the fields to Elite users only', () => {
    const forElite = toUploadedDocumentView(upload(), { viewer: elite, now: NOW })
    expect(forElite.summary).toMatch(/^Lis Pendens/)
    expect(forElite.summary).toContain(String(upload().defendantName ?? ''))
    expect(toUploadedDocumentView(upload(), { viewer: pro, now: NOW }).summary).toBeNull()
    expect(
      toUploadedDocumentView(upload({ processingStatus: 'pending' }), { viewer: elite, now: NOW })
        .summary,
    ).toBeNull()
  })

  it('sends the leads in document order', () => {
    const lead = (position: number): DocumentLead => ({
      id: `00000000-0000-4000-8000-00000000010${position}`,
      documentId: '00000000-0000-4000-8000-000000000001',
      userId: '00000000-0000-4000-8000-0000000000aa',
      position,
      defendantName: `Defendant ${position}`,
      propertyAddress: null,
      city: position === 0 ? 'Pittsburgh' : null,
      state: position === 0 ? 'PA' : null,
      zipCode: '15223',
      caseNumber: `GD-0${position}`,
      loanAmount: null,
      amountKind: null,
      filingDate: null,
      court: null,
      saleDate: position === 0 ? '2026-07-07' : null,
      saleStatus: position === 0 ? 'postponed' : null,
      snippet: `notice ${position}`,
      source: null,
      createdAt: NOW,
    })
    const view = toUploadedDocumentView(upload(), { viewer: basic, leads: [lead(1), lead(0)] })
    expect(view.leads.map((l) => l.position)).toEqual([0, 1])
    expect(view.leads[0]).not.toHaveProperty('documentId')
    expect(view.leads[0]).not.toHaveProperty('userId')
    expect(view.leads[0]).toMatchObject({
      saleDate: '2026-07-07',
      saleStatus: 'postponed',
      city: 'Pittsburgh',
      state: 'PA',
    })
    expect(view.leads[1]).toMatchObject({ city: null, state: null })
  })
})

describe('toPublicRecordView', () => {
  const saved: SavedRecordResult = {
    id: '00000000-0000-4000-8000-000000000002',
    documentType: 'Verified Complaint',
    caseNumber: 'MRS-F-001234-26',
    court: 'Superior Court',
    defendantName: 'Jordan Sampleton',
    propertyAddress: '1 Example Way, Newark, NJ 07102',
    zipCode: '07102',
    filingDate: '2026-01-15',
    loanAmount: '150000.00',
    documentUrl: 'https://records.example.gov/1.pdf',
    isDocumentAvailable: true,
    sourceDatabase: 'sample',
    isSample: true,
    createdAt: NOW,
    filingId: null,
  }

  it('presents a saved result as a completed public-records document', () => {
    const view = toPublicRecordView(saved)
    expect(view).toMatchObject({
      documentType: 'public_records',
      originalName: 'Verified Complaint - MRS-F-001234-26',
      processingStatus: 'completed',
      documentUrl: 'https://records.example.gov/1.pdf',
      objectPath: null,
      isDocumentAvailable: true,
      isAccessibleInTrial: true,
      sourceDatabase: 'sample',
      isSample: true,
      contactInfo: null,
      contactAccess: 'none',
      evidence: {},
      leads: [],
    })
    expect(documentView.parse(view)).toEqual(view)
  })

  it('names a result without a case number by its ZIP', () => {
    const view = toPublicRecordView({ ...saved, caseNumber: null })
    expect(view.originalName).toBe('Verified Complaint - ZIP 07102')
  })
})
