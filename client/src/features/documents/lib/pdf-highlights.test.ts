import { describe, expect, it } from 'vitest'
import { buildDocumentView } from '@/testing/test-document'
import { boxToRect, locatedFields, stepZoom } from './pdf-highlights'

describe('boxToRect', () => {
  it('maps a PDF box (y up) onto the page drawn at 1.5x (y down), padded', () => {
    // pdf.js's viewport of a 612x792 page at scale 1.5: [1.5, 0, 0, -1.5, 0, 1188].
    const rect = boxToRect([72, 700, 172, 712], [1.5, 0, 0, -1.5, 0, 1188], 0)
    expect(rect).toEqual({ left: 108, top: 120, width: 150, height: 18 })
  })

  it('follows a page rotated by 90 degrees', () => {
    // Rotate 90: [0, s, s, 0, 0, 0] at scale 1.
    const rect = boxToRect([100, 50, 200, 60], [0, 1, 1, 0, 0, 0], 0)
    expect(rect).toEqual({ left: 50, top: 100, width: 10, height: 100 })
  })
})

describe('locatedFields', () => {
  it('lists only the fields with a place on a page, in panel order', () => {
    const location = { page: 2, boxes: [[1, 2, 3, 4]] as [number, number, number, number][] }
    const document = buildDocumentView({
      evidence: {
        loanAmount: {
          confidence: 0.8,
          snippet: '$1',
          location,
          origin: 'extraction',
          correction: null,
        },
        caseNumber: {
          confidence: 0.9,
          snippet: 'No. 1',
          location,
          origin: 'extraction',
          correction: null,
        },
        defendantName: {
          confidence: 0.9,
          snippet: 'X',
          location: null,
          origin: 'extraction',
          correction: null,
        },
        court: {
          confidence: 0.9,
          snippet: 'Y',
          location: { page: 1, boxes: [] },
          origin: 'extraction',
          correction: null,
        },
      },
    })
    expect(locatedFields(document).map((field) => field.field)).toEqual([
      'caseNumber',
      'loanAmount',
    ])
  })
})

describe('stepZoom', () => {
  it('moves between the steps and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25)
    expect(stepZoom(1, -1)).toBe(0.75)
    expect(stepZoom(3, 1)).toBe(3)
    expect(stepZoom(0.5, -1)).toBe(0.5)
  })
})
