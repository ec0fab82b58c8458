/**
 * The presenters of the documents tab (spec section 3, Document client view): what leaves the
 * server of an uploaded document and of a saved public-records result. Never where a file is
 * stored: an upload's objectPath is its download route.
 */
import { type DocumentLeadView, type DocumentView, UPLOAD_TYPES } from '@common/contracts/documents'
import type { DocumentProcessingStatus, ListImportStatus } from '@common/enums'
import type { Document, DocumentImport, DocumentLead } from '../../../db/schema'
import { documentTypeLabel, summarize } from '../../../reading'
import { effectiveTier } from '../../billing'
import type { CaseStageOfFiling } from '../../cases'
import { uploadRecordKey } from '../../cases'
import type { SavedRecordResult } from '../../records'
import { uploadedContactAccess, type Viewer } from './contact-access'
import {
  answerDeadlineOf,
  evidenceOf,
  foundText,
  foundTextPart,
  partiesOf,
  positionsOf,
  saleDateOf,
} from './stored-extraction'

/** A case's stage fields of a view; none known: null / 0. */
function stageFields(stage: CaseStageOfFiling | undefined) {
  return {
    stage: stage?.stage ?? null,
    nextSaleDate: stage?.nextSaleDate ?? null,
    postponementCount: stage?.postponementCount ?? 0,
  }
}

/** The one download route of a document (counts a trial download). */
const downloadPath = (id: string) => `/api/documents/${id}/download`

/** Summaries are Elite's ("AI summarization"), with the subscription in force. */
function maySeeSummaries(viewer: Viewer, now?: Date): boolean {
  return effectiveTier(viewer, now) === 'elite'
}

function toLeadView(
  lead: DocumentLead,
  context: { summaries: boolean; documentType: string | null; stage?: CaseStageOfFiling } = {
    summaries: false,
    documentType: null,
  },
): DocumentLeadView {
  return {
    id: lead.id,
    position: lead.position,
    defendantName: lead.defendantName,
    propertyAddress: lead.propertyAddress,
    city: lead.city,
    state: lead.state,
    zipCode: lead.zipCode,
    caseNumber: lead.caseNumber,
    loanAmount: lead.loanAmount,
    amountKind: (lead.amountKind as DocumentLeadView['amountKind']) ?? null,
    filingDate: lead.filingDate,
    court: lead.court,
    saleDate: lead.saleDate,
    saleStatus: (lead.saleStatus as DocumentLeadView['saleStatus']) ?? null,
    snippet: lead.snippet,
    summary: context.summaries
      ? summarize({
          documentType: context.documentType,
          defendantName: lead.defendantName,
          plaintiff: null,
          propertyAddress: lead.propertyAddress,
          caseNumber: lead.caseNumber,
          court: lead.court,
          loanAmount: lead.loanAmount,
          amountKind: lead.amountKind,
          saleDate: lead.saleDate,
          saleStatus: lead.saleStatus,
          filingDate: lead.filingDate,
        })
      : null,
    ...stageFields(context.stage),
  }
}

/**
 * Records of an uploaded document (a page of them, or the first page its view carries), in
 * document order, each with its case stage and, for Elite, its summary.
 */
export function toRecordViews(
  row: Document,
  records: readonly DocumentLead[],
  options: { viewer: Viewer; now?: Date; stages?: ReadonlyMap<string, CaseStageOfFiling> },
): DocumentLeadView[] {
  const completed = row.processingStatus === 'completed'
  const summaries = completed && maySeeSummaries(options.viewer, options.now)
  const documentType = row.documentType ? documentTypeLabel(row.documentType) : null
  return [...records]
    .sort((a, b) => a.position - b.position)
    .map((lead) =>
      toLeadView(lead, {
        summaries,
        documentType,
        stage: options.stages?.get(
          uploadRecordKey({ documentId: row.id, position: lead.position }),
        ),
      }),
    )
}

/**
 * An uploaded document as `viewer` may see it: extracted fields and evidence once completed,
 * the failure reason only when failed, contact details only for pro and elite (contact-access.ts).
 */
