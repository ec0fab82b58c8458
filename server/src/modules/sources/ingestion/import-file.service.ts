/**
 * Connectors 1 and 2 for an operator or a user with a file: a county's CSV/JSON/GeoJSON export
 * (by a preset or a mapping) or a legal-journal notice text, registered as a source with its
 * parser, parsed, and stored in the records index with provenance.
 */
import type { Db } from '../../../db/client'
import { parsers, sources } from '../../../db/schema'
import { type CaseEventsListener, type StoreResult, storeFilings } from '../../records'
import {
  FILE_IMPORT_PRESETS,
  type FileImportMappingInput,
  type ImportOutcome,
  importFile,
  PRESET_TRANSFORMS,
  parseLegalNoticeText,
} from '../importers'

export type FileImportSpec =
  | { kind: 'preset'; presetId: string }
  | { kind: 'mapping'; mapping: FileImportMappingInput }
  | { kind: 'legal-notice'; state: string; county: string; court?: string; saleDate?: string }

export interface FileImportReport extends StoreResult {
  sourceId: string
  parsed: number
  rejected: { sourceRecordId: string | null; reason: string }[]
}

export class FileImportError extends Error {
  override name = 'FileImportError'
}

function parse(content: string, spec: FileImportSpec): ImportOutcome {
  if (spec.kind === 'preset') {
    const preset = FILE_IMPORT_PRESETS[spec.presetId]
    if (!preset) {
      throw new FileImportError(
        `Unknown preset "${spec.presetId}". Known: ${Object.keys(FILE_IMPORT_PRESETS).join(', ')}`,
      )
    }
    return importFile(content, preset.mapping, { transforms: preset.transforms })
  }
  if (spec.kind === 'mapping')
    return importFile(content, spec.mapping, { transforms: PRESET_TRANSFORMS })
  return parseLegalNoticeText(content, {
    state: spec.state,
    county: spec.county,
    court: spec.court ?? `${spec.county} County Court of Common Pleas`,
    documentType: 'Sheriff Sale',
    amountKind: 'judgment',
    saleDate: spec.saleDate,
  })
}

function parserFields(spec: FileImportSpec): {
  strategy: 'selector' | 'hybrid'
  fields: Record<string, unknown>
} {
  if (spec.kind === 'preset')
    return {
      strategy: 'selector',
      fields: { preset: spec.presetId, ...FILE_IMPORT_PRESETS[spec.presetId]?.mapping },
    }
  if (spec.kind === 'mapping')
    return { strategy: 'selector', fields: spec.mapping as Record<string, unknown> }
  return {
    strategy: 'hybrid',
    fields: { connector: 'legal-notice-text', state: spec.state, county: spec.county },
  }
}

/**
 * Parses a file and stores its filings; the source (one per county, state, kind and name: the
 * same file imported again reuses it) and its parser are created once.
 */
export async function importRecordsFile(
  db: Db,
  input: {
    content: string
    spec: FileImportSpec
    sourceName: string
    sourceUrl?: string
    /** Told of the case events the import recorded (a process's runtime: alerts evaluate them). */
    onCaseEventsRecorded?: CaseEventsListener
  },
): Promise<FileImportReport> {
  const outcome = parse(input.content, input.spec)
  if (!outcome.ok) throw new FileImportError(outcome.error)
  const { filings, rejected } = outcome.result
  const first = filings[0]
  if (!first) throw new FileImportError('The file holds no usable filings.')

  const [source] = await db
    .insert(sources)
    .values({
      county: first.county,
      state: first.state,
      kind: 'court',
      name: input.sourceName,
      baseUrl: input.sourceUrl ?? `file://${input.sourceName}`,
      robotsPolicy: 'allowed',
    })
    .onConflictDoUpdate({
      target: [sources.county, sources.state, sources.kind, sources.name, sources.presetId],
      set: { lastChecked: new Date() },
    })
    .returning({ id: sources.id })
  const sourceId = source!.id
  // One statement: two imports of the same file at once make one parser row.
  await db
    .insert(parsers)
    .values({ sourceId, version: 1, ...parserFields(input.spec), lastTested: new Date() })
    .onConflictDoNothing({ target: [parsers.sourceId, parsers.version] })

  const stored = await storeFilings(db, {
    sourceId,
    sourceName: input.sourceName,
    sourceUrl: input.sourceUrl,
    filings,
    onCaseEventsRecorded: input.onCaseEventsRecorded,
  })
  return { ...stored, sourceId, parsed: filings.length, rejected }
}
