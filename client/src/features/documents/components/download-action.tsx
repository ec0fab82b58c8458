import type { DocumentView } from '@common/contracts/documents'
import { Download, ExternalLink, FileX, Lock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { useDownloadOpened } from '@/hooks/use-download-opened'
import {
  documentLink,
  downloadActionState,
  isKeptDocument,
  isOfficialRecordsHost,
} from '../lib/demo-preview'

interface DownloadActionProps {
  document: DocumentView
  /** Trial downloads left; null when downloads are not counted (a subscriber). */
  downloadsLeft: number | null
}

/**
 * Opens the document in a new tab through its download route: an upload's PDF, or a public
 * record at its source (the route redirects there). A public record spends a trial download, so
 * a trial with none left is offered an upgrade instead; the user's own upload is always free.
 */
export function DownloadAction({ document, downloadsLeft }: DownloadActionProps) {
  const { openUpgradeModal } = useUpgradeModal()
  const onOpened = useDownloadOpened()
  const href = documentLink(document)
  const uploaded = document.documentType === 'uploaded'
  const state = downloadActionState(document, downloadsLeft)

  if (!href || state === 'unavailable') {
    return (
      <span className="inline-flex h-9 items-center gap-1.5 rounded-md border border-dashed px-3 text-muted-foreground text-sm">
        <FileX className="size-4" aria-hidden="true" />
        Not Available
      </span>
    )
  }
  if (state === 'upgrade') {
    return (
      <Button type="button" size="sm" onClick={openUpgradeModal}>
        <Lock aria-hidden="true" />
        Trial downloads used: Upgrade
      </Button>
    )
  }
  // The user's upload, or a notice the product kept: the file itself comes down.
  const file = uploaded || isKeptDocument(document)
  const atSource = !file && isOfficialRecordsHost(document.documentUrl ?? '')
  const label = file ? 'Download' : atSource ? 'Open at Source' : 'View Document'
  return (
    <Button asChild size="sm">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpened}
        aria-label={`${label}: ${document.originalName} (opens in a new tab)`}
      >
        {file ? <Download aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
        {label}
      </a>
    </Button>
  )
}
