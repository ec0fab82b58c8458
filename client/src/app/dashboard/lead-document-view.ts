import type { ContactAccess, DocumentView } from '@common/contracts/documents'
import type { LeadView } from '@common/contracts/leads'

/**
 * A public-record lead as the documents preview shows a saved record: its own copy of the case
 * (a lead holds only what the user was shown), the link at its source (opened through the saved
 * result's download route, which counts a trial download), Available / Not Available and the
 * 'Demo Preview' rules, and the contact gating of the user's plan.
 */
export function publicRecordViewOfLead(lead: LeadView, contactAccess: ContactAccess): DocumentView {
  const name = [lead.filingType ?? 'Public record', lead.caseNumber].filter(Boolean).join(' ')
  return {
    id: lead.source.resultId ?? lead.id,
    documentType: 'public_records',
    originalName: name,
    processingStatus: 'completed',
    processingError: null,
    zipCode: lead.zipCode,
    caseNumber: lead.caseNumber,
    documentTypeCategory: lead.filingType,
    isDocumentAvailable: lead.isDocumentAvailable,
    isAccessibleInTrial: true,
    documentUrl: lead.documentUrl,
    objectPath: null,
    defendantName: lead.defendantName,
    plaintiff: lead.plaintiffName,
    propertyAddress: lead.propertyAddress,
    court: lead.court,
    loanAmount: lead.loanAmount,
    amountKind: lead.amountKind,
    filingDate: lead.filingDate,
    saleDate: lead.saleDate,
    judgmentDate: null,
    parties: [],
    createdAt: lead.createdAt,
    contactInfo: null,
    contactAccess,
    evidence: {},
    evidencePositions: false,
    viewable: false,
    mimeType: null,
    leads: [],
    recordCount: 0,
    listImport: null,
    sourceDatabase: lead.sourceDatabase,
    isSample: lead.isSample,
    summary: null,
    stage: lead.stage,
    nextSaleDate: lead.nextSaleDate,
    postponementCount: lead.postponementCount,
  }
}
