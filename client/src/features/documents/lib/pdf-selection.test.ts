// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { boxToRect } from './pdf-highlights'
import { rectsToBoxes, selectedValue } from './pdf-selection'

describe('rectsToBoxes', () => {
  it('turns a selection on the drawn page back into the PDF box it covers', () => {
    // pdf.js's viewport at scale 1.5 of a US Letter page: y flipped, origin at the top.
    const transform = [1.5, 0, 0, -1.5, 0, 792 * 1.5]
    const box: [number, number, number, number] = [220, 652.6, 310.4, 663.8]
    const rect = boxToRect(box, transform, 0)
    expect(rectsToBoxes([rect], transform)).toEqual([box])
  })

  it('leaves out empty slivers', () => {
    expect(
      rectsToBoxes([{ left: 10, top: 10, width: 0, height: 12 }], [1, 0, 0, -1, 0, 792]),
    ).toEqual([])
  })
})

describe('selectedValue', () => {
  it('joins the lines of a selection', () => {
    expect(selectedValue(' 45 Orchard Lane\nDayton, OH 45402 ')).toBe(
      '45 Orchard Lane Dayton, OH 45402',
    )
  })
})
