/**
 * The presenters of the documents tab (spec section 3, Document client view): what leaves the
 * server of an uploaded document and of a saved public-records result. Never where a file is
 * stored: an upload's objectPath is its download route.
 */
import {
  type DocumentLeadView,
  type DocumentView,
  EVIDENCE_FIELDS,
  type EvidenceField,
  type EvidenceLocation,
  evidenceLocation,
  FIELD_ORIGINS,
  type FieldEvidence,
  type FieldOrigin,
  UPLOAD_TYPES,
} from '@common/contracts/documents'
import type { DocumentProcessingStatus, ListImportStatus } from '@common/enums'
import type { Document, DocumentImport, DocumentLead } from '../../../db/schema'
import { type AnswerDeadline, documentTypeLabel, summarize } from '../../../reading'
import { effectiveTier } from '../../billing'
import type { CaseStageOfFiling } from '../../cases'
import { uploadRecordKey } from '../../cases'
import type { SavedRecordResult } from '../../records'
import { uploadedContactAccess, type Viewer } from './contact-access'

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

/**
 * Which keys of the stored ExtractionResult each evidence field is read from, the first one
 * present winning: a ZIP given on its own (corrected, or read by a layout) before the address's.
 */
const EVIDENCE_SOURCES: Record<EvidenceField, readonly string[]> = {
  documentTypeCategory: ['documentType'],
  defendantName: ['defendants'],
  plaintiff: ['plaintiff'],
  propertyAddress: ['propertyAddress'],
  caseNumber: ['caseNumber'],
  court: ['court'],
  loanAmount: ['amount'],
  filingDate: ['date'],
  zipCode: ['zipCode', 'propertyAddress'],
  saleDate: ['saleDate'],
}

type StoredExtraction = Record<string, unknown> | null

function foundField(extraction: StoredExtraction, key: string): Record<string, unknown> | null {
  const value = extraction?.[key]
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
}

/** A found field's value when it is text (the plaintiff, the sale date, the sale status). */
function foundText(extraction: StoredExtraction, key: string): string | null {
  const value = foundField(extraction, key)?.value
  return typeof value === 'string' ? value : null
}

/** A text part of a found field's value: the amount's kind, the address's state ('TX'). */
function foundTextPart(extraction: StoredExtraction, key: string, part: string): string | null {
  const value = foundField(extraction, key)?.value as Record<string, unknown> | undefined
  const text = value?.[part]
  return typeof text === 'string' ? text : null
}

/** The stored positions (processing/evidence-positions.ts), when the analysis kept them. */
function positionsOf(extraction: StoredExtraction): Record<string, unknown> | null {
  return foundField(extraction, 'positions')
}

/** A stored location when it has the contract's shape (never trust old JSON blindly). */
function locationOf(value: unknown): EvidenceLocation | null {
  const parsed = evidenceLocation.safeParse(value)
  return parsed.success ? parsed.data : null
}

const originOf = (value: unknown): FieldOrigin =>
  FIELD_ORIGINS.find((origin) => origin === value) ?? 'extraction'

/** Who corrected a field and when, when the stored entry says so. */
function correctionOf(value: unknown): FieldEvidence['correction'] {
  const entry = value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  return typeof entry?.by === 'string' && typeof entry.at === 'string'
    ? { by: entry.by, at: entry.at }
    : null
}

/** The stored entry an evidence field is shown from (a ZIP's address only when it has a ZIP). */
function evidenceEntry(extraction: StoredExtraction, field: EvidenceField) {
  for (const key of EVIDENCE_SOURCES[field]) {
    const found = foundField(extraction, key)
    if (field === 'zipCode' && key === 'propertyAddress') {
      const zip = (found?.value as Record<string, unknown> | undefined)?.zip
      if (typeof zip !== 'string') continue
    }
    if (found) return found
  }
  return null
}

/**
 * Confidence, snippet, place on the page and origin per field the reading found (only what the
 * stored JSON really holds; documents analysed before positions were kept have none), with who
 * corrected it and when for a corrected field.
 */
function evidenceOf(extraction: StoredExtraction): DocumentView['evidence'] {
  const evidence: Partial<Record<EvidenceField, FieldEvidence>> = {}
  const positions = positionsOf(extraction)
  for (const field of EVIDENCE_FIELDS) {
    const found = evidenceEntry(extraction, field)
    if (typeof found?.confidence === 'number' && typeof found.snippet === 'string') {
      evidence[field] = {
        confidence: found.confidence,
        snippet: found.snippet,
        location: locationOf(positions?.[field]),
        origin: originOf(found.origin),
        correction: correctionOf(found.correction),
      }
    }
  }
  return evidence
}

/** The sale date: stated apart, or the date of a sale notice. */
function saleDateOf(extraction: StoredExtraction): string | null {
  const date = foundField(extraction, 'date')?.value as Record<string, unknown> | undefined
  const saleNotice = date?.kind === 'sale' && typeof date.value === 'string' ? date.value : null
  return foundText(extraction, 'saleDate') ?? saleNotice
}

/** Summaries are Elite's ("AI summarization"), with the subscription in force. */
function maySeeSummaries(viewer: Viewer, now?: Date): boolean {
  return effectiveTier(viewer, now) === 'elite'
}

/** The stated answer deadline, when the stored extraction holds one of the right shape. */
export function answerDeadlineOf(extraction: StoredExtraction): AnswerDeadline | null {
  const value = foundField(extraction, 'answerDeadline')?.value as
    | Record<string, unknown>
    | undefined
  if (!value) return null
  const date = typeof value.date === 'string' ? value.date : null
  const days = typeof value.days === 'number' ? value.days : null
  const after = typeof value.after === 'string' ? value.after : null
  return date || days ? { date, days, after } : null
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
    createdAt: row.createdAt.toISOString(),
    ...uploadedContactAccess(options.viewer, row, options.now),
    evidence: evidenceOf(extraction),
    evidencePositions: positionsOf(extraction) !== null,
    viewable: row.mimeType !== UPLOAD_TYPES.docx,
    mimeType: row.mimeType,
    leads: [...(options.leads ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((lead) => toLeadView(lead, { summaries, documentType, stage: stageOf(lead.position) })),
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
    createdAt: result.createdAt.toISOString(),
    contactInfo: null,
    contactAccess: 'none',
    evidence: {},
    evidencePositions: false,
    viewable: false,
    mimeType: null,
    leads: [],
    listImport: null,
    sourceDatabase: result.sourceDatabase,
    isSample: result.isSample,
    ...stageFields(stage),
  }
}
