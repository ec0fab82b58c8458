/**
 * A lead's copy of its source: a saved search result, an uploaded single-record document, or one
 * record of a multi-record document (docs/decisions/0017-leads.md, 0019).
 */
import { ENDED_SALE_STATUSES, type LeadStatus } from '@common/enums'
import type { DocumentCaseForLead, DocumentForLeads } from '../documents'
import type { SearchResultForLead } from '../records'
import type { LeadCopy } from './leads.queries'

const zipOf = (zip: string | null) => /^\d{5}/.exec(zip ?? '')?.[0] ?? null
const stateOf = (state: string | null) => (state && /^[A-Z]{2}$/.test(state) ? state : null)

/** A sale that will not take place: its lead starts as 'dead', never as a live lead. */
const startingStatus = (source: Pick<SearchResultForLead, 'saleStatus'>): LeadStatus =>
  source.saleStatus && ENDED_SALE_STATUSES.includes(source.saleStatus) ? 'dead' : 'new'

export function copyOfResult(result: SearchResultForLead & { resultId?: string }): LeadCopy {
  return {
    sourceKind: 'search_result',
    resultId: result.resultId ?? null,
    filingId: result.filingId,
    documentId: null,
    recordPosition: null,
    dedupeKey: result.dedupeKey,
    filingType: result.filingType,
    caseNumber: result.caseNumber,
    court: result.court,
    defendantName: result.defendantName,
    plaintiffName: result.plaintiffName,
    propertyAddress: result.propertyAddress,
    city: result.city,
    county: result.county,
    state: stateOf(result.state),
    zipCode: zipOf(result.zipCode),
    filingDate: result.filingDate,
    saleDate: result.saleDate,
    loanAmount: result.loanAmount,
    amountKind: result.amountKind,
    saleStatus: result.saleStatus,
    status: startingStatus(result),
    documentUrl: result.documentUrl,
    isDocumentAvailable: result.isDocumentAvailable,
    sourceDatabase: result.sourceDatabase,
    isSample: result.isSample,
  }
}

export function copyOfDocumentCase(
  documentId: string,
  fields: DocumentCaseForLead,
  record: { position: number } | null,
): LeadCopy {
  return {
    sourceKind: record ? 'document_record' : 'upload',
    resultId: null,
    filingId: null,
    documentId,
    recordPosition: record?.position ?? null,
    dedupeKey: record ? `record:${documentId}:${record.position}` : `upload:${documentId}`,
    filingType: fields.filingType,
    caseNumber: fields.caseNumber,
    court: fields.court,
    defendantName: fields.defendantName,
    plaintiffName: fields.plaintiffName,
    propertyAddress: fields.propertyAddress,
    city: fields.city,
    county: null,
    state: stateOf(fields.state),
    zipCode: zipOf(fields.zipCode),
    filingDate: fields.filingDate,
    saleDate: fields.saleDate,
    loanAmount: fields.loanAmount,
    amountKind: fields.amountKind,
    saleStatus: fields.saleStatus,
    status: startingStatus(fields),
    documentUrl: null,
    isDocumentAvailable: true,
    sourceDatabase: null,
    isSample: false,
  }
}

/**
 * What an uploaded document gives: a lead per record of a multi-record document (each with its
 * own ZIP), else one lead for the document's own case.
 */
export function copiesOfDocument(doc: DocumentForLeads): LeadCopy[] {
  if (doc.records.length > 0) {
    return doc.records.map((record) => copyOfDocumentCase(doc.id, record, record))
  }
  return [copyOfDocumentCase(doc.id, doc.own, null)]
}
