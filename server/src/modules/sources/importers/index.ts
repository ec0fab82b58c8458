/**
 * The pure parsers of the records connectors 1 (file import) and 2 (legal-notice text): what
 * ingestion calls to turn a source's file into normalized filings. No database, no network.
 */

export { importFile } from './file-import'
export {
  type FileImportMappingInput,
  parseFileImportMapping,
} from './file-import-mapping'
export type { ImportOutcome } from './import-result'
export { parseLegalNoticeText } from './legal-notice-text'
export { FILE_IMPORT_PRESETS, PRESET_TRANSFORMS } from './presets'
