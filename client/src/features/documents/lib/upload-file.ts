import { UPLOAD_MESSAGES, UPLOAD_TYPES } from '@common/contracts/documents'

/**
 * Whether a picked or dropped file looks like a PDF or a Word .docx before it is sent: its type
 * says so, or it has no type and its name ends in .pdf / .docx (some systems send none). The
 * server checks the bytes.
 */
export function isPdfFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase()
  if (type === 'application/pdf' || type === 'application/x-pdf' || type === UPLOAD_TYPES.docx)
    return true
  return (type === '' || type === 'application/octet-stream') && /\.(?:pdf|docx)$/i.test(file.name)
}

/** Why a file cannot be uploaded, before sending it; undefined when it can be tried. */
export function uploadFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!isPdfFile(file)) return UPLOAD_MESSAGES.notPdf
  if (file.size === 0) return UPLOAD_MESSAGES.unreadable
  return undefined
}

/** A file size for people: '820 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
