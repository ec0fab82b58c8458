/**
 * Remote connectors map their records with the same column mapping as file imports (see
 * importers/file-import-mapping.ts): `defaults` and `fields` ({ column, transform?, kind? }),
 * where a column is a key of the record the connector read (an HTML field name, a SODA
 * column). So names, addresses, amounts and dates are normalized exactly as for files.
 */
import { z } from 'zod'
import type { NormalizedFiling } from '../../../records'
import { BUILT_IN_TRANSFORMS } from '../../importers/field-transforms'
import { mapRecord } from '../../importers/file-import'
import {
  type FileImportMapping,
  parseFileImportMapping,
  transformNames,
} from '../../importers/file-import-mapping'
import type { RejectedRecord } from '../../importers/import-result'

/** `{ defaults?, fields }` as in a file-import mapping, without `format`. */
export const connectorMappingInput = z
  .record(z.string(), z.unknown())
  .transform((input, context) => {
    const parsed = parseFileImportMapping({ format: 'json', ...input })
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: parsed.error })
      return z.NEVER
    }
    const unknown = transformNames(parsed.mapping).filter((name) => !(name in BUILT_IN_TRANSFORMS))
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `unknown transform ${unknown.join(', ')}` })
      return z.NEVER
    }
    return parsed.mapping
  })

/** One record through the mapping: a filing, or a rejection with its reason. */
export function mapConnectorRecord(
  record: Record<string, unknown>,
  position: number,
  mapping: FileImportMapping,
): NormalizedFiling | RejectedRecord {
  try {
    return mapRecord(record, position, mapping, BUILT_IN_TRANSFORMS)
  } catch (error) {
    return { sourceRecordId: null, reason: `record ${position}: ${(error as Error).message}` }
  }
}

/** Narrows mapConnectorRecord's answer. */
export function isRejected(value: NormalizedFiling | RejectedRecord): value is RejectedRecord {
  return 'reason' in value
}
