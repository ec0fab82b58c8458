import type { DocumentView } from '@common/contracts/documents'

/** Words in a host name that mark a court, clerk or municipal site (spec section 2). */
const OFFICIAL_HOST_WORDS = ['court', 'clerk', 'municipal'] as const

/**
 * Whether a URL is served by a court, clerk or municipal host: those sites sit behind searches,
 * sessions and captchas, so a link to them rarely opens the filing itself.
 */
export function isOfficialRecordsHost(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  return OFFICIAL_HOST_WORDS.some((word) => host.includes(word))
}

type PreviewFields = Pick<
  DocumentView,
  'documentType' | 'documentUrl' | 'isDocumentAvailable' | 'objectPath'
>

/**
 * Whether the preview shows a 'Demo Preview' built from the record's fields instead of the
 * document (spec section 2): a public record whose URL is missing, not available, or on a court,
 * clerk or municipal host; an upload only when there is no file to open.
 */
export function needsDemoPreview(document: PreviewFields): boolean {
  if (document.documentType === 'uploaded') return !document.objectPath
  const url = document.documentUrl?.trim()
  if (!url || !document.isDocumentAvailable) return true
  return isOfficialRecordsHost(url)
}

/**
 * Where 'Download' goes: an upload's download route (objectPath); for a public record whose
 * document is available, the same route, which counts a trial download (an upload's download is
 * free) and then redirects to the documentUrl at its source, or, for a record with no link (a
 * clerk's notice whose link works only in the clerk's session), sends the copy the product kept.
 * Null when there is nothing to open.
 */
export function documentLink(document: PreviewFields & Pick<DocumentView, 'id'>): string | null {
  if (document.documentType === 'uploaded') return document.objectPath || null
  if (!document.isDocumentAvailable) return null
  return `/api/documents/${encodeURIComponent(document.id)}/download`
}

/** A public record available without a link at its source: the product kept its document. */
export function isKeptDocument(document: PreviewFields): boolean {
  return (
    document.documentType === 'public_records' &&
    document.isDocumentAvailable &&
    !document.documentUrl?.trim()
  )
}

/** Whether opening the document spends a trial download: public records only, never uploads. */
export function spendsTrialDownload(document: PreviewFields & Pick<DocumentView, 'id'>): boolean {
  return document.documentType === 'public_records' && documentLink(document) !== null
}

/**
 * What the download control shows: nothing to open, the upgrade offer (a trial with no
 * downloads left, on a public record), or the link. The user's own upload always opens.
 */
export function downloadActionState(
  document: PreviewFields & Pick<DocumentView, 'id'>,
  downloadsLeft: number | null,
): 'unavailable' | 'upgrade' | 'open' {
  if (!documentLink(document)) return 'unavailable'
  if (spendsTrialDownload(document) && downloadsLeft !== null && downloadsLeft <= 0) {
    return 'upgrade'
  }
  return 'open'
}
