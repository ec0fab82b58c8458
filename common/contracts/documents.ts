/**
 * Contracts of the uploaded documents (spec sections 2 and 3): the upload's form fields, the
 * Document client view, the list filter and the refusal messages, word for word.
 */
import { z } from 'zod'
import { DOCUMENT_PROCESSING_STATUSES } from '../enums'

const ZIP_PATTERN = /^\d{5}$/

/** The messages the upload answers with; the client shows them as they are. */
export const UPLOAD_MESSAGES = {
  noFile: 'Choose a PDF file to upload.',
  notPdf: 'Only PDF files can be uploaded. This file is not a PDF.',
  unreadable: 'This PDF could not be read. It may be damaged or password-protected.',
  notMultipart: 'Send the file as multipart/form-data with a "file" field.',
  tooLarge: (limit: string) =>
    `The file is larger than ${limit}. Choose a smaller PDF or split it into parts.`,
  monthlyLimit: (limit: number) =>
    `Monthly document limit reached: your plan includes ${limit} uploads a month. Upgrade for more.`,
  invalidZip: 'ZIP code must be exactly 5 digits',
} as const

/** The text fields sent beside the file in POST /api/documents. */
export const uploadDocumentFields = z.object({
  zipCode: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || ZIP_PATTERN.test(value), UPLOAD_MESSAGES.invalidZip),
})
export type UploadDocumentFields = z.input<typeof uploadDocumentFields>

/** One uploaded document as the browser gets it. Where it is stored is never sent. */
export const documentView = z.object({
  id: z.string(),
  documentType: z.literal('uploaded'),
  originalName: z.string(),
  processingStatus: z.enum(DOCUMENT_PROCESSING_STATUSES),
  zipCode: z.string().nullable(),
  caseNumber: z.string().nullable(),
  defendantName: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  court: z.string().nullable(),
  /** Decimal string, e.g. '245000.00'. */
  loanAmount: z.string().nullable(),
  /** YYYY-MM-DD. */
  filingDate: z.string().nullable(),
  createdAt: z.string(),
  /** GET this to read the PDF (owner only). */
  downloadUrl: z.string(),
})
export type DocumentView = z.infer<typeof documentView>

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
export const documentIdParams = z.object({
  id: z.uuid({ error: 'Invalid document id' }),
})

export const deleteDocumentResponse = z.object({ success: z.literal(true) })
export type DeleteDocumentResponse = z.infer<typeof deleteDocumentResponse>
