/**
 * What an upload's name says it is, and the refusal of a file whose bytes are another kind: a
 * JPEG named .png, a PDF named .docx. The bytes decide what a file is; a name that claims
 * otherwise is refused (415) rather than trusted or silently ignored, since the user then holds
 * a file that is not what they think. A name with no known ending claims nothing.
 */
import {
  UPLOAD_EXTENSIONS,
  UPLOAD_KIND_NAMES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from '@common/contracts/documents'
import { AppError } from '../../../http/app-error'

/** What a name claims: the kind its ending names, and the ending as written ('.JPEG'). */
export interface NamedKind {
  kind: UploadKind
  ending: string
}

/** The kind the file name's ending names ('.jpeg' -> 'jpeg'), or null for any other name. */
export function kindNamed(filename: string): NamedKind | null {
  const name = filename.trim()
  for (const [kind, endings] of Object.entries(UPLOAD_EXTENSIONS)) {
    const ending = endings.find((end) => name.toLowerCase().endsWith(end))
    if (ending) return { kind: kind as UploadKind, ending: name.slice(-ending.length) }
  }
  return null
}

/** Throws FILE_TYPE_MISMATCH (415) when the name claims a kind the bytes are not. */
export function assertNamedAsItIs(named: NamedKind | null, actual: UploadKind): void {
  if (named === null || named.kind === actual) return
  throw new AppError(
    'FILE_TYPE_MISMATCH',
    UPLOAD_MESSAGES.typeMismatch(named.ending, UPLOAD_KIND_NAMES[actual]),
    415,
  )
}
