import type { DocumentView, EvidenceField } from '@common/contracts/documents'
import type { CorrectionField } from '@common/field-corrections'
import { TRIAL } from '@common/limits'
import {
  BookOpen,
  CircleAlert,
  CircleHelp,
  FileText,
  FlaskConical,
  Globe,
  LoaderCircle,
} from 'lucide-react'
import { useState } from 'react'
import { CaseStageLine } from '@/components/case-stage-line'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import {
  type CorrectionDraft,
  currentFieldValue,
  isCorrectable,
  suggestedField,
} from '../lib/correction-form'
import { needsDemoPreview, spendsTrialDownload } from '../lib/demo-preview'
import { documentFieldRows } from '../lib/document-fields'
import { awaitsListImport, documentState, isInProgress } from '../lib/document-state'
import type { PageSelection } from '../lib/pdf-selection'
import { ContactInfoSection } from './contact-info-section'
import { DeleteDocumentDialog, type DeleteOptions } from './delete-document-dialog'
import { DemoPreviewPanel } from './demo-preview-panel'
import { DocumentLeadsTable } from './document-leads-table'
import { DocumentStateBadge, ListImportBadge } from './document-state-badge'
import { DocumentViewer } from './document-viewer'
import { DownloadAction } from './download-action'
import { ExtractedFields, type FieldCorrections } from './extracted-fields'
import { LimitedAccessPanel } from './limited-access-panel'
import { ListImportPanel } from './list-import-panel'

interface DocumentPreviewProps {
  document: DocumentView
  downloadsLeft: number | null
  /** The record of a multi-record document the lead shown is (0-based), marked in its table. */
  highlightRecord?: number | null
  /** What deleting removes besides the document (its leads), for the confirmation. */
  delete?: DeleteOptions | false
  /**
   * False where the document is shown as a lead's source: the lead's own contacts panel (with
   * the spec's 'Upgrade to Access Contact Info' and the document's attorney/trustee numbers
   * apart) stands above it, so the document's contact section would say it twice.
   */
  contactInfo?: boolean
  /** False where the lead's own summary stands above the document (the lead detail). */
  summary?: boolean
}

function OriginBadges({ document }: { document: DocumentView }) {
  const publicRecord = document.documentType === 'public_records'
  return (
    <>
      <Badge variant="secondary">
        {publicRecord ? <Globe aria-hidden="true" /> : <FileText aria-hidden="true" />}
        {publicRecord ? 'Public record' : 'Uploaded PDF'}
      </Badge>
      {publicRecord && (
        <Badge
          variant="outline"
          className={
            document.isDocumentAvailable
              ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
              : 'border-slate-200 bg-slate-100 text-slate-600'
          }
        >
          {document.isDocumentAvailable ? 'Available' : 'Not Available'}
        </Badge>
      )}
      {document.isSample && (
        <Badge variant="outline" className="border-violet-200 bg-violet-50 text-violet-800">
          <FlaskConical aria-hidden="true" />
          Sample data
        </Badge>
      )}
    </>
  )
}

function ProcessingBody({
  document,
  highlightRecord,
  onLocate,
  corrections,
  summary,
}: {
  document: DocumentView
  highlightRecord?: number | null
  onLocate?: (field: EvidenceField) => void
  corrections?: FieldCorrections
  summary: boolean
}) {
  const state = documentState(document.processingStatus)
  if (isInProgress(document)) {
    return (
      <div role="status" className="grid gap-1 rounded-lg border bg-blue-50/50 p-4">
        <p className="flex items-center gap-2 font-medium text-blue-900">
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          AI analysis in progress...
        </p>
        <p className="text-muted-foreground text-sm">
          Reading the PDF and extracting the defendant, property address, case number and amount.
          This page updates by itself when it is done.
        </p>
      </div>
    )
  }
  if (state.tone === 'failed') {
    return (
      <div role="alert" className="grid gap-1 rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="flex items-center gap-2 font-medium text-red-900">
          <CircleAlert className="size-4" aria-hidden="true" />
          Failed to process document
        </p>
        <p className="text-red-900 text-sm">
          {document.processingError ??
            'The analysis stopped without a reason. Delete the document and upload it again.'}
        </p>
      </div>
    )
  }
  if (state.tone === 'unknown') {
    return (
      <p className="flex items-center gap-2 rounded-lg border bg-amber-50 p-4 text-amber-900 text-sm">
        <CircleHelp className="size-4 shrink-0" aria-hidden="true" />
        This document is in a state the dashboard does not know. Reload the page to check again.
      </p>
    )
  }
  return (
    <div className="grid gap-5">
      {awaitsListImport(document) && <ListImportPanel documentId={document.id} />}
      <section aria-labelledby="extracted-heading" className="grid gap-3">
        <h3 id="extracted-heading" className="font-semibold text-slate-900 text-sm">
          {document.documentType === 'public_records' ? 'Record details' : 'Extracted fields'}
        </h3>
        <CaseStageLine stage={document.stage} nextSaleDate={document.nextSaleDate} />
        <ExtractedFields document={document} onLocate={onLocate} corrections={corrections} />
      </section>
      {summary && document.summary && (
        <section aria-labelledby="summary-heading" className="grid gap-2">
          <h3 id="summary-heading" className="font-semibold text-slate-900 text-sm">
            Summary
          </h3>
          <p className="text-slate-700 text-sm leading-relaxed">{document.summary}</p>
        </section>
      )}
      {document.recordCount > 0 && (
        <DocumentLeadsTable
          // Another lead of the same list starts at its own record.
          key={highlightRecord ?? 'document'}
          document={document}
          contactsAllowed={document.contactAccess !== 'upgrade_required'}
          highlight={highlightRecord ?? null}
        />
      )}
    </div>
  )
}

