import { describe, expect, it } from 'vitest'
import { flatten, flattenLines } from './prepare'

/** The flat text's lines: what each line start in it opens, up to the next start. */
function linesOf(text: string): string[] {
  const { flat, lineStarts } = flattenLines(text)
  const starts = [0, ...lineStarts]
  return starts.map((start, index) => flat.slice(start, starts[index + 1]).trim())
}

describe('flattenLines', () => {
  it('gives the flat text flatten gives', () => {
    const text = 'Status:  POSTPONED\r\nCost:\n\n  Municipality : 934 PENN HILLS\n'
    expect(flattenLines(text).flat).toBe(flatten(text))
  })

  it('finds where each printed line starts in the flat text', () => {
    expect(linesOf('Status:  POSTPONED\r\nCost:\n\n  Municipality : 934 PENN HILLS\n')).toEqual([
      'Status: POSTPONED',
      'Cost:',
      'Municipality: 934 PENN HILLS',
    ])
  })

  it('has no line start inside a word joined across a line end, and skips OCR marks', () => {
    expect(linesOf('Defendant: JOHN WIL-\nLIAMS\n| Atty: KML LAW GROUP PC')).toEqual([
      'Defendant: JOHN WILLIAMS',
      'Atty: KML LAW GROUP PC',
    ])
  })
})
