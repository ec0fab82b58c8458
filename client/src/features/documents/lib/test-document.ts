import type { DocumentView } from '@common/contracts/documents'

/** A document view for unit tests: an uploaded, processed PDF unless overridden. */
export function buildDocumentView(overrides: Partial<DocumentView> = {}): DocumentView {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    documentType: 'uploaded',
    originalName: 'lis-pendens.pdf',
    processingStatus: 'completed',
    processingError: null,
    zipCode: '45202',
    caseNumber: 'A2301234',
    documentTypeCategory: 'Lis Pendens',
    isDocumentAvailable: true,
    documentUrl: null,
    objectPath: '/api/documents/00000000-0000-4000-8000-000000000001/download',
    defendantName: 'Jane Doe',
    plaintiff: 'Example Bank',
    summary: null,
    propertyAddress: '1 Main St, Cincinnati, OH 45202',
    court: 'Hamilton County Court of Common Pleas',
    loanAmount: '245000.00',
    amountKind: 'loan',
    filingDate: '2025-03-04',
    createdAt: '2025-03-05T10:00:00.000Z',
    contactInfo: null,
    contactAccess: 'none',
    evidence: {},
    evidencePositions: false,
    viewable: false,
    leads: [],
    sourceDatabase: null,
    isSample: false,
    isAccessibleInTrial: true,
    ...overrides,
  }
}