/** The viewer's button: 'View PDF' / 'Hide PDF', or 'View image' / 'Hide image' for a page image. */
function viewerLabel(document: DocumentView, open: boolean): string {
  const what = document.mimeType?.startsWith('image/') ? 'image' : 'PDF'
  return `${open ? 'Hide' : 'View'} ${what}`
}

/**
 * Correcting a processed single-record upload's fields (issue 34, item 7): one correction at a
 * time, typed from a field's "Correct" button or started from text selected in the viewer.
 */
function useFieldCorrections(document: DocumentView) {
  const [selection, setSelection] = useState<{ documentId: string; at: PageSelection } | null>(null)
  const [draft, setDraft] = useState<{
    documentId: string
    at: CorrectionDraft<PageSelection>
  } | null>(null)
  if (!isCorrectable(document)) return null
  const own = <T,>(state: { documentId: string; at: T } | null) =>
    state?.documentId === document.id ? state.at : null
  const selected = own(selection)
  const start = (at: CorrectionDraft<PageSelection>) => setDraft({ documentId: document.id, at })
  return {
    fields: {
      draft: own(draft),
      onStart: (field: CorrectionField) =>
        start({ field, value: currentFieldValue(document, field), evidence: null }),
      onDone: () => {
        setDraft(null)
        setSelection(null)
        window.getSelection()?.removeAllRanges()
      },
      onCancel: () => setDraft(null),
    } satisfies FieldCorrections,
    viewer: {
      selection: selected,
      onSelect: (at: PageSelection | null) =>
        setSelection(at ? { documentId: document.id, at } : null),
      suggested: suggestedField(documentFieldRows(document), selected?.text ?? ''),
      onUse: (field: CorrectionField) => {
        if (selected) start({ field, value: selected.text, evidence: selected })
      },
    },
  }
}

/**
 * The detail beside the list: the document's state and what was extracted from it, its leads,
 * the defendant's contact info (or the upgrade offer), a demo preview when the document itself
 * cannot be opened, and the download and delete actions.
 */
export function DocumentPreview({
  document,
  downloadsLeft,
  highlightRecord,
  delete: deleting = {},
  contactInfo = true,
  summary = true,
}: DocumentPreviewProps) {
  const countsDownload = downloadsLeft !== null && spendsTrialDownload(document)
  // The in-app viewer: closed until asked for; a field's button opens it at that field.
  const [viewer, setViewer] = useState<{
    documentId: string
    target: { field: EvidenceField; nonce: number } | null
  } | null>(null)
  const viewerOpen = viewer?.documentId === document.id
  const viewable = document.viewable && document.documentType === 'uploaded'
  const locate = (field: EvidenceField) =>
    setViewer((open) => ({
      documentId: document.id,
      target: { field, nonce: (open?.target?.nonce ?? 0) + 1 },
    }))
  const corrections = useFieldCorrections(document)
  return (
    <article
      aria-labelledby="document-preview-heading"
      className="grid content-start gap-5 rounded-xl border bg-card p-5 shadow-sm"
    >
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <DocumentStateBadge status={document.processingStatus} />
          <ListImportBadge listImport={document.listImport} />
          <OriginBadges document={document} />
        </div>
        <div>
          <h2
            id="document-preview-heading"
            className="wrap-anywhere font-semibold text-lg text-slate-900"
          >
            {document.originalName}
          </h2>
          <p className="text-muted-foreground text-sm">
            Added {formatDate(document.createdAt)}
            {document.zipCode ? ` · ZIP ${document.zipCode}` : ''}
            {document.sourceDatabase && document.documentType === 'public_records'
              ? ` · Source: ${document.sourceDatabase}`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {viewable && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-expanded={viewerOpen}
              onClick={() =>
                setViewer(viewerOpen ? null : { documentId: document.id, target: null })
              }
            >
              <BookOpen aria-hidden="true" />
              {viewerLabel(document, viewerOpen)}
            </Button>
          )}
          <DownloadAction document={document} downloadsLeft={downloadsLeft} />
          {deleting && <DeleteDocumentDialog document={document} {...deleting} />}
        </div>
        {countsDownload && downloadsLeft > 0 && (
          <p className="text-muted-foreground text-xs">
            A download uses one of your {TRIAL.downloads} trial downloads ({downloadsLeft} left).
          </p>
        )}
      </header>
      {document.isAccessibleInTrial ? (
        <>
          <ProcessingBody
            document={document}
            highlightRecord={highlightRecord}
            onLocate={viewable ? locate : undefined}
            corrections={corrections?.fields}
            summary={summary}
          />
          {viewable && viewerOpen && (
            <DocumentViewer
              document={document}
              target={viewer.target}
              onClose={() => setViewer(null)}
              corrections={corrections?.viewer}
            />
          )}
          {needsDemoPreview(document) && <DemoPreviewPanel document={document} />}
          {/* A list's homeowners are traced from its leads, once it is imported (0058). */}
          {contactInfo && !awaitsListImport(document) && <ContactInfoSection document={document} />}
        </>
      ) : (
        <LimitedAccessPanel document={document} />
      )}
    </article>
  )
}
