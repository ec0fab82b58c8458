/**
 * The columns of a lead export (docs/decisions/0026): what the lead's row and detail show, then,
 * when the plan includes contact details, the callable contacts skip tracing found. Each column
 * says what kind of value it holds, so the CSV writes text and the workbook writes real numbers
 * and dates; every text cell is neutralised against formula injection (OWASP, ASVS 1.2.10).
 */

import type { LeadProvenance, LeadUrgency } from '@common/contracts/lead-view'
import {
  AMOUNT_KIND_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  SALE_STATUS_LABELS,
} from '@common/lead-labels'
import type { LeadRow } from './lead-row'

/** A contact of the lead as an export may use it (the contacts module's exportable view). */
export interface ExportContact {
  leadId: string
  name: string
  /** Callable numbers only ("Do not call" ones never reach an export). */
  callablePhones: { number: string; type: string | null }[]
  emails: string[]
  mailingAddress: {
    street: string | null
    city: string | null
    state: string | null
    zip: string | null
  } | null
}

/**
 * One exported lead: the row, its notes, its contacts, its number in the list (from 1), where
 * its record comes from and how fresh it is (docs/decisions/0078), and how urgent it is today
 * (issue 35), both as the lead's view shows them.
 */
export interface ExportLead {
  number: number
  lead: LeadRow
  provenance?: LeadProvenance
  urgency?: LeadUrgency
  notes: { count: number; lastBody: string; lastAt: string } | undefined
  contacts: readonly ExportContact[]
}

/** text: as is; date: YYYY-MM-DD; instant: ISO 8601 UTC; money: a decimal; count: an integer. */
export type ColumnKind = 'text' | 'date' | 'instant' | 'money' | 'count'
export type CellValue = string | number | null

export interface ExportColumn {
  header: string
  kind: ColumnKind
  /** Width in the workbook, in characters. */
  width: number
  value: (row: ExportLead) => CellValue
}

const label = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value && Object.hasOwn(labels, value) ? labels[value as K] : value

const col = (
  header: string,
  kind: ColumnKind,
  width: number,
  value: (row: ExportLead) => CellValue,
): ExportColumn => ({ header, kind, width, value })

export const LEAD_EXPORT_COLUMNS: readonly ExportColumn[] = [
  col('No.', 'count', 6, (row) => row.number),
  col('Status', 'text', 14, (row) => label(LEAD_STATUS_LABELS, row.lead.status)),
  col('Defendants', 'text', 32, (row) => row.lead.defendant_name),
  col('Plaintiff', 'text', 28, (row) => row.lead.plaintiff_name),
  col('Property address', 'text', 30, (row) => row.lead.property_address),
  col('City', 'text', 16, (row) => row.lead.city),
  col('County', 'text', 16, (row) => row.lead.county),
  col('State', 'text', 6, (row) => row.lead.state),
  col('ZIP', 'text', 8, (row) => row.lead.zip_code),
  col('Filing type', 'text', 22, (row) => row.lead.filing_type),
  col('Filing date', 'date', 12, (row) => row.lead.filing_date),
  col('Case number', 'text', 20, (row) => row.lead.case_number),
  col('Court', 'text', 24, (row) => row.lead.court),
  col('Amount', 'money', 14, (row) => row.lead.loan_amount),
  col('Amount kind', 'text', 16, (row) => label(AMOUNT_KIND_LABELS, row.lead.amount_kind)),
  col('Sale date', 'date', 12, (row) => row.lead.sale_date),
  col('Sale status', 'text', 16, (row) => label(SALE_STATUS_LABELS, row.lead.sale_status)),
  col('Urgency', 'count', 9, (row) => row.urgency?.score ?? null),
  col('Urgency reasons', 'text', 60, (row) => row.urgency?.explanation ?? null),
  col('Tags', 'text', 20, (row) => row.lead.tags.join('; ') || null),
  col('Folder', 'text', 16, (row) => row.lead.folder),
  col('Next action (UTC)', 'instant', 18, (row) => row.lead.next_action_at),
  col('Notes', 'count', 7, (row) => row.notes?.count ?? 0),
  col('Last note', 'text', 40, (row) => row.notes?.lastBody ?? null),
  col('Last note at (UTC)', 'instant', 18, (row) => row.notes?.lastAt ?? null),
  col('Source', 'text', 18, (row) => label(LEAD_SOURCE_LABELS, row.lead.source_kind)),
  col('Record source', 'text', 18, (row) => row.lead.source_database),
  col('Record list', 'text', 30, (row) => row.provenance?.sourceUrl ?? null),
  col('First seen (UTC)', 'instant', 18, (row) => row.provenance?.firstSeenAt ?? null),
  col('Last checked (UTC)', 'instant', 18, (row) => row.provenance?.lastCheckedAt ?? null),
  col('Stale', 'text', 7, (row) => (row.provenance?.stale ? 'yes' : 'no')),
  col('Document link', 'text', 30, (row) => row.lead.document_url),
  col('Created (UTC)', 'instant', 18, (row) => row.lead.created_at),
  col('Updated (UTC)', 'instant', 18, (row) => row.lead.updated_at),
  col('Lead ID', 'text', 36, (row) => row.lead.id),
]

