/**
 * Contracts of the uploaded documents (spec sections 2 and 3): the upload's form fields, the
 * Document client view, the list filter and the refusal messages, word for word.
 */
import { z } from 'zod'
import { AMOUNT_KINDS, DOCUMENT_PROCESSING_STATUSES, SALE_STATUSES } from '../enums'
import { CASE_STAGES } from '../lifecycle'
import { listImportProgress } from './document-import'
import { namedPartyView } from './document-parties'
import { ZIP_PATTERN } from './document-upload'
import { idParams } from './fields'

export {
  type ImageUploadKind,
  UPLOAD_EXTENSIONS,
  UPLOAD_KIND_NAMES,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  type UploadKind,
  uploadDocumentFields,
} from './document-upload'

/**
 * The case's stage, next sale date (YYYY-MM-DD) and postponements now (common/lifecycle.ts), from
 * every upload of the user's that names the case (a postponement uploaded later moves the date
 * shown on the first notice); null / 0 when no upload says. Stored as reported: a sale date that
 * has passed reads as 'unknown' through effectiveStage.
 */
const caseStageFields = {
  stage: z.enum(CASE_STAGES).nullable(),
  nextSaleDate: z.string().nullable(),
  postponementCount: z.number().int(),
}

/** Where a document came from: a PDF the user uploaded, or a public-records result they saved. */
const DOCUMENT_ORIGINS = ['uploaded', 'public_records'] as const

/** Contact details for a document's defendant (spec section 3). Sent to pro and elite only. */
export const contactInfoView = z.object({
  phones: z.array(
    z.object({ number: z.string(), type: z.string().nullable(), verified: z.boolean() }),
  ),
  emails: z.array(z.string()),
  socialMedia: z.array(z.object({ platform: z.string(), url: z.string() })),
  additionalInfo: z
    .object({
      age: z.union([z.number(), z.string()]).nullable(),
      occupation: z.string().nullable(),
      associates: z.array(z.string()),
    })
    .nullable(),
})
export type ContactInfoView = z.infer<typeof contactInfoView>

/**
 * Why contactInfo is what it is: 'available' (sent), 'upgrade_required' (the user's plan is not
 * pro or elite), 'processing' (not completed yet), 'none' (nothing found or not applicable).
 */
export const CONTACT_ACCESS = ['available', 'upgrade_required', 'processing', 'none'] as const
export type ContactAccess = (typeof CONTACT_ACCESS)[number]

/**
 * Where on the document a field's value was found: the 1-based page and its boxes, one per line
 * the value spans, each [x0, y0, x1, y1] in PDF points of the page's own (unrotated) user space,
 * y growing upwards, as pdf.js's `viewport.convertToViewportRectangle` takes them.
 */
export const evidenceLocation = z.object({
  page: z.number().int().min(1),
  boxes: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
})
export type EvidenceLocation = z.infer<typeof evidenceLocation>

/**
 * Who gave a field its value: the extractor ('extraction'), a layout the user's account taught
 * by correcting a document of the same layout ('layout'), or the user's own correction
 * ('correction': a fact, confidence 1).
 */
export const FIELD_ORIGINS = ['extraction', 'layout', 'correction'] as const
export type FieldOrigin = (typeof FIELD_ORIGINS)[number]

/**
 * How sure the reading was of one field, the document text it was read from, where on the page
 * it is (null when the value was not found on the page's words, or the document was analysed
 * before positions were kept), who gave the value, and, for a corrected field, who corrected it
 * and when (ISO 8601).
 */
const fieldEvidence = z.object({
  confidence: z.number(),
  snippet: z.string(),
  location: evidenceLocation.nullable(),
  origin: z.enum(FIELD_ORIGINS),
  correction: z.object({ by: z.string(), at: z.string() }).nullable(),
})
export type FieldEvidence = z.infer<typeof fieldEvidence>

/** The fields whose evidence is sent (keys of DocumentView.evidence). */
export const EVIDENCE_FIELDS = [
  'documentTypeCategory',
  'defendantName',
  'plaintiff',
  'propertyAddress',
  'caseNumber',
  'court',
  'loanAmount',
  'filingDate',
  'zipCode',
  'saleDate',
  'judgmentDate',
] as const
export type EvidenceField = (typeof EVIDENCE_FIELDS)[number]

/** One record of a multi-record document (a sheriff-sale list, a page of legal notices). */
export const documentLeadView = z.object({
  id: z.string(),
  position: z.number().int(),
  defendantName: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  /** The property's city and state (two-letter code): printed, or from its ZIP or the list. */
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  caseNumber: z.string().nullable(),
  /** Decimal string. */
  loanAmount: z.string().nullable(),
  /** Which amount loanAmount is (judgment, upset price, opening bid, tax, loan principal). */
  amountKind: z.enum(AMOUNT_KINDS).nullable(),
  /** YYYY-MM-DD. */
  filingDate: z.string().nullable(),
  court: z.string().nullable(),
  /** YYYY-MM-DD: when the property is (or was) to be sold. */
  saleDate: z.string().nullable(),
  /** 'scheduled' for a live sale; 'postponed', 'cancelled', 'stayed' and 'sold' are not live. */
  saleStatus: z.enum(SALE_STATUSES).nullable(),
  snippet: z.string(),
  /** A plain-language summary built from the lead's fields (Elite plans); null otherwise. */
  summary: z.string().nullable(),
  ...caseStageFields,
})
export type DocumentLeadView = z.infer<typeof documentLeadView>

