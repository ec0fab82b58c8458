/**
 * The upload's contract (spec section 2): the kinds of file accepted, their names and endings,
 * the form fields sent beside the file and the messages the upload answers with, word for word.
 */
import { z } from 'zod'

/** A five-digit ZIP, as the upload form and the list filter take it. */
export const ZIP_PATTERN = /^\d{5}$/

/**
 * The kinds of file an upload may be, by media type: PDFs, Word files (legal newspapers deliver
 * .docx) and page images (a photo or scan of a posted notice), each told by its bytes.
 */
export const UPLOAD_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
} as const
export type UploadKind = keyof typeof UPLOAD_TYPES

/** The page images among the upload kinds: read as scanned pages, shown as images. */
export type ImageUploadKind = Extract<UploadKind, 'png' | 'jpeg' | 'tiff'>

/** The file name endings of each kind, for the file picker and for a name that claims a kind. */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  pdf: ['.pdf'],
  docx: ['.docx'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  tiff: ['.tif', '.tiff'],
}

/** What a kind is called in a message: 'PDF', 'Word (.docx)', 'PNG image'... */
export const UPLOAD_KIND_NAMES: Record<UploadKind, string> = {
  pdf: 'PDF',
  docx: 'Word (.docx) document',
  png: 'PNG image',
  jpeg: 'JPEG image',
  tiff: 'TIFF image',
}

/** The messages the upload answers with; the client shows them as they are. */
export const UPLOAD_MESSAGES = {
  noFile: 'Choose a PDF, Word (.docx) or image (PNG, JPEG, TIFF) file to upload.',
  notPdf:
    'Only PDF, Word (.docx) and image (PNG, JPEG, TIFF) files can be uploaded. This file is none of them.',
  unreadable: 'This PDF could not be read. It may be damaged or password-protected.',
  /** The name says one kind, the bytes are another ('.png', 'a JPEG image'). */
  typeMismatch: (extension: string, actual: string) =>
    `This file is named ${extension} but it is a ${actual}. Rename it to match what it is, or choose the original file, and upload it again.`,
  notMultipart: 'Send the file as multipart/form-data with a "file" field.',
  tooLarge: (limit: string) =>
    `The file is larger than ${limit}. Choose a smaller file or split it into parts.`,
  stalled: (seconds: number) =>
    `The upload stopped: no data arrived for ${seconds} second${seconds === 1 ? '' : 's'}. Check your connection and upload the file again.`,
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
