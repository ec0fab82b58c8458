import { ExternalLink, FileCheck, FileX, Lock } from 'lucide-react'
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
 * A result's document control: 'View Document' opens the filing in a new tab; 'Copy on File'
 * says that the notice is kept here and is downloaded once the result is kept as a lead; 'Not
 * Available' says where a copy can be asked for; a trial user without access is offered
 * 'Upgrade to View'.
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
  if (kind === 'kept') {
    const keptHint = `A copy of the document for ${what} is kept here: keep this result as a lead, then download it from your dashboard.`
    return (
      <span
        title={keptHint}
        className="inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm"
      >
        <FileCheck className="size-4" aria-hidden="true" />
        Copy on File
        <span className="sr-only">. {keptHint}</span>
      </span>
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
