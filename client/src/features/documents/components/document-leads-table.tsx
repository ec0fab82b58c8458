import { type DocumentRecordsResponse, RECORDS_PAGE } from '@common/contracts/document-records'
import type { DocumentLeadView, DocumentView } from '@common/contracts/documents'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { CaseStageLine } from '@/components/case-stage-line'
import { LoadingLine } from '@/components/loading-line'
import { Button } from '@/components/ui/button'
import { formatDate, formatMoney } from '@/lib/format'
import { type RecordsPage, useDocumentRecords } from '../api/get-document-records'
import { placeBeyondAddress } from '../lib/record-place'
import { useDocumentSlots } from './document-slots'

interface DocumentLeadsTableProps {
  /** The document: its first records (`leads`) and how many it has (`recordCount`). */
  document: Pick<DocumentView, 'id' | 'leads' | 'recordCount'>
  /** The user's plan has contact info (Pro, Elite): each record offers its homeowner contacts. */
  contactsAllowed: boolean
  /** The position (from 0) of the record the lead shown is, marked in the table. */
  highlight?: number | null
}

/** A record's number as a person counts, from 1 (its position is counted from 0). */
const recordNumber = (lead: DocumentLeadView) => lead.position + 1

/**
 * A record's address line, then the city, state and ZIP it does not print (read from its ZIP or
 * the list: a record of a city's tax-sale list may print only a lot, its place is still known).
 */
function RecordAddress({ lead }: { lead: DocumentLeadView }) {
  const place = placeBeyondAddress(lead)
  if (!lead.propertyAddress) return <>{place ?? 'N/A'}</>
  return (
    <>
      {lead.propertyAddress}
      {place && <span className="text-muted-foreground"> {place}</span>}
    </>
  )
}

/** The document's first page as the records endpoint would answer it (its view carries it). */
function firstPageOf(document: DocumentLeadsTableProps['document']): DocumentRecordsResponse {
  const last = document.leads.at(-1)
  return {
    records: document.leads,
    total: document.recordCount,
    next: last && document.leads.length < document.recordCount ? last.position + 1 : null,
  }
}

/** Earlier and later pages of the records, and which of them are shown. */
function RecordsPager({
  records,
  total,
  next,
  onPage,
}: DocumentRecordsResponse & { onPage: (page: RecordsPage) => void }) {
  const first = records[0]
  const last = records.at(-1)
  if (!first || !last || (first.position === 0 && next === null)) return null
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-xs">
      <span>
        Showing {first.position === last.position ? 'record' : 'records'}{' '}
        {recordNumber(first).toLocaleString('en-US')}
        {first.position === last.position ? '' : `-${recordNumber(last).toLocaleString('en-US')}`}{' '}
        of {total.toLocaleString('en-US')}
      </span>
      <span className="flex gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={first.position === 0}
          onClick={() =>
            onPage({
              from: Math.max(0, first.position - RECORDS_PAGE.default),
              limit: Math.min(first.position, RECORDS_PAGE.default),
            })
          }
        >
          <ChevronLeft aria-hidden="true" />
          Previous records
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={next === null}
          onClick={() => next !== null && onPage({ from: next, limit: RECORDS_PAGE.default })}
        >
          Next records
          <ChevronRight aria-hidden="true" />
        </Button>
      </span>
    </div>
  )
}

/**
 * The records found in a multi-record document (a sheriff-sale list, a page of notices); each is
 * a lead of its own, under its own ZIP. A list holds tens of thousands: they are read a page at
 * a time (0080), from the first (which the document's view carries) or, in a list lead's
 * detail, from the lead's own record alone. Each offers its homeowner contacts when the plan
 * has them (the contacts slot), and an action over them all (trace every record).
 */
export function DocumentLeadsTable({
  document,
  contactsAllowed,
  highlight = null,
}: DocumentLeadsTableProps) {
  const documentId = document.id
  const slots = useDocumentSlots()
  const [openId, setOpenId] = useState<string | null>(null)
  // The first page, which the document's view carries; a list lead's own record alone when it
  // is further on (the lead's detail reads only what it shows).
  const [page, setPage] = useState<RecordsPage>(
    highlight === null || document.leads.some((lead) => lead.position === highlight)
      ? { from: 0, limit: RECORDS_PAGE.first }
      : { from: highlight, limit: 1 },
  )
  const firstPage = page.from === 0 && page.limit === RECORDS_PAGE.first
  const read = useDocumentRecords(documentId, page, firstPage ? firstPageOf(document) : undefined)
  const leads = read.data?.records ?? []
  const contacts = contactsAllowed ? slots.contacts : undefined
  const open = leads.find((lead) => lead.id === openId)
  return (
    <section aria-labelledby="document-leads-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="document-leads-heading" className="font-semibold text-slate-900 text-sm">
          Records in this document ({document.recordCount})
        </h3>
        {contactsAllowed && slots.recordsAction?.({ documentId, count: document.recordCount })}
      </div>
      {read.data && <RecordsPager {...read.data} onPage={setPage} />}
      {read.isError && !read.data && (
        <p role="alert" className="text-red-900 text-sm">
          The records could not be read.{' '}
          <Button type="button" size="sm" variant="link" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {read.isPending && <LoadingLine>Loading the records...</LoadingLine>}
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-muted/60 text-muted-foreground text-xs">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                #
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Defendant
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Property address
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Case number
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Filed
              </th>
              {contacts && (
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Contacts</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y">
            {leads.map((lead) => (
              <tr
                key={lead.id}
                title={lead.snippet || undefined}
                aria-current={lead.position === highlight ? 'true' : undefined}
                className={lead.position === highlight ? 'bg-secondary align-top' : 'align-top'}
              >
                <td className="px-3 py-2 text-muted-foreground tabular-nums">
                  {recordNumber(lead)}
                </td>
                <td className="px-3 py-2 font-medium">{lead.defendantName ?? 'N/A'}</td>
                <td className="px-3 py-2">
                  <RecordAddress lead={lead} />
                </td>
                <td className="px-3 py-2">
                  {lead.caseNumber ?? 'N/A'}
                  <CaseStageLine stage={lead.stage} nextSaleDate={lead.nextSaleDate} compact />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatMoney(lead.loanAmount) ?? 'N/A'}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(lead.filingDate)}</td>
                {contacts && (
                  <td className="px-3 py-2">
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-expanded={openId === lead.id}
                      aria-label={`Contacts of record ${recordNumber(lead)}`}
                      onClick={() => setOpenId(openId === lead.id ? null : lead.id)}
                    >
                      Contacts
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {contacts && open && (
        // Keyed by record: another record's contacts start afresh.
        <div key={open.id}>
          {contacts({
            keep: { from: 'document', documentId, recordIds: [open.id] },
            label: `record ${recordNumber(open)}`,
          })}
        </div>
      )}
    </section>
  )
}