/** Numbers in their own columns (what a dialer imports); the rest, if any, in one more. */
const PHONE_COLUMNS = 3
const EMAIL_COLUMNS = 2

function phonesOf(row: ExportLead) {
  const seen = new Map<string, string | null>()
  for (const contact of row.contacts) {
    for (const phone of contact.callablePhones) {
      if (!seen.has(phone.number)) seen.set(phone.number, phone.type)
    }
  }
  return [...seen].map(([number, type]) => ({ number, type }))
}

function emailsOf(row: ExportLead): string[] {
  return [...new Set(row.contacts.flatMap((contact) => contact.emails))]
}

function mailingAddressOf(row: ExportLead): string | null {
  const lines = row.contacts.flatMap((contact) => {
    const address = contact.mailingAddress
    if (!address) return []
    const stateZip = [address.state, address.zip].filter(Boolean).join(' ')
    const line = [address.street, address.city, stateZip].filter(Boolean).join(', ')
    return line ? [line] : []
  })
  return [...new Set(lines)].join('; ') || null
}

const CONTACT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  col(
    'Contact names',
    'text',
    28,
    (row) => [...new Set(row.contacts.map((contact) => contact.name))].join('; ') || null,
  ),
  ...Array.from({ length: PHONE_COLUMNS }, (_, i) => [
    col(`Phone ${i + 1}`, 'text', 14, (row) => phonesOf(row)[i]?.number ?? null),
    col(`Phone ${i + 1} type`, 'text', 10, (row) => phonesOf(row)[i]?.type ?? null),
  ]).flat(),
  col('More phones', 'text', 24, (row) => {
    const rest = phonesOf(row).slice(PHONE_COLUMNS)
    return rest.map((p) => (p.type ? `${p.number} (${p.type})` : p.number)).join('; ') || null
  }),
  ...Array.from({ length: EMAIL_COLUMNS }, (_, i) =>
    col(`E-mail ${i + 1}`, 'text', 26, (row) => emailsOf(row)[i] ?? null),
  ),
  col('More e-mails', 'text', 26, (row) => emailsOf(row).slice(EMAIL_COLUMNS).join('; ') || null),
  col('Mailing address', 'text', 36, mailingAddressOf),
]

/** The export's columns: the lead's, and the contacts' when the plan includes them. */
export function exportColumns(withContacts: boolean): readonly ExportColumn[] {
  return withContacts ? [...LEAD_EXPORT_COLUMNS, ...CONTACT_EXPORT_COLUMNS] : LEAD_EXPORT_COLUMNS
}

/**
 * A text that a spreadsheet would read as a formula (or a DDE call) gets a leading apostrophe:
 * `=`, `+`, `-`, `@`, tab, carriage return and NUL as the first character (OWASP CSV Injection;
 * ASVS 1.2.10 names the same for XLSX).
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r\0]/.test(text) ? `'${text}` : text
}
