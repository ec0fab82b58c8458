import { describe, expect, it } from 'vitest'
import { parseCsv, parseCsvRecords } from './csv-parser'

describe('parseCsvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'a,b,c\n"1, one","say ""hi""","line\nbreak"\n'
    const parsed = parseCsvRecords(text)
    expect(parsed).toEqual({
      ok: true,
      records: [
        ['a', 'b', 'c'],
        ['1, one', 'say "hi"', 'line\nbreak'],
      ],
      lines: [1, 2],
    })
  })

  it('accepts CRLF, a BOM, blank lines and a last line without a line break', () => {
    const parsed = parseCsvRecords('\ufeffa,b\r\n\r\n1,2\r\n3,4')
    expect(parsed).toMatchObject({
      ok: true,
      records: [
        ['a', 'b'],
        ['1', '2'],
        ['3', '4'],
      ],
      lines: [1, 3, 4],
    })
  })

  it('keeps empty fields and a quoted empty record', () => {
    expect(parseCsvRecords('a,,c\n""\n')).toMatchObject({
      ok: true,
      records: [['a', '', 'c'], ['']],
    })
  })

  it('reads other delimiters', () => {
    expect(parseCsvRecords('a;b\n"x;y";z', ';')).toMatchObject({
      records: [
        ['a', 'b'],
        ['x;y', 'z'],
      ],
    })
  })

  it('mixes line ends in one file and counts lines across CRLF inside quoted cells', () => {
    expect(parseCsvRecords('a,b\r\n"1\r\n2",3\n4,5\r\n\r6,7')).toEqual({
      ok: true,
      records: [
        ['a', 'b'],
        ['1\r\n2', '3'],
        ['4', '5'],
        ['6', '7'],
      ],
      lines: [1, 2, 4, 6],
    })
  })

  it('keeps a stray quote inside an unquoted field as written', () => {
    expect(parseCsvRecords('size,kind\n12" pipe,"quoted, ok"\n')).toMatchObject({
      ok: true,
      records: [
        ['size', 'kind'],
        ['12" pipe', 'quoted, ok'],
      ],
    })
  })

  it('reports an unterminated quote with its line', () => {
    expect(parseCsvRecords('a,b\n1,"open\n2,3\n')).toEqual({
      ok: false,
      error: 'Unterminated quoted field starting on line 2',
    })
    expect(parseCsvRecords('a,b\n\n1,"x\ny","z ""q""\n2,3\n')).toEqual({
      ok: false,
      error: 'Unterminated quoted field starting on line 4',
    })
  })
})

describe('parseCsv', () => {
  it('keys rows by trimmed header, pads short rows and keeps extra cells', () => {
    const parsed = parseCsv(' Case , Name \nX-1,Doe\nX-2\nX-3,Roe,extra,more\n')
    expect(parsed).toEqual({
      ok: true,
      table: {
        headers: ['Case', 'Name'],
        rows: [
          { Case: 'X-1', Name: 'Doe' },
          { Case: 'X-2', Name: '' },
          { Case: 'X-3', Name: 'Roe', _extraCells: 'extra,more' },
        ],
        lines: [2, 3, 4],
      },
    })
  })

  it('names blank and duplicate headers so no column is lost', () => {
    const parsed = parseCsv('Name,,Name\na,b,c\n')
    expect(parsed.ok && parsed.table.headers).toEqual(['Name', 'column_2', 'Name (2)'])
  })

  it('refuses an empty file', () => {
    expect(parseCsv('')).toEqual({
      ok: false,
      error: 'The CSV file is empty: expected a header row',
    })
    expect(parseCsv('\n\n')).toMatchObject({ ok: false })
  })
})
