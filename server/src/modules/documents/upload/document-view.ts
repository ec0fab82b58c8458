/** The presenter of a document row: what leaves the server (never where the file is stored). */
import type { DocumentView } from '@common/contracts/documents'
import type { DocumentProcessingStatus } from '@common/enums'
import type { Document } from '../../../db/schema'

export function toDocumentView(row: Document): DocumentView {
  return {
    id: row.id,
    documentType: 'uploaded',
    originalName: row.originalName,
    processingStatus: row.processingStatus as DocumentProcessingStatus,
    processingError: row.processingStatus === 'failed' ? row.processingError : null,
    zipCode: row.zipCode,
    caseNumber: row.caseNumber,
    documentTypeCategory: row.documentType,
    isDocumentAvailable: true,
    documentUrl: null,
    objectPath: `/api/documents/${row.id}/file`,
    defendantName: row.defendantName,
    plaintiff: null,
    propertyAddress: row.propertyAddress,
    court: row.court,
    loanAmount: row.loanAmount,
    amountKind: null,
    filingDate: row.filingDate,
    createdAt: row.createdAt.toISOString(),
    contactInfo: null,
    contactAccess: 'none',
    evidence: {},
    leads: [],
    sourceDatabase: null,
    isSample: false,
  }
}

/**
 * A file name safe for a Content-Disposition header: the user's name with anything but
 * letters, digits, spaces, '.', '_' and '-' replaced, always ending in .pdf.
 */
export function safeDownloadName(originalName: string): string {
  const base = originalName
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/^[ ._]+/, '')
    .slice(0, 100)
  return `${base || 'document'}.pdf`
}
