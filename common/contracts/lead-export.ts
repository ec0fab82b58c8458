/**
 * Contracts of the lead export (docs/decisions/0026-lead-export.md): GET /api/leads/export with
 * the list's own filters, sort and grouping, as CSV or Excel; and GET /api/leads/call-list, the
 * callable numbers of selected leads. The server validates with these; the client builds its
 * download link and reads the answers with them.
 */
import { z } from 'zod'
import { LEADS } from '../limits'
import { rowId } from './fields'
import { listLeadsRequest } from './leads'

const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const EXPORT_MESSAGES = {
  notInPlan:
    'CSV and Excel export is part of the Pro and Elite plans. Upgrade to download your leads as a spreadsheet.',
  contactsNotInPlan:
    'Call lists are made from the contacts skip tracing found, which are part of the Pro and Elite plans. Upgrade to copy call lists.',
} as const

/**
 * How many sample leads (generated data, not real filings) the export left out: a response
 * header, because a CSV file has no place for a note that would not be read as a row.
 */
export const SKIPPED_SAMPLE_HEADER = 'x-export-skipped-sample'

/**
 * The list's filters, sort, order and grouping (the same query string as GET /api/leads) and the
 * format; the page size and cursor are the server's business, so they are not taken.
 */
export const exportLeadsRequest = listLeadsRequest
  .safeExtend({
    format: z.enum(EXPORT_FORMATS, { error: 'format must be csv or xlsx' }),
  })
  .transform(({ limit: _l, cursor: _c, ...query }) => query)
export type ExportLeadsQuery = z.output<typeof exportLeadsRequest>

/** `leads-2026-03-01.csv`: the day the file was made (UTC). */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.${format}`
}

/** `ids=a,b` or `ids=a&ids=b`: 1 to LEADS.idsPerRequest lead ids. */
export const callListRequest = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { error: 'Send the lead ids as ids=...' })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(rowId('lead'))
        .min(1, 'Select at least one lead')
        .max(LEADS.idsPerRequest, `At most ${LEADS.idsPerRequest} leads at a time`),
    )
    .transform((ids) => [...new Set(ids)]),
})

const callListEntry = z.object({
  leadId: z.string(),
  /** The lead's defendants as the filing names them. */
  defendantName: z.string(),
  /** The person skip tracing found for them. */
  name: z.string(),
  propertyAddress: z.string().nullable(),
  /** 'NNN-NNN-NNNN' with its line type, callable numbers only (never "Do not call"). */
  phones: z.array(z.object({ number: z.string(), type: z.string().nullable() })),
})

export const callListResponse = z.object({
  /** Persons with at least one callable number, in the order of the ids. */
  entries: z.array(callListEntry),
  /** Selected leads that are sample data: never on a call list. */
  skippedSample: z.number().int(),
  /** Numbers left off because they are "Do not call" (DNC, litigator, not yet scrubbed...). */
  withheldDoNotCall: z.number().int(),
})
export type CallListResponse = z.infer<typeof callListResponse>
