import { searchResultDocumentPath } from '@common/contracts/records'
import { Download, ExternalLink, FileX, Lock } from 'lucide-react'
import { LinkButton } from '@/components/link-button'
import { Button } from '@/components/ui/button'
import { useDownloadOpened } from '@/hooks/use-download-opened'
import { documentActionKind } from '../lib/records-labels'

interface DocumentActionProps {
  documentUrl: string | null
  isDocumentAvailable: boolean
  caseNumber: string | null
  documentType: string
  court: string | null
  isAccessibleInTrial: boolean
  isTrialUser: boolean
  /** The search and the result: a notice kept here downloads through them. */
  kept: { searchId: string; filingId: string }
  /** Trial downloads left; null when downloads are not counted (a subscriber). */
  downloadsLeft: number | null
}

/**
 * A result's document control: 'View Document' opens the filing in a new tab; 'Download' sends
 * a notice kept here (a source that serves it only in its own session), spending a trial
 * download like the dashboard's; 'Not Available' says where a copy can be asked for; a trial
 * user without access is offered 'Upgrade to View'.
 */
export function DocumentAction(props: DocumentActionProps) {
  const { documentUrl, caseNumber, documentType, court } = props
  const onOpened = useDownloadOpened()
  const kind = documentActionKind(props)
  const what = caseNumber ? `${documentType} ${caseNumber}` : documentType

  if (kind === 'upgrade') {
    return (
      <LinkButton to="/subscription" size="sm">
        <Lock aria-hidden="true" />
        Upgrade to View
      </LinkButton>
    )
  }
  if (kind === 'view' && documentUrl) {
    return (
      <Button asChild size="sm" variant="outline">
        <a
          href={documentUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View Document: ${what} (opens in a new tab)`}
        >
          <ExternalLink aria-hidden="true" />
          View Document
        </a>
      </Button>
    )
  }
  if (kind === 'kept' && props.downloadsLeft === 0) {
    return (
      <LinkButton to="/subscription" size="sm">
        <Lock aria-hidden="true" />
        Trial downloads used: Upgrade
      </LinkButton>
    )
  }
  if (kind === 'kept') {
    return (
      <Button asChild size="sm" variant="outline">
        <a
          href={searchResultDocumentPath(props.kept.searchId, props.kept.filingId)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onOpened}
          aria-label={`Download: ${what} (opens in a new tab)`}
        >
          <Download aria-hidden="true" />
          Download
        </a>
      </Button>
    )
  }
  const hint = court
    ? `The document for ${what} is not online. A copy can be requested from ${court}.`
    : `The document for ${what} is not online.`
  return (
    <span
      title={hint}
      className="inline-flex h-9 items-center gap-1.5 rounded-md border border-dashed px-3 text-muted-foreground text-sm"
    >
      <FileX className="size-4" aria-hidden="true" />
      Not Available
      <span className="sr-only">. {hint}</span>
    </span>
  )
}
