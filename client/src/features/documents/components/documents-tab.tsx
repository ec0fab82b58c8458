import { type ReactNode, useRef, useState } from 'react'
import { useDocuments } from '../api/get-documents'
import { useDashboardParams } from '../hooks/use-dashboard-params'
import { groupDocumentsByZip, selectedDocument } from '../lib/group-documents'
import { DocumentList } from './document-list'
import { DocumentPreview } from './document-preview'
import {
  DocumentsEmpty,
  DocumentsEmptyForZip,
  DocumentsError,
  DocumentsLoading,
} from './documents-states'
import { UploadCard } from './upload-card'

/** Below the `xl` breakpoint the preview sits under the list: bring it into view. */
function scrollIntoViewWhenStacked(element: HTMLElement | null): void {
  if (!element || window.matchMedia('(min-width: 80rem)').matches) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
}

/**
 * The documents tab: the upload card, then the documents grouped by ZIP code beside the
 * preview of the one picked (the newest in the first group until the user picks another).
 */
export function DocumentsTab({ downloadsLeft }: { downloadsLeft: number | null }) {
  const { zip, setZip } = useDashboardParams()
  const documents = useDocuments(zip)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const previewRef = useRef<HTMLDivElement>(null)

  const groups = groupDocumentsByZip(documents.data?.documents ?? [])
  const selected = selectedDocument(groups, selectedId)

  let body: ReactNode
  if (documents.isPending) body = <DocumentsLoading />
  else if (documents.isError && !documents.data)
    body = <DocumentsError onRetry={() => void documents.refetch()} />
  else if (!selected)
    body =
      zip === 'all' ? (
        <DocumentsEmpty />
      ) : (
        <DocumentsEmptyForZip zip={zip} onShowAll={() => setZip('all')} />
      )
  else
    body = (
      <div className="grid items-start gap-6 xl:grid-cols-[18rem_minmax(0,1fr)]">
        <h2 className="sr-only">Your documents</h2>
        <DocumentList
          groups={groups}
          selectedId={selected.id}
          onSelect={(document) => {
            setSelectedId(document.id)
            scrollIntoViewWhenStacked(previewRef.current)
          }}
        />
        <div ref={previewRef} className="min-w-0 scroll-mt-4 xl:sticky xl:top-4">
          <DocumentPreview key={selected.id} document={selected} downloadsLeft={downloadsLeft} />
        </div>
      </div>
    )

  return (
    <div className="grid gap-6">
      <UploadCard
        onUploaded={(created) => {
          // A new document outside the ZIP filter would not be listed: show every ZIP instead.
          if (zip !== 'all' && created.zipCode !== zip) setZip('all')
          setSelectedId(created.id)
        }}
      />
      {body}
    </div>
  )
}
