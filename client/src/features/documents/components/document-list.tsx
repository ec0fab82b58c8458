import type { DocumentView } from '@common/contracts/documents'
import { FileText, Globe, MapPin } from 'lucide-react'
import { CaseStageLine } from '@/components/case-stage-line'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import { type DocumentZipGroup, zipGroupLabel } from '../lib/group-documents'
import { DocumentStateBadge, ListImportBadge } from './document-state-badge'

interface DocumentListProps {
  groups: readonly DocumentZipGroup[]
  selectedId: string | null
  onSelect: (document: DocumentView) => void
}

function documentsNoun(count: number): string {
  return count === 1 ? 'document' : 'documents'
}

/** One line under the name: who and where, as far as it is known yet. */
function summary(document: DocumentView): string {
  if (!document.isAccessibleInTrial) return 'Limited access: subscribe to see the details'
  const parts = [document.defendantName, document.propertyAddress].filter(Boolean)
  if (parts.length) return parts.join(' · ')
  return document.documentTypeCategory ?? `Added ${formatDate(document.createdAt)}`
}

/** The documents grouped by ZIP code; picking one shows it in the preview. */
export function DocumentList({ groups, selectedId, onSelect }: DocumentListProps) {
  return (
    <nav aria-label="Documents by ZIP code" className="grid content-start gap-4">
      {groups.map((group) => {
        const label = zipGroupLabel(group.zipCode)
        const headingId = `documents-${group.zipCode ?? 'no-zip'}`
        return (
          <section key={label} aria-labelledby={headingId} className="grid gap-2">
            <div className="flex items-center gap-2 border-b pb-1.5">
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              <h3 id={headingId} className="font-semibold text-sm">
                {label}
              </h3>
              <span className="ml-auto text-muted-foreground text-xs">
                {group.documents.length} {documentsNoun(group.documents.length)}
              </span>
            </div>
            <ul className="grid gap-2">
              {group.documents.map((document) => {
                const selected = document.id === selectedId
                const Icon = document.documentType === 'public_records' ? Globe : FileText
                return (
                  <li key={document.id}>
                    <button
                      type="button"
                      aria-current={selected ? 'true' : undefined}
                      onClick={() => onSelect(document)}
                      className={cn(
                        'grid w-full gap-1.5 rounded-lg border bg-card p-3 text-left shadow-sm transition-colors hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        selected && 'border-primary bg-secondary/60 ring-1 ring-primary',
                      )}
                    >
                      <span className="flex items-start gap-2">
                        <Icon
                          className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                          aria-hidden="true"
                        />
                        <span className="min-w-0 flex-1 wrap-anywhere font-medium text-slate-900 text-sm">
                          {document.originalName}
                        </span>
                      </span>
                      <span className="flex flex-wrap items-center gap-2">
                        <DocumentStateBadge status={document.processingStatus} />
                        <ListImportBadge listImport={document.listImport} />
                        {document.isSample && (
                          <span className="text-violet-700 text-xs">Sample data</span>
                        )}
                      </span>
                      <span className="truncate text-muted-foreground text-xs">
                        {summary(document)}
                      </span>
                      <CaseStageLine
                        stage={document.stage}
                        nextSaleDate={document.nextSaleDate}
                        compact
                      />
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </nav>
  )
}
