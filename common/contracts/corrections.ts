/**
 * Contracts of a document's corrections (issue 34, item 7): POST /api/documents/:id/corrections
 * corrects one field of an uploaded document with a value the user typed or selected on the
 * page (the selection is the evidence), GET lists the document's corrections, newest first. The
 * value is read by common/field-corrections.ts, so a value of the wrong shape (an amount that is
 * not a number, a ZIP that is not 5 digits) is a 400 that says what a right one looks like.
 */
import { z } from 'zod'
import {
  CORRECTION_FIELDS,
  CORRECTION_MAX_CHARS,
  CORRECTION_MESSAGES,
  readCorrectionValue,
} from '../field-corrections'
import { documentView, evidenceLocation } from './documents'

/** Boxes a selection may send: one per line it spans, a paragraph at most. */
const MAX_SELECTION_BOXES = 40

/**
 * The text the user selected on a page of the viewer, the 1-based page, and the boxes of the
 * selection ([x0, y0, x1, y1] in PDF points, y up, as the evidence highlights), which tell two
 * places the same text is printed apart. The server finds the text on the page's words itself.
 */
const selectionEvidence = z.object({
  text: z
    .string({ error: 'The selected text must be text' })
    .trim()
    .min(1, 'The selection is empty: select the text on the page again.')
    .max(CORRECTION_MAX_CHARS * 2, 'Select less text: the value itself, not the paragraph.'),
  page: z
    .number({ error: 'The page of the selection must be a number' })
    .int('The page of the selection must be a whole number')
    .min(1, 'The page of the selection starts at 1')
    .max(10_000, 'The page of the selection is not in this document'),
  boxes: z
    .array(z.tuple([z.number(), z.number(), z.number(), z.number()]))
    .max(MAX_SELECTION_BOXES, 'Select less text: the value itself, not the paragraph.')
    .default([]),
})
export type SelectionEvidence = z.input<typeof selectionEvidence>

/** POST /api/documents/:id/corrections. The value arrives in the form the document keeps it. */
export const correctFieldRequest = z
  .object({
    field: z.enum(CORRECTION_FIELDS, { error: CORRECTION_MESSAGES.unknownField }),
    value: z
      .string({ error: CORRECTION_MESSAGES.empty })
      .max(CORRECTION_MAX_CHARS * 2, CORRECTION_MESSAGES.tooLong(CORRECTION_MAX_CHARS)),
    /** Absent when the user typed the value instead of selecting it. */
    evidence: selectionEvidence.optional(),
  })
  .transform((body, context) => {
    const read = readCorrectionValue(body.field, body.value)
    if (!read.ok) {
      context.addIssue({ code: 'custom', path: ['value'], message: read.message })
      return z.NEVER
    }
    return { ...body, value: read.value }
  })
export type CorrectFieldRequest = z.input<typeof correctFieldRequest>
/** The request as the server reads it (the value in its stored form). */
export type CorrectFieldCommand = z.output<typeof correctFieldRequest>

/** One correction as it was made: the value, what it was read from, who made it and when. */
const correctionView = z.object({
  id: z.string(),
  field: z.enum(CORRECTION_FIELDS),
  /** In the form the document keeps it: '87500.00', '2026-03-03', '45402', a name as typed. */
  value: z.string(),
  /** The value the field had before (null: none was found). */
  previousValue: z.string().nullable(),
  /** The selected text and where it is printed; null for a typed value. */
  evidence: z.object({ text: z.string(), location: evidenceLocation.nullable() }).nullable(),
  correctedBy: z.object({ userId: z.string(), name: z.string() }),
  /** ISO 8601. */
  correctedAt: z.string(),
})
export type CorrectionView = z.infer<typeof correctionView>

export const correctFieldResponse = z.object({
  correction: correctionView,
  /** The document with the corrected field (a fact now: confidence 1). */
  document: documentView,
  /**
   * Whether the document's layout now remembers where the field is printed, so the next document
   * of this layout from anyone on the account is read there. False when the value could not be
   * found on the document's pages (a typed value the document does not print, a Word file).
   */
  layoutLearned: z.boolean(),
})
export type CorrectFieldResponse = z.infer<typeof correctFieldResponse>

export const listCorrectionsResponse = z.object({ corrections: z.array(correctionView) })
export type ListCorrectionsResponse = z.infer<typeof listCorrectionsResponse>

/** Why a correction is refused beyond its value's shape. */
export const CORRECTION_REFUSALS = {
  notProcessed: 'This document is still being analysed. Correct its fields once it is processed.',
  failed: 'This document could not be analysed, so it has no fields to correct.',
  list: 'This document is a list of several records: fields are corrected on single-record documents.',
  notUpload:
    'Only documents you uploaded can be corrected. A public record is kept as its source gave it.',
} as const