/**
 * One document as the browser gets it (spec section 3, Document client view), plus what a
 * paying user expects beside it: the processing failure reason, the extractor's evidence per
 * field, the leads of a multi-record document, and whether a public record is sample data.
 * Where an uploaded file is stored is never sent: objectPath is the download route.
 */
export const documentView = z.object({
  id: z.string(),
  documentType: z.enum(DOCUMENT_ORIGINS),
  originalName: z.string(),
  processingStatus: z.enum(DOCUMENT_PROCESSING_STATUSES),
  /** Why processing failed, in words a user can act on; null unless failed. */
  processingError: z.string().nullable(),
  zipCode: z.string().nullable(),
  caseNumber: z.string().nullable(),
  /** The filing type: 'Lis Pendens', 'Verified Complaint', 'Notice of Trustee Sale', ... */
  documentTypeCategory: z.string().nullable(),
  isDocumentAvailable: z.boolean(),
  /**
   * False for a public record the trial kept hidden when it was found (its address, defendant,
   * case number and document link were never sent); true otherwise.
   */
  isAccessibleInTrial: z.boolean(),
  /** A public record's document at its source; null for uploads. */
  documentUrl: z.string().nullable(),
  /** The download route of an uploaded file (free: no trial download); null for public records. */
  objectPath: z.string().nullable(),
  defendantName: z.string().nullable(),
  plaintiff: z.string().nullable(),
  /**
   * A plain-language summary of the document built from its extracted fields (Elite plans:
   * "AI summarization"); null for other plans, unfinished documents and saved results.
   */
  summary: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  court: z.string().nullable(),
  /** Decimal string, e.g. '245000.00'. */
  loanAmount: z.string().nullable(),
  /** Which amount loanAmount is: loan, judgment, upset_price, minimum_bid, tax, other. */
  amountKind: z.string().nullable(),
  /** YYYY-MM-DD. */
  filingDate: z.string().nullable(),
  /** YYYY-MM-DD: when the property is (or was) to be sold, when the document says. */
  saleDate: z.string().nullable(),
  /** YYYY-MM-DD: the judgment the sale follows, when the document states it; null otherwise. */
  judgmentDate: z.string().nullable(),
  /** Every party the document names, with its role (uploads; empty for saved public records). */
  parties: z.array(namedPartyView),
  createdAt: z.string(),
  contactInfo: contactInfoView.nullable(),
  contactAccess: z.enum(CONTACT_ACCESS),
  /** Per extracted field: confidence, source snippet and place on the page (completed uploads). */
  evidence: z.partialRecord(z.enum(EVIDENCE_FIELDS), fieldEvidence),
  /**
   * Whether the analysis kept where its fields were found (documents analysed before it did
   * open in the viewer without highlights); false for saved public records.
   */
  evidencePositions: z.boolean(),
  /** Whether the document opens in the in-app viewer (a stored PDF or page-image upload). */
  viewable: z.boolean(),
  /**
   * An upload's file type by its bytes (UPLOAD_TYPES: 'application/pdf', 'image/png', ...), which
   * tells the viewer how to draw its pages; null for saved public records.
   */
  mimeType: z.string().nullable(),
  /**
   * The first records of a multi-record document (at most RECORDS_PAGE.first), in document
   * order; empty otherwise, and empty while a list's import is not done (its preview, GET
   * /api/documents/:id/import, shows its records).
   */
  leads: z.array(documentLeadView),
  /**
   * How many records the document has (0 while a list's import is not done, as `leads`): `leads`
   * is only the first page of them (RECORDS_PAGE.first); the rest are read a page at a time from
   * GET /api/documents/:id/records (docs/decisions/0080).
   */
  recordCount: z.number().int(),
  /**
   * Where the import of a list's leads stands (docs/decisions/0058): awaiting the user's look at
   * the preview, importing (records done of total), imported or cancelled; null for a document
   * of one record, a saved public record, or a list processed before imports existed.
   */
  listImport: listImportProgress.nullable(),
  /** Public records: the source it came from, and whether it is generated sample data. */
  sourceDatabase: z.string().nullable(),
  isSample: z.boolean(),
  /**
   * An upload's case (a single-record document's; a list's records carry their own in `leads`);
   * null / 0 for lists and saved public records.
   */
  ...caseStageFields,
})
export type DocumentView = z.infer<typeof documentView>

/** @alias the upload's answer is the document's view: its own name, one schema. */
export const uploadDocumentResponse = documentView
export type UploadDocumentResponse = DocumentView

/** GET /api/documents?zip=all|12345 */
export const listDocumentsRequest = z.object({
  zip: z
    .string()
    .trim()
    .default('all')
    .refine((value) => value === 'all' || ZIP_PATTERN.test(value), 'zip must be "all" or 5 digits'),
})
export type ListDocumentsRequest = z.input<typeof listDocumentsRequest>

export const listDocumentsResponse = z.object({ documents: z.array(documentView) })
export type ListDocumentsResponse = z.infer<typeof listDocumentsResponse>

/** The `:id` of the routes that act on one document. */
export const documentIdParams = idParams('document')

/** @alias GET /api/documents/:id answers the document's view: its own name, one schema. */
export const getDocumentResponse = documentView

/** Messages of the download route (GET /api/documents/:id/download) and the viewer's file route. */
export const DOWNLOAD_MESSAGES = {
  notAvailable: 'This document is not available for download from its source.',
  notViewable:
    'Only PDFs and page images open in the viewer. Download this Word document to read it in your word processor.',
} as const

export const deleteDocumentResponse = z.object({ success: z.literal(true) })
export type DeleteDocumentResponse = z.infer<typeof deleteDocumentResponse>
