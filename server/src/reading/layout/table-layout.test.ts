import { describe, expect, it } from 'vitest'
import type { PositionedText } from './layout-types'
import { layoutText } from './page-layout'
import { TABLE_CONTINUED } from './table-layout'
import { linePhrases } from './text-phrases'

/** A run in a 7-point proportional font, about 3.9 points a character. */
const run = (str: string, x: number, y: number, width = str.length * 3.9): PositionedText => ({
  str,
  x,
  y,
  width,
  height: 7,
})

/** A header row over the columns at these x positions. */
const COLUMNS = {
  docket: 20,
  attorney: 90,
  plaintiff: 190,
  defendant: 330,
  type: 440,
  status: 520,
  cost: 600,
}
const header = (y: number) => [
  run('Docket', COLUMNS.docket, y),
  run('Attorney', COLUMNS.attorney, y),
  run('Plaintiff', COLUMNS.plaintiff, y),
  run('Defendant', COLUMNS.defendant, y),
  run('Sale Type', COLUMNS.type, y),
  run('Status', COLUMNS.status, y),
  run('Cost', COLUMNS.cost, y),
]

/** One record: its first line's cells, then the property line and comments. */
function record(y: number, cells: Partial<Record<keyof typeof COLUMNS, string>>, property: string) {
  const runs = Object.entries(cells).map(([column, text]) =>
    run(text, COLUMNS[column as keyof typeof COLUMNS], y),
  )
  return [
    ...runs,
    run(property, COLUMNS.attorney, y + 9),
    run('Comments:', COLUMNS.attorney, y + 18),
  ]
}

const blocks = (text: string) => text.split('\n\n')

