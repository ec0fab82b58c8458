/**
 * A ready-made file-import set-up for one known export: the mapping (what is stored in
 * `parsers.fields`) plus the few source-specific transforms it names.
 */

import type { FieldTransform } from './field-transforms'
import { importFile } from './file-import'
import type { FileImportMappingInput } from './file-import-mapping'
import type { ImportOutcome } from './import-result'

export interface FileImportPreset {
  /** Stable id, e.g. 'nj-atlantic-sheriff-sales'. */
  id: string
  /** What the export is, for operators. */
  description: string
  mapping: FileImportMappingInput
  transforms?: Readonly<Record<string, FieldTransform>>
}

/** Imports a file with a preset's mapping and transforms. */
export function importWithPreset(
  content: string | Uint8Array,
  preset: FileImportPreset,
): ImportOutcome {
  return importFile(content, preset.mapping, { transforms: preset.transforms })
}
