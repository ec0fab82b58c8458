import type { DocumentView } from '@common/contracts/documents'
import { isInProgress } from './document-state'

export interface QuickStats {
  total: number
  processed: number
  inProgress: number
  failed: number
  /** Distinct ZIP codes among the documents (documents without one are not counted). */
  zipCodes: number
}

/** The sidebar's Quick Stats, counted from the documents the dashboard has loaded. */
export function quickStats(documents: readonly DocumentView[]): QuickStats {
  const zips = new Set<string>()
  let processed = 0
  let inProgress = 0
  let failed = 0
  for (const document of documents) {
    const zip = document.zipCode?.trim()
    if (zip) zips.add(zip)
    if (document.processingStatus === 'completed') processed += 1
    else if (document.processingStatus === 'failed') failed += 1
    else if (isInProgress(document)) inProgress += 1
  }
  return { total: documents.length, processed, inProgress, failed, zipCodes: zips.size }
}
