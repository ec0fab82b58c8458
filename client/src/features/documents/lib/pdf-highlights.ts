import type { DocumentView, EvidenceField, EvidenceLocation } from '@common/contracts/documents'

/** A pdf.js viewport transform [a, b, c, d, e, f]: PDF user space -> CSS pixels of the page. */
export type ViewportTransform = readonly number[]

/** A box on the rendered page, in CSS pixels from its top-left corner. */
export interface PageRect {
  left: number
  top: number
  width: number
  height: number
}

const apply = (t: ViewportTransform, x: number, y: number): [number, number] => [
  (t[0] ?? 1) * x + (t[2] ?? 0) * y + (t[4] ?? 0),
  (t[1] ?? 0) * x + (t[3] ?? 1) * y + (t[5] ?? 0),
]

/**
 * Where a stored evidence box ([x0, y0, x1, y1] in PDF points, y up) falls on the page drawn
 * with `transform` (what pdf.js's convertToViewportRectangle does), padded a little so the
 * highlight frames the words instead of cutting through them.
 */
export function boxToRect(
  box: readonly [number, number, number, number],
  transform: ViewportTransform,
  pad = 2,
): PageRect {
  const [ax, ay] = apply(transform, box[0], box[1])
  const [bx, by] = apply(transform, box[2], box[3])
  const left = Math.min(ax, bx) - pad
  const top = Math.min(ay, by) - pad
  return {
    left,
    top,
    width: Math.abs(bx - ax) + 2 * pad,
    height: Math.abs(by - ay) + 2 * pad,
  }
}

/** A field located on a page, with the label the panel shows it under. */
export interface LocatedField {
  field: EvidenceField
  label: string
  location: EvidenceLocation
}

const FIELD_LABELS: Record<EvidenceField, string> = {
  documentTypeCategory: 'Document type',
  defendantName: 'Defendant',
  plaintiff: 'Plaintiff',
  propertyAddress: 'Property address',
  caseNumber: 'Case number',
  court: 'Court',
  loanAmount: 'Amount',
  filingDate: 'Filing date',
  zipCode: 'ZIP code',
  saleDate: 'Sale date',
  judgmentDate: 'Judgment date',
}

/** The fields of `document` whose place on a page is known, in the panel's order. */
export function locatedFields(document: Pick<DocumentView, 'evidence'>): LocatedField[] {
  return (Object.keys(FIELD_LABELS) as EvidenceField[]).flatMap((field) => {
    const location = document.evidence[field]?.location
    return location && location.boxes.length > 0
      ? [{ field, label: FIELD_LABELS[field], location }]
      : []
  })
}

/** The zoom steps the viewer's - and + buttons move between (1 = the page fits the width). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const

/** The next zoom step up (+1) or down (-1) from `zoom`, staying within the steps. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > zoom + 1e-6) ?? zoom
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-6) ?? zoom
}
