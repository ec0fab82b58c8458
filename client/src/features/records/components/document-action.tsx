import { ExternalLink, FileX, Lock } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { documentActionKind } from '../lib/records-labels'

interface DocumentActionProps {
  documentUrl: string | null
  isDocumentAvailable: boolean
  caseNumber: string | null
  documentType: string
  court: string | null
  isAccessibleInTrial: boolean
  isTrialUser: boolean
}

/**
 * A result's document control: 'View Document' opens the filing in a new tab; 'Not Available'
 * says where a copy can be asked for; a trial user without access is offered 'Upgrade to View'.
 */
export function DocumentAction(props: DocumentActionProps) {
  const { documentUrl, caseNumber, documentType, court } = props
  const kind = documentActionKind(props)
  const what = caseNumber ? `${documentType} ${caseNumber}` : documentType

  if (kind === 'upgrade') {
    return (
      <Button asChild size="sm">
        <Link to="/subscription">
          <Lock aria-hidden="true" />
          Upgrade to View
        </Link>
      </Button>
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
