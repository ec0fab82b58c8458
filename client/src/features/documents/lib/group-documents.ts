import type { DocumentView } from '@common/contracts/documents'

export interface DocumentZipGroup {
  /** The ZIP code, or null for documents without one (the 'No ZIP' group, listed last). */
  zipCode: string | null
  documents: DocumentView[]
}

/** Newest first by the time the document was added. ISO timestamps compare as text. */
function byCreatedAtDesc(a: DocumentView, b: DocumentView): number {
  if (a.createdAt === b.createdAt) return 0
  return a.createdAt < b.createdAt ? 1 : -1
}

function byZipAsc(a: DocumentZipGroup, b: DocumentZipGroup): number {
  if (a.zipCode === b.zipCode) return 0
  if (a.zipCode === null) return 1
  if (b.zipCode === null) return -1
  return a.zipCode < b.zipCode ? -1 : 1
}

/**
 * The documents as the dashboard lists them (spec section 1, 'organises documents by ZIP
 * code'): grouped by ZIP, groups in ascending ZIP order with 'No ZIP' last, newest first within
 * a group.
 */
export function groupDocumentsByZip(documents: readonly DocumentView[]): DocumentZipGroup[] {
  const groups = new Map<string | null, DocumentView[]>()
  for (const document of documents) {
    const zipCode = document.zipCode?.trim() || null
    const group = groups.get(zipCode)
    if (group) group.push(document)
    else groups.set(zipCode, [document])
  }
  return [...groups.entries()]
    .map(([zipCode, members]) => ({ zipCode, documents: [...members].sort(byCreatedAtDesc) }))
    .sort(byZipAsc)
}

/** The group's heading: 'ZIP 45202', or 'No ZIP'. */
export function zipGroupLabel(zipCode: string | null): string {
  return zipCode ? `ZIP ${zipCode}` : 'No ZIP'
}

/**
 * The document the preview shows: the one the user picked while it is still listed, else the
 * first one in list order (so deleting or filtering never leaves an empty preview beside a list).
 */
export function selectedDocument(
  groups: readonly DocumentZipGroup[],
  selectedId: string | null,
): DocumentView | null {
  const listed = groups.flatMap((group) => group.documents)
  return listed.find((document) => document.id === selectedId) ?? listed[0] ?? null
}
