import {
  UPLOAD_EXTENSIONS,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  type UploadKind,
} from '@common/contracts/documents'

const KINDS = Object.keys(UPLOAD_TYPES) as UploadKind[]

/** Types some systems give a kind besides its own (older PDF tools, Windows' JPEG type). */
const OTHER_TYPES = ['application/x-pdf', 'image/pjpeg', 'image/jpg', 'image/x-tiff']

/**
 * The file picker's `accept`: each kind's media type and its name endings (a picker that knows
 * neither type shows the file by its name).
 */
export const UPLOAD_ACCEPT = KINDS.flatMap((kind) => [
  UPLOAD_TYPES[kind],
  ...UPLOAD_EXTENSIONS[kind],
])
  .concat(OTHER_TYPES)
  .join(',')

/**
 * Whether a picked or dropped file looks like one we take (a PDF, a Word .docx, a PNG, JPEG or
 * TIFF page image) before it is sent: its type says so, or it has no type and its name has one
 * of their endings (some systems send none). The server checks the bytes.
 */
export function isUploadableFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase()
  if (KINDS.some((kind) => UPLOAD_TYPES[kind] === type) || OTHER_TYPES.includes(type)) return true
  const name = file.name.toLowerCase()
  return (
    (type === '' || type === 'application/octet-stream') &&
    KINDS.some((kind) => UPLOAD_EXTENSIONS[kind].some((ending) => name.endsWith(ending)))
  )
}

/** Why a file cannot be uploaded, before sending it; undefined when it can be tried. */
export function uploadFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!isUploadableFile(file)) return UPLOAD_MESSAGES.notPdf
  if (file.size === 0) return UPLOAD_MESSAGES.unreadable
  return undefined
}

/** A file size for people: '820 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
