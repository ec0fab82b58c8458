/**
 * leads.csv of the data export: one row per lead, the columns a spreadsheet user expects, the
 * notes joined in one cell. Written by csv-stringify (RFC 4180 quoting, CRLF), as the lead
 * export is; a cell a spreadsheet would run as a formula gets the lead export's apostrophe
 * (OWASP CSV injection).
 */
import { stringify } from 'csv-stringify/sync'
import { CSV_WRITE_OPTIONS } from '../lib/csv-write-options'
import { type leadsForExport, neutraliseFormula } from '../modules/leads'

type ExportedLead = Awaited<ReturnType<typeof leadsForExport>>[number]

const COLUMNS: readonly [string, (lead: ExportedLead) => unknown][] = [
  ['id', (l) => l.id],
  ['status', (l) => l.status],
  ['filing_type', (l) => l.filingType],
  ['case_number', (l) => l.caseNumber],
  ['court', (l) => l.court],
  ['defendant_name', (l) => l.defendantName],
  ['plaintiff_name', (l) => l.plaintiffName],
  ['property_address', (l) => l.propertyAddress],
  ['city', (l) => l.city],
  ['county', (l) => l.county],
  ['state', (l) => l.state],
  ['zip_code', (l) => l.zipCode],
  ['filing_date', (l) => l.filingDate],
  ['sale_date', (l) => l.saleDate],
  ['loan_amount', (l) => l.loanAmount],
  ['amount_kind', (l) => l.amountKind],
  ['sale_status', (l) => l.saleStatus],
  ['tags', (l) => l.tags.join('; ')],
  ['folder', (l) => l.folder],
  ['source', (l) => l.sourceDatabase],
  ['sample_data', (l) => (l.isSample ? 'yes' : 'no')],
  ['notes', (l) => l.notes.map((n) => `[${n.createdAt.toISOString()}] ${n.body}`).join('\n')],
  ['created_at', (l) => l.createdAt.toISOString()],
  ['updated_at', (l) => l.updatedAt.toISOString()],
]

/** A cell's text: empty for a missing value, a would-be formula defused. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  return neutraliseFormula(String(value)).replaceAll('\0', '')
}

export async function leadsCsv(leads: readonly ExportedLead[]): Promise<string> {
  const rows = leads.map((lead) => COLUMNS.map(([, read]) => csvCell(read(lead))))
  return stringify([COLUMNS.map(([name]) => name), ...rows], CSV_WRITE_OPTIONS)
}
