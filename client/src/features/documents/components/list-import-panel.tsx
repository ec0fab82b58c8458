import {
  type DocumentImportView,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
} from '@common/contracts/document-import'
import { CircleAlert, ListChecks, LoaderCircle } from 'lucide-react'
import { LoadingLine } from '@/components/loading-line'
import { SaleStatusBadge } from '@/components/sale-status-badge'
import { Button } from '@/components/ui/button'
import { PendingButton } from '@/components/ui/pending-button'
import { Progress } from '@/components/ui/progress'
import { toast } from '@/hooks/use-toast'
import { errorToast } from '@/lib/error-toast'
import { formatDate, formatMoney } from '@/lib/format'
import { useCancelImport, useDocumentImport, useStartImport } from '../api/document-import'

const count = (value: number) => value.toLocaleString('en-US')

/** The first records as their leads will carry them; the table scrolls sideways on a phone. */
function SampleTable({ view }: { view: DocumentImportView }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">
          The first {view.sample.length} of {count(view.total)} records, as their leads will carry
          them
        </caption>
        <thead className="bg-muted/60 text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              #
            </th>
            {IMPORT_FIELDS.map((field) => (
              <th key={field} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {IMPORT_FIELD_LABELS[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {view.sample.map((row) => (
            <tr key={row.position} className="align-top">
              <td className="px-3 py-2 text-muted-foreground tabular-nums">{row.position + 1}</td>
              <td className="px-3 py-2 font-medium">{row.defendantName ?? 'N/A'}</td>
              <td className="px-3 py-2">{row.propertyAddress ?? 'N/A'}</td>
              <td className="px-3 py-2">{row.city ?? 'N/A'}</td>
              <td className="px-3 py-2">{row.state ?? 'N/A'}</td>
              <td className="px-3 py-2 tabular-nums">{row.zipCode ?? 'N/A'}</td>
              <td className="whitespace-nowrap px-3 py-2">{row.caseNumber ?? 'N/A'}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatMoney(row.loanAmount) ?? 'N/A'}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{formatDate(row.saleDate)}</td>
              <td className="px-3 py-2">
                {row.saleStatus ? <SaleStatusBadge status={row.saleStatus} /> : 'N/A'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Per field, how many records have it: what the leads will carry and what they will lack. */
function FieldFill({ view }: { view: DocumentImportView }) {
  return (
    <ul aria-label="Fields each lead will carry" className="grid gap-1.5 text-sm sm:grid-cols-2">
      {IMPORT_FIELDS.map((field) => {
        const missing = view.missing[field] ?? 0
        return (
          <li key={field} className="flex items-baseline justify-between gap-3 border-b pb-1">
            <span>{IMPORT_FIELD_LABELS[field]}</span>
            <span className={missing > 0 ? 'text-amber-800' : 'text-muted-foreground'}>
              {missing === 0
                ? `all ${count(view.total)}`
                : `${count(view.total - missing)} of ${count(view.total)} (missing in ${count(missing)})`}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

function ImportPreview({ view }: { view: DocumentImportView }) {
  const start = useStartImport()
  const cancel = useCancelImport()
  const busy = start.isPending || cancel.isPending
  const importLabel = `Import ${count(view.leadsToImport)} leads`
  return (
    <section aria-labelledby="import-preview-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h3
          id="import-preview-heading"
          className="flex items-center gap-2 font-semibold text-slate-900 text-sm"
        >
          <ListChecks className="size-4 text-primary" aria-hidden="true" />
          {count(view.total)} records found
        </h3>
        <p className="text-muted-foreground text-sm">
          Look them over before they become leads: each record becomes a lead of its own, under its
          own ZIP code.
        </p>
      </div>
      {view.status === 'cancelled' && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm">
          Import cancelled: no leads were made. The document and its records stay; you can still
          import them.
        </p>
      )}
      <div className="grid gap-2">
        <h4 className="font-medium text-slate-900 text-sm">
          {view.columnsFrom === 'header' ? 'Columns found' : 'Fields found'}
        </h4>
        <ul aria-label="Columns found" className="flex flex-wrap gap-1.5">
          {view.columns.map((column) => (
            <li key={column} className="rounded-md border bg-muted/40 px-2 py-0.5 text-xs">
              {column}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-2">
        <h4 className="font-medium text-slate-900 text-sm">
          Sample records ({view.sample.length} of {count(view.total)})
        </h4>
        <SampleTable view={view} />
      </div>
      <div className="grid gap-2">
        <h4 className="font-medium text-slate-900 text-sm">Fields each lead will carry</h4>
        <FieldFill view={view} />
      </div>
      <div className="flex flex-wrap gap-2">
        <PendingButton
          type="button"
          pending={start.isPending}
          pendingLabel="Starting..."
          disabled={busy}
          onClick={() =>
            start.mutate(view.documentId, {
              onError: (error) =>
                toast(errorToast('Import Failed', error, 'The import could not start. Try again.')),
            })
          }
        >
          {importLabel}
        </PendingButton>
        {view.status === 'awaiting' && (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() =>
              cancel.mutate(view.documentId, {
                onError: (error) =>
                  toast(errorToast('Not Cancelled', error, 'The import could not be cancelled.')),
              })
            }
          >
            Cancel
          </Button>
        )}
      </div>
    </section>
  )
}

function ImportProgress({ view }: { view: DocumentImportView }) {
  const finished = view.status === 'imported'
  return (
    <section
      aria-labelledby="import-progress-heading"
      className="grid gap-2 rounded-lg border bg-blue-50/50 p-4"
    >
      <h3
        id="import-progress-heading"
        className="flex items-center gap-2 font-medium text-blue-900 text-sm"
      >
        {!finished && (
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        )}
        {finished
          ? `Imported: ${count(view.created)} leads made`
          : `Importing ${count(view.leadsToImport)} leads...`}
      </h3>
      <Progress value={view.total ? view.done / view.total : 1} label="Import progress" />
      <p role="status" className="text-muted-foreground text-sm">
        {count(view.done)} of {count(view.total)} records imported
      </p>
      {!finished && (
        <p className="text-muted-foreground text-xs">
          The leads are made in the background; you can keep working and come back.
        </p>
      )}
    </section>
  )
}

/**
 * A list's import (docs/decisions/0058): its preview (how many records, the columns found, ten
 * sample rows as their leads will carry them, how many records lack each field) with 'Import N
 * leads' and 'Cancel'; then the progress while the leads are made.
 */
export function ListImportPanel({ documentId }: { documentId: string }) {
  const query = useDocumentImport(documentId, {
    onImported: (view) =>
      toast({
        title: 'Leads Imported',
        description: `${count(view.created)} leads from this list are in your pipeline as New.`,
      }),
  })
  if (query.isError && !query.data) {
    return (
      <p role="alert" className="flex items-center gap-2 text-red-900 text-sm">
        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
        The list's preview could not be read.
        <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    )
  }
  if (!query.data) {
    return <LoadingLine>Reading the list...</LoadingLine>
  }
  const view = query.data
  return view.status === 'importing' || view.status === 'imported' ? (
    <ImportProgress view={view} />
  ) : (
    <ImportPreview view={view} />
  )
}