export function toUploadedDocumentView(
  row: Document,
  options: {
    viewer: Viewer
    leads?: readonly DocumentLead[]
    now?: Date
    /** The case stages of the document (key 'id:') and its records ('id:position'). */
    stages?: ReadonlyMap<string, CaseStageOfFiling>
    /** The import of a list's leads (0058), when it has one. */
    listImport?: DocumentImport
    /** How many records it has (`leads` is their first page, 0080); `leads`' length if not told. */
    recordCount?: number
  },
): DocumentView {
  const listImport = options.listImport
  const stageOf = (position: number | null) =>
    options.stages?.get(uploadRecordKey({ documentId: row.id, position }))
  const completed = row.processingStatus === 'completed'
  const extraction = completed ? row.extraction : null
  const summaries = completed && maySeeSummaries(options.viewer, options.now)
  const documentType = row.documentType ? documentTypeLabel(row.documentType) : null
  return {
    id: row.id,
    documentType: 'uploaded',
    originalName: row.originalName,
    processingStatus: row.processingStatus as DocumentProcessingStatus,
    processingError: row.processingStatus === 'failed' ? row.processingError : null,
    zipCode: row.zipCode,
    caseNumber: row.caseNumber,
    documentTypeCategory: row.documentType ? documentTypeLabel(row.documentType) : null,
    isDocumentAvailable: true,
    isAccessibleInTrial: true,
    documentUrl: null,
    objectPath: downloadPath(row.id),
    defendantName: row.defendantName,
    plaintiff: foundText(extraction, 'plaintiff'),
    summary: summaries
      ? summarize({
          documentType,
          defendantName: row.defendantName,
          plaintiff: foundText(extraction, 'plaintiff'),
          propertyAddress: row.propertyAddress,
          caseNumber: row.caseNumber,
          court: row.court,
          loanAmount: row.loanAmount,
          amountKind: foundTextPart(extraction, 'amount', 'kind'),
          saleDate: foundText(extraction, 'saleDate'),
          saleStatus: foundText(extraction, 'saleStatus'),
          filingDate: row.filingDate,
          state: foundTextPart(extraction, 'propertyAddress', 'state'),
          answerDeadline: answerDeadlineOf(extraction),
        })
      : null,
    propertyAddress: row.propertyAddress,
    court: row.court,
    loanAmount: row.loanAmount,
    amountKind: foundTextPart(extraction, 'amount', 'kind'),
    filingDate: row.filingDate,
    saleDate: saleDateOf(extraction),
    judgmentDate: foundText(extraction, 'judgmentDate'),
    parties: partiesOf(extraction),
    createdAt: row.createdAt.toISOString(),
    ...uploadedContactAccess(options.viewer, row, options.now),
    evidence: evidenceOf(extraction),
    evidencePositions: positionsOf(extraction) !== null,
    viewable: row.mimeType !== UPLOAD_TYPES.docx,
    mimeType: row.mimeType,
    leads: toRecordViews(row, options.leads ?? [], options),
    recordCount: options.recordCount ?? options.leads?.length ?? 0,
    listImport: listImport
      ? {
          status: listImport.status as ListImportStatus,
          total: listImport.total,
          done: listImport.done,
          created: listImport.created,
        }
      : null,
    sourceDatabase: null,
    isSample: false,
    ...stageFields(stageOf(null)),
  }
}

/** 'Lis Pendens - 2026-CA-001234', or with the ZIP when the case number is not shown. */
function publicRecordName(result: SavedRecordResult): string {
  const type = result.documentType?.trim() || 'Public record'
  const reference = result.caseNumber ?? (result.zipCode ? `ZIP ${result.zipCode}` : null)
  return reference ? `${type} - ${reference}` : type
}

/**
 * A saved public-records result: the fields the search delivered,
 * its source's document link, no evidence, leads or contact details.
 */
export function toPublicRecordView(
  result: SavedRecordResult,
  stage?: CaseStageOfFiling,
): DocumentView {
  return {
    id: result.id,
    documentType: 'public_records',
    originalName: publicRecordName(result),
    processingStatus: 'completed',
    processingError: null,
    zipCode: result.zipCode,
    caseNumber: result.caseNumber,
    documentTypeCategory: result.documentType,
    isDocumentAvailable: result.isDocumentAvailable,
    isAccessibleInTrial: true,
    documentUrl: result.documentUrl,
    objectPath: null,
    defendantName: result.defendantName,
    plaintiff: null,
    summary: null,
    propertyAddress: result.propertyAddress,
    court: result.court,
    loanAmount: result.loanAmount,
    amountKind: null,
    filingDate: result.filingDate,
    saleDate: null,
    judgmentDate: null,
    parties: [],
    createdAt: result.createdAt.toISOString(),
    contactInfo: null,
    contactAccess: 'none',
    evidence: {},
    evidencePositions: false,
    viewable: false,
    mimeType: null,
    leads: [],
    recordCount: 0,
    listImport: null,
    sourceDatabase: result.sourceDatabase,
    isSample: result.isSample,
    ...stageFields(stage),
  }
}
