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

/**
 * The badge of a list's import (docs/decisions/0058) beside its processing state: 'Ready to
 * import' while it awaits the user, 'Importing 40%' while the leads are made, 'Import
 * cancelled'; none once imported (its leads are in the lead list) or for a document of one record.
 */
export function listImportState(listImport: DocumentView['listImport']): DocumentState | null {
  if (!listImport) return null
  switch (listImport.status) {
    case 'awaiting':
      return { tone: 'pending', label: 'Ready to import' }
    case 'importing': {
      const percent = listImport.total ? Math.floor((100 * listImport.done) / listImport.total) : 0
      return { tone: 'analyzing', label: `Importing ${percent}%` }
    }
    case 'cancelled':
      return { tone: 'unknown', label: 'Import cancelled' }
    default:
      return null
  }
}

/** A list whose records are not leads yet: its page shows the import preview or progress. */
export function awaitsListImport(document: Pick<DocumentView, 'listImport'>): boolean {
  return Boolean(document.listImport && document.listImport.status !== 'imported')
}
