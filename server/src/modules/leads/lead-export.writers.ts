/**
 * The two file formats of a lead export, each a stream written a page of rows at a time
 * (docs/decisions/0026): CSV through csv-stringify (RFC 4180 quoting, CRLF, a UTF-8 byte order
 * mark so Excel reads accents right; NUL characters dropped, as @fast-csv/format did before), and
 * XLSX through exceljs's streaming WorkbookWriter (rows committed as they come, real numbers and
 * dates, the header row frozen). A writer waits for its reader to take what it wrote before the
 * next page is read, so a slow download holds one page.
 */
import { once } from 'node:events'
import { PassThrough, type Readable, type Writable } from 'node:stream'
import type { ExportFormat } from '@common/contracts/lead-export'
import { stringify } from 'csv-stringify'
import ExcelJS from 'exceljs'
import { CSV_WRITE_OPTIONS } from '../../lib/csv-write-options'
import {
  type CellValue,
  type ColumnKind,
  type ExportColumn,
  neutraliseFormula,
} from './lead-export.columns'

export interface ExportWriter {
  /** What the client downloads. */
  readonly stream: Readable
  readonly contentType: string
  /** Writes one page of rows (cells in the columns' order); resolves when there is room again. */
  writeRows(rows: readonly CellValue[][]): Promise<void>
  /** Finishes the file. */
  end(): Promise<void>
}

/** Resolves once `stream` wants more (or is gone: the download was abandoned). */
async function roomIn(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return
  await Promise.race([once(stream, 'drain'), once(stream, 'close')])
}

function csvCell(value: CellValue): string {
  if (value === null) return ''
  return typeof value === 'number' ? String(value) : neutraliseFormula(value).replaceAll('\0', '')
}

function csvWriter(columns: readonly ExportColumn[]): ExportWriter {
  const csv = stringify({ ...CSV_WRITE_OPTIONS, bom: true })
  csv.write(columns.map((column) => column.header))
  return {
    stream: csv,
    contentType: 'text/csv; charset=utf-8',
    async writeRows(rows) {
      for (const row of rows) csv.write(row.map(csvCell))
      await roomIn(csv)
    },
    async end() {
      csv.end()
    },
  }
}

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  date: 'yyyy-mm-dd',
  instant: 'yyyy-mm-dd hh:mm',
  money: '#,##0.00',
  count: '0',
}

/** A cell as the workbook holds it: numbers and dates typed, text neutralised. */
function xlsxCell(value: CellValue, kind: ColumnKind): string | number | Date | null {
  if (value === null) return null
  if (typeof value === 'number') return value
  if (kind === 'money') return Number(value)
  if (kind === 'date') return new Date(`${value}T00:00:00Z`)
  if (kind === 'instant') return new Date(value)
  return neutraliseFormula(value)
}

function xlsxWriter(columns: readonly ExportColumn[]): ExportWriter {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  workbook.creator = 'Foreclosure Leads'
  const sheet = workbook.addWorksheet('Leads', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column) => ({
    key: column.header,
    width: column.width,
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }))
  const header = sheet.addRow(columns.map((column) => column.header))
  header.font = { bold: true }
  header.commit()
  return {
    stream: out,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    async writeRows(rows) {
      for (const row of rows) {
        sheet.addRow(row.map((value, i) => xlsxCell(value, columns[i]?.kind ?? 'text'))).commit()
      }
      await roomIn(out)
    },
    async end() {
      sheet.commit()
      // A download abandoned while the zip is being finished leaves nothing to finish it into.
      if (out.destroyed) return
      await Promise.race([workbook.commit(), once(out, 'close')])
    },
  }
}

export function exportWriter(format: ExportFormat, columns: readonly ExportColumn[]): ExportWriter {
  return format === 'csv' ? csvWriter(columns) : xlsxWriter(columns)
}
