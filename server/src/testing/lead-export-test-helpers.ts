/**
 * Helpers of the export tests (imported by tests only): GET /api/leads/export with a query, and
 * the file read back with the libraries a user's tools would read it with (csv-parse, exceljs).
 */
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

interface TestClient {
  get(path: string): Promise<Response>
}

export type Query = Record<string, string | string[]>

export function exportPath(query: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one)
  }
  return `/api/leads/export?${params}`
}

/** The CSV's records as objects keyed by header (the byte order mark checked and dropped). */
export async function exportCsv(client: TestClient, query: Query = {}) {
  const response = await client.get(exportPath({ ...query, format: 'csv' }))
  const bytes = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200) {
    throw new Error(`export answered ${response.status}: ${bytes.toString('utf8')}`)
  }
  const text = bytes.toString('utf8')
  const records: Record<string, string>[] = parse(text, { bom: true, columns: true })
  const headers: string[] = parse(text, { bom: true, to_line: 1 })[0] ?? []
  return { response, text, bytes, records, headers }
}

/** The workbook's first sheet as header + rows of cell values (dates as Date, numbers typed). */
export async function exportXlsx(client: TestClient, query: Query = {}) {
  const response = await client.get(exportPath({ ...query, format: 'xlsx' }))
  const bytes = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200) {
    throw new Error(`export answered ${response.status}: ${bytes.toString('utf8')}`)
  }
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('the workbook has no sheet')
  const rows: ExcelJS.CellValue[][] = []
  sheet.eachRow((row) => {
    // row.values is 1-based (index 0 empty).
    rows.push((row.values as ExcelJS.CellValue[]).slice(1))
  })
  const [headers = [], ...body] = rows
  const records = body.map((row) =>
    Object.fromEntries(headers.map((header, i) => [String(header), row[i] ?? null])),
  )
  return { response, sheet, headers: headers.map(String), records }
}
