import type { DocumentView } from '@common/contracts/documents'

/** How a document's processing status is shown (spec section 2). */
export type DocumentStateTone = 'pending' | 'analyzing' | 'processed' | 'failed' | 'unknown'

export interface DocumentState {
  tone: DocumentStateTone
  /** The badge: Pending, Analyzing, Processed, Failed or Unknown. */
  label: string
}

const STATES: Record<string, DocumentState> = {
  pending: { tone: 'pending', label: 'Pending' },
  processing: { tone: 'analyzing', label: 'Analyzing' },
  completed: { tone: 'processed', label: 'Processed' },
  failed: { tone: 'failed', label: 'Failed' },
}

/** The badge for a processing status; anything the client does not know reads 'Unknown'. */
export function documentState(status: string | null | undefined): DocumentState {
  const known = status && Object.hasOwn(STATES, status) ? STATES[status] : undefined
  return known ?? { tone: 'unknown', label: 'Unknown' }
}

/** Pending or processing: the AI analysis has not finished yet. */
export function isInProgress(document: Pick<DocumentView, 'processingStatus'>): boolean {
  return document.processingStatus === 'pending' || document.processingStatus === 'processing'
}

/**
 * How often the documents list is read again: every 3 s while some document is still being
 * analysed, so its result appears by itself; never otherwise (spec section 9: no polling).
 */
export const IN_PROGRESS_POLL_MS = 3000

export function documentsPollInterval(
  documents: readonly Pick<DocumentView, 'processingStatus'>[] | undefined,
): number | false {
  return documents?.some(isInProgress) ? IN_PROGRESS_POLL_MS : false
}
