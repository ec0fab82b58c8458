/**
 * The pure parsers of the records connectors 1 (file import) and 2 (legal-notice text): what
 * ingestion calls to turn a source's file into normalized filings. No database, no network.
 */

export { AMOUNT_KINDS, type AmountKind, type NormalizedFiling } from '../../records'
export { BUILT_IN_TRANSFORMS, type FieldTransform, type TransformContext } from './field-transforms'
export { type FileImportOptions, importFile } from './file-import'
export {
  type FileImportMapping,
  type FileImportMappingInput,
  fileImportMapping,
  MAPPABLE_FIELDS,
  parseFileImportMapping,
} from './file-import-mapping'
export { type FileImportPreset, importWithPreset } from './file-import-preset'
export type { ImportOutcome, ImportResult, RejectedRecord } from './import-result'
export {
  type LegalNotice,
  type LegalNoticeOptions,
  parseLegalNotice,
  parseLegalNoticeText,
  splitNotices,
} from './legal-notice-text'
export { FILE_IMPORT_PRESETS, PRESET_TRANSFORMS } from './presets'
