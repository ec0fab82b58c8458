import { describe, expect, it } from 'vitest'
import { layoutText, type PositionedText } from './page-layout'

/** A run of text at (x, y) in a 10-point font, about 5 points a character. */
const run = (str: string, x: number, y: number): PositionedText => ({
  str,
  x,
  y,
  width: str.length * 5,
  height: 10,
})

describe('layoutText', () => {
  it('reads dense newspaper columns one after the other, a record per hanging indent', () => {
    const items: PositionedText[] = []
    const column = (x: number, records: string[][]) => {
      let y = 100
      for (const record of records) {
        record.forEach((line, i) => {
          items.push(run(line, i === 0 ? x : x + 8, y))
          y += 12
        })
      }
    }
    column(40, [
      ['1 EXAMPLE AVE (1-1) ASSESSED', 'FOR $100 TO ROE, JANE $10.00'],
      ['2 EXAMPLE AVE (1-2) ASSESSED', 'FOR $200 TO ROE, ANN $20.00'],
      ['3 EXAMPLE AVE (1-3) ASSESSED', 'FOR $300 TO POE, KIM $30.00'],
      ['3A EXAMPLE AVE (1-3A) ASSESSED', 'FOR $350 TO POE, KAY $35.00'],
    ])
    column(240, [
      ['4 EXAMPLE AVE (1-4) ASSESSED', 'FOR $400 TO DOE, LEE $40.00'],
      ['5 EXAMPLE AVE (1-5) ASSESSED', 'FOR $500 TO LOE, SUE $50.00'],
      ['6 EXAMPLE AVE (1-6) ASSESSED', 'FOR $600 TO MOE, AL $60.00'],
      ['7 EXAMPLE AVE (1-7) ASSESSED', 'FOR $700 TO NOE, ED $70.00'],
    ])
    const text = layoutText(items.sort(() => 0.5 - Math.random()))
    const records = text.split(/\n\s*\n/)
    expect(records).toHaveLength(8)
    expect(records[2]).toBe('3 EXAMPLE AVE (1-3) ASSESSED\nFOR $300 TO POE, KIM $30.00')
    expect(records[4]).toMatch(/^4 EXAMPLE AVE/)
  })

  it("keeps a caption's right-hand box on the rows it shares with the parties", () => {
    const text = layoutText([
      run('EXAMPLE BANK, N.A.', 40, 100),
      run('Plaintiff,', 60, 112),
      run('Case No. 13-CV-01670', 300, 112),
      run('vs.', 40, 124),
      run('JANE ROE and JOHN ROE,', 40, 136),
      run('Defendants.', 60, 148),
    ])
    expect(text.split('\n')).toEqual([
      'EXAMPLE BANK, N.A.',
      'Plaintiff,  Case No. 13-CV-01670',
      'vs.',
      'JANE ROE and JOHN ROE,',
      'Defendants.',
    ])
  })

  it('reads a box of two label/value columns column by column, between full-width lines', () => {
    const items = [run('NOTICE OF SUBSTITUTE TRUSTEE SALE AND OF THE TERMS OF THE SALE', 40, 80)]
    const left = [
      'Deed of Trust Date:',
      '12/22/1995',
      'Original Mortgagee:',
      'EXAMPLE MORTGAGE CO',
      'Date of Sale:',
      '4/1/2025',
    ]
    const right = [
      'Grantor(s):',
      'JANE ROE AND JOHN ROE,',
      'HUSBAND AND WIFE',
      'Property County:',
      'EXAMPLE',
      'Instrument No: 1',
    ]
    items.push(...left.map((line, i) => run(line, 40, 100 + 12 * i)))
    items.push(...right.map((line, i) => run(line, 300, 100 + 12 * i)))
    items.push(
      run(
        'Place of Sale: at the courthouse door of the county, as designated by the court',
        40,
        180,
      ),
    )
    const text = layoutText(items)
    expect(text).toContain('Grantor(s):\nJANE ROE AND JOHN ROE,\nHUSBAND AND WIFE')
    expect(text.indexOf('Date of Sale:')).toBeLessThan(text.indexOf('Grantor(s):'))
    expect(text.trim().endsWith('as designated by the court')).toBe(true)
  })

  it('reads fake-bold text (each glyph painted twice) once', () => {
    const doubled = [...'TAX SALE'].flatMap((char, i) => [
      run(char, 40 + 5 * i, 100),
      run(char, 40.5 + 5 * i, 100),
    ])
    expect(layoutText(doubled)).toBe('TAX SALE')
  })
})
