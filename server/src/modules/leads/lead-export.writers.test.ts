/**
 * The export writers on their own: a download that goes away while the workbook is being
 * finished must not leave the export waiting forever (the zip has nowhere to go), and the files
 * they write when nobody goes away are whole.
 */

import { LEAD_URGENCY_EXAMPLE } from '@common/contracts/lead-view'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { type ExportLead, LEAD_EXPORT_COLUMNS } from './lead-export.columns'
import { exportWriter } from './lead-export.writers'

const columns = LEAD_EXPORT_COLUMNS.slice(0, 3)
const rows = Array.from({ length: 50 }, (_, i) => [i + 1, 'New', `Owner ${i}`])

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}

describe('export writers', () => {
  it.each(['csv', 'xlsx'] as const)(
    '%s: end() settles when the download is gone',
    async (format) => {
      const before = exportWriter(format, columns)
      await before.writeRows(rows)
      before.stream.destroy()
      await before.end()

      const during = exportWriter(format, columns)
      await during.writeRows(rows)
      const ending = during.end()
      during.stream.destroy()
      await ending
    },
  )

  it('writes a whole workbook when the download stays', async () => {
    const writer = exportWriter('xlsx', columns)
    const bytes = collect(writer.stream)
    await writer.writeRows(rows)
    await writer.end()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer)
    expect(workbook.worksheets[0]?.rowCount).toBe(51)
    expect(workbook.worksheets[0]?.getRow(51).getCell(3).value).toBe('Owner 49')
  })
})

describe('CSV writer bytes', () => {
  it('writes a BOM, CRLF rows, RFC 4180 quoting and defused formulas', async () => {
    const writer = exportWriter('csv', columns)
    const bytes = collect(writer.stream)
    await writer.writeRows([
      [1, 'New', 'Smith, "Jo"'],
      [2, '=HYPERLINK("x")', 'two\nlines'],
      [null, '\0@sum', 'a\0b'],
    ])
    await writer.end()
    const text = (await bytes).toString('utf8')
    const header = columns.map((column) => column.header).join(',')
    expect(text).toBe(
      `\uFEFF${header}\r\n` +
        '1,New,"Smith, ""Jo"""\r\n' +
        `2,"'=HYPERLINK(""x"")","two\nlines"\r\n` +
        ",'@sum,ab\r\n",
    )
  })
})

describe('the urgency columns', () => {
  it('write the score as a number and the reasons as one sentence, blank when not known', async () => {
    const urgencyColumns = LEAD_EXPORT_COLUMNS.filter((c) => c.header.startsWith('Urgency'))
    expect(urgencyColumns.map((c) => [c.header, c.kind])).toEqual([
      ['Urgency', 'count'],
      ['Urgency reasons', 'text'],
    ])
    const lead = (urgency?: ExportLead['urgency']) =>
      ({ number: 1, urgency, notes: undefined, contacts: [] }) as unknown as ExportLead
    const cells = [lead(LEAD_URGENCY_EXAMPLE), lead()].map((row) =>
      urgencyColumns.map((column) => column.value(row)),
    )
    const writer = exportWriter('xlsx', urgencyColumns)
    const bytes = collect(writer.stream)
    await writer.writeRows(cells)
    await writer.end()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      84,
      'Sale in 9 days (FL, scheduled); Stage: sale scheduled; equity about $84,000; 2 phones not on DNC',
    ])
    expect(sheet?.getRow(3).getCell(1).value).toBeNull()
  })
})
