import type { DocumentLeadView } from '@common/contracts/documents'
import { formatDate, formatMoney } from '@/lib/format'

/**
 * The records found in a multi-record document (a sheriff-sale list, a page of notices); each is
 * a lead of its own, under its own ZIP.
 */
export function DocumentLeadsTable({
  leads,
  highlight = null,
}: {
  leads: readonly DocumentLeadView[]
  /** The position of the record the lead shown is, marked in the table. */
  highlight?: number | null
}) {
  return (
    <section aria-labelledby="document-leads-heading" className="grid gap-2">
      <h3 id="document-leads-heading" className="font-semibold text-slate-900 text-sm">
        Records in this document ({leads.length})
      </h3>
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
                <td className="px-3 py-2 text-muted-foreground tabular-nums">{lead.position}</td>
                <td className="px-3 py-2 font-medium">{lead.defendantName ?? 'N/A'}</td>
                <td className="px-3 py-2">
                  {lead.propertyAddress ?? 'N/A'}
                  {lead.zipCode && !lead.propertyAddress?.includes(lead.zipCode) && (
                    <span className="text-muted-foreground"> {lead.zipCode}</span>
                  )}
                </td>
                <td className="px-3 py-2">{lead.caseNumber ?? 'N/A'}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatMoney(lead.loanAmount) ?? 'N/A'}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(lead.filingDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