describe('a fixed-width list rebuilt from x positions', () => {
  it('makes one labelled block per record, the docket first and the property line after it', () => {
    const text = layoutText([
      ...header(40),
      ...record(
        60,
        {
          docket: 'MG-24-000111',
          attorney: 'EXAMPLE LAW PC',
          plaintiff: 'FIRST BANK',
          defendant: 'JOHN A SMITH',
          type: 'REAL ESTATE',
          status: 'ACTIVE',
          cost: '$1,500.00',
        },
        '12 MAIN ST, , SPRINGFIELD, PA 15212',
      ),
      ...record(
        90,
        {
          docket: 'MG-24-000222',
          plaintiff: 'SECOND BANK',
          defendant: 'MARY JONES',
          type: 'REAL ESTATE',
          status: 'POSTPONED',
        },
        '34 OAK AVE, , SPRINGFIELD, PA 15213',
      ),
    ])
    expect(blocks(text)).toEqual([
      [
        'Docket: MG-24-000111',
        'Address: 12 MAIN ST, , SPRINGFIELD, PA 15212',
        'Attorney: EXAMPLE LAW PC',
        'Plaintiff: FIRST BANK',
        'Defendant: JOHN A SMITH',
        'Sale Type: REAL ESTATE',
        'Status: ACTIVE',
        'Cost: $1,500.00',
        'Comments:',
      ].join('\n'),
      [
        'Docket: MG-24-000222',
        'Address: 34 OAK AVE, , SPRINGFIELD, PA 15213',
        'Plaintiff: SECOND BANK',
        'Defendant: MARY JONES',
        'Sale Type: REAL ESTATE',
        'Status: POSTPONED',
        'Comments:',
      ].join('\n'),
    ])
  })

  it('joins a value wrapped onto the next lines to its column', () => {
    const text = layoutText([
      ...header(40),
      run('MG-24-000111', COLUMNS.docket, 60),
      run('U.S. BANK NATIONAL ASSOCIATION,', COLUMNS.plaintiff, 60),
      run('JOHN A SMITH', COLUMNS.defendant, 60),
      run('ACTIVE', COLUMNS.status, 60),
      run('AS TRUSTEE FOR THE', COLUMNS.plaintiff, 69),
      run('CERTIFICATEHOLDERS', COLUMNS.plaintiff, 78),
      run('12 MAIN ST, , SPRINGFIELD, PA 15212', COLUMNS.attorney, 87),
    ])
    expect(text).toContain(
      'Plaintiff: U.S. BANK NATIONAL ASSOCIATION, AS TRUSTEE FOR THE CERTIFICATEHOLDERS',
    )
    expect(text).toContain('Address: 12 MAIN ST, , SPRINGFIELD, PA 15212')
  })

  it('keeps a clipped name whole when it runs under the next cell', () => {
    const text = layoutText([
      ...header(40),
      run('MG-24-000111', COLUMNS.docket, 60),
      run('FIRST BANK', COLUMNS.plaintiff, 60),
      // Clipped on the page at the next column; whole in the text layer, under 'REAL ESTATE'.
      run('JOHN A SMITH AND MARY B SMITH AND UNKNOWN HEIRS', COLUMNS.defendant, 60),
      run('REAL ESTATE', COLUMNS.type, 60),
      run('ACTIVE', COLUMNS.status, 60),
      run('12 MAIN ST, , SPRINGFIELD, PA 15212', COLUMNS.attorney, 69),
    ])
    expect(text).toContain('Defendant: JOHN A SMITH AND MARY B SMITH AND UNKNOWN HEIRS\n')
    expect(text).toContain('Sale Type: REAL ESTATE\nStatus: ACTIVE')
  })

  it('reads a line-printer page: one run a line, columns padded with spaces', () => {
    const courier = (str: string, y: number): PositionedText => ({
      str,
      x: 20,
      y,
      width: str.length * 4.2,
      height: 7,
    })
    const pad = (cells: Array<[string, number]>) =>
      cells.reduce(
        (line, [text, at]) =>
          `${line.padEnd(at, ' ')}${line.length >= at && line ? ' ' : ''}${text}`,
        '',
      )
    const text = layoutText([
      courier(
        pad([
          ['DOCKET', 0],
          ['ATTORNEY', 15],
          ['PLAINTIFF', 30],
          ['DEFENDANT', 45],
          ['STATUS', 62],
        ]),
        40,
      ),
      // The attorney cut at its width and the plaintiff one space after it: two cells in one run.
      courier(
        pad([
          ['MG-24-000111', 0],
          ['EXAMPLE LAW GR', 15],
          ['FIRST BANK', 30],
          ['JOHN A SMITH', 45],
          ['ACTIVE', 62],
        ]),
        50,
      ),
      courier(pad([['12 MAIN ST, , SPRINGFIELD, PA 15212', 15]]), 58),
    ])
    expect(blocks(text)[0]).toBe(
      [
        'DOCKET: MG-24-000111',
        'Address: 12 MAIN ST, , SPRINGFIELD, PA 15212',
        'ATTORNEY: EXAMPLE LAW GR',
        'PLAINTIFF: FIRST BANK',
        'DEFENDANT: JOHN A SMITH',
        'STATUS: ACTIVE',
      ].join('\n'),
    )
  })

  it('cuts a header label the layer merged where every record starts a value', () => {
    const rows = ['02/06/2025', '03/07/2025', '04/04/2025', '02/05/2025'].map((date, i) => [
      run(`MG-24-00011${i}`, 20, 60 + 10 * i),
      run('JOHN A SMITH', 100, 60 + 10 * i),
      // The date and the status, each its own run, 4 points apart.
      run(date, 200, 60 + 10 * i, 35),
      run(i % 2 ? 'ACTIVE' : 'POSTPONED', 239, 60 + 10 * i),
    ])
    const text = layoutText([
      run('Docket', 20, 40),
      run('Defendant', 100, 40),
      // 'Sale Date' and 'Status' as one run, one space apart.
      run('Sale Date Status', 200, 40, 39 + 3.9 + 22),
      ...rows.flat(),
    ])
    expect(blocks(text)[1]).toBe(
      'Docket: MG-24-000111\nDefendant: JOHN A SMITH\nSale Date: 03/07/2025\nStatus: ACTIVE',
    )
  })

  it('leaves page numbers and print stamps out, and marks a record continued from the page before', () => {
    const text = layoutText([
      run('MASTER BID LIST (continued)', 20, 20),
      ...header(40),
      run('Municipality: 934 PENN HILLS', COLUMNS.type, 60),
      run('Comments: VACANT', COLUMNS.attorney, 69),
      ...record(
        90,
        {
          docket: 'MG-24-000222',
          plaintiff: 'SECOND BANK',
          defendant: 'MARY JONES',
          status: 'ACTIVE',
        },
        '34 OAK AVE, , SPRINGFIELD, PA 15213',
      ),
      run('Printed: 01/27/2025 7:42:18 AM', 20, 500),
      run('Page 2 of 15', 300, 500),
    ])
    expect(blocks(text)[0]).toBe('MASTER BID LIST (continued)')
    expect(blocks(text)[1]).toBe(
      `${TABLE_CONTINUED}\nMunicipality: 934 PENN HILLS\nComments: VACANT`,
    )
    expect(text).not.toMatch(/Page 2|Printed/)
  })

  it('reads a two-line header by the column each label stands over', () => {
    const text = layoutText([
      run('Docket', 20, 40),
      run('Defendant', 100, 40),
      run('Sale', 200, 40),
      run('Cost/Tax', 262, 40),
      run('Number', 20, 48),
      run('Date', 200, 48),
      run('Bid', 282, 48),
      run('MG-24-000111', 20, 60),
      run('JOHN A SMITH', 100, 60),
      run('02/06/2025', 200, 60),
      run('$1,234.56', 258, 60),
    ])
    expect(text).toBe(
      'Docket Number: MG-24-000111\nDefendant: JOHN A SMITH\nSale Date: 02/06/2025\nCost/Tax Bid: $1,234.56',
    )
  })
})

describe('linePhrases', () => {
  it('joins the pieces of a kerned word and words drawn one by one, not text drawn later', () => {
    const pieces = [
      { ...run('JOHN A SMI', 330, 60, 39), order: 1 },
      { ...run('TH AND MARY SMITH', 369, 60, 66), order: 2 },
      { ...run('REAL', 440, 60, 16), order: 3 },
      { ...run('ESTATE', 458, 60, 23), order: 4 },
    ]
    expect(linePhrases(pieces).map((phrase) => phrase.text)).toEqual([
      'JOHN A SMITH AND MARY SMITH',
      'REAL ESTATE',
    ])
  })

  it('cuts a run at two or more spaces', () => {
    const line = run('MG-24-000111   FIRST BANK', 20, 60)
    expect(linePhrases([line]).map((phrase) => phrase.text)).toEqual(['MG-24-000111', 'FIRST BANK'])
  })
})
