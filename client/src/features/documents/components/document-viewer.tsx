import type { DocumentView } from '@common/contracts/documents'
import type { CorrectionField } from '@common/field-corrections'
import { FileSearch, X } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Button } from '@/components/ui/button'
import { locatedFields } from '../lib/pdf-highlights'
import type { PageSelection } from '../lib/pdf-selection'
import { SelectionBar } from './selection-bar'

// pdf.js is large: it is fetched when a document is first opened, never on the first visit.
const PdfViewer = lazy(() => import('./pdf-viewer/pdf-viewer'))

/** The route that serves the user's own PDF or image inline (same authorisation as the download). */
const viewerFileUrl = (id: string) => `/api/documents/${encodeURIComponent(id)}/file`

/** A correctable document's viewer: text selected on its pages corrects a field. */
interface ViewerCorrections {
  selection: PageSelection | null
  onSelect: (selection: PageSelection | null) => void
  /** The field the selection bar offers first. */
  suggested: CorrectionField
  onUse: (field: CorrectionField) => void
}

interface DocumentViewerProps {
  document: DocumentView
  target: { field: string; nonce: number } | null
  onClose: () => void
  corrections?: ViewerCorrections
}

/** Why the pages carry no highlights, when they carry none. */
function highlightNote(document: DocumentView, located: number): string | null {
  if (document.processingStatus !== 'completed') return null
  if (!document.evidencePositions) {
    return 'This document was analysed before highlights were added, so its fields are not marked on the pages. Delete it and upload it again to see them.'
  }
  if (located === 0) return 'None of the extracted values could be found on the pages to mark them.'
  return null
}

/**
 * The document opened in the app: the viewer (a PDF's pages, or a page image's) with each
 * extracted field highlighted where it was read (documents analysed before positions were kept
 * open without highlights, and say so). On a correctable PDF, text selected on a page can be
 * used to correct a field; a page image's fields are corrected by typing.
 */
export function DocumentViewer({ document, target, onClose, corrections }: DocumentViewerProps) {
  const fields = locatedFields(document)
  const note = highlightNote(document, fields.length)
  return (
    <section aria-labelledby="document-viewer-heading" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3
          id="document-viewer-heading"
          className="flex items-center gap-1.5 font-semibold text-slate-900 text-sm"
        >
          <FileSearch className="size-4" aria-hidden="true" />
          Document
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          Close viewer
        </Button>
      </div>
      {note && <p className="text-muted-foreground text-xs">{note}</p>}
      {corrections &&
        (corrections.selection ? (
          <SelectionBar
            key={`${corrections.selection.page}:${corrections.selection.text}`}
            selection={corrections.selection}
            suggested={corrections.suggested}
            onUse={corrections.onUse}
            onClear={() => {
              window.getSelection()?.removeAllRanges()
              corrections.onSelect(null)
            }}
          />
        ) : (
          <p className="text-muted-foreground text-xs">
            {document.mimeType?.startsWith('image/')
              ? // A page image has no text layer to select from: its fields are corrected by typing.
                'To correct a field, use its Correct button.'
              : 'To correct a field, select its text on the page.'}
          </p>
        ))}
      <Suspense
        fallback={
          <p role="status" className="p-4 text-muted-foreground text-sm">
            Loading the viewer...
          </p>
        }
      >
        <PdfViewer
          url={viewerFileUrl(document.id)}
          mimeType={document.mimeType ?? 'application/pdf'}
          fields={fields}
          target={target}
          onSelect={corrections?.onSelect}
        />
      </Suspense>
    </section>
  )
}
