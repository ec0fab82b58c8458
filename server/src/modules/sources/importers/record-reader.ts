/**
 * Turns the text of a CSV, JSON or GeoJSON export into a list of plain records, one per row,
 * array element or feature, before any mapping. Never throws: an unreadable file gives an error
 * message, and an element that is not a record is reported on its own.
 */
import { parseCsv } from './csv-parser'

type FileFormat = 'csv' | 'json' | 'geojson'

interface SourceRecord {
  /** 1-based position in the file (the data row, array element or feature). */
  position: number
  /** The record, or null when this element is not an object. */
  record: Record<string, unknown> | null
}

export type ReadResult = { ok: true; records: SourceRecord[] } | { ok: false; error: string }

export interface ReadOptions {
  format: FileFormat
  recordsPath?: string
  delimiter?: string
}

/** Reads a value at a dot path ('listing_details.court_case', 'status_history.1'). */
export function valueAtPath(record: unknown, path: string): unknown {
  if (record && typeof record === 'object' && path in record) {
    return (record as Record<string, unknown>)[path]
  }
  let current: unknown = record
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Decodes bytes as UTF-8 and drops a byte-order mark. */
function decodeText(content: string | Uint8Array): string {
  const text = typeof content === 'string' ? content : new TextDecoder('utf-8').decode(content)
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/** Reads every record of a file in the given format. */
export function readRecords(content: string | Uint8Array, options: ReadOptions): ReadResult {
  if (typeof content !== 'string' && !(content instanceof Uint8Array)) {
    return { ok: false, error: 'The file content must be text or bytes' }
  }
  const text = decodeText(content)
  if (text.trim() === '') return { ok: false, error: 'The file is empty' }
  if (options.format === 'csv') {
    const parsed = parseCsv(text, options.delimiter)
    if (!parsed.ok) return { ok: false, error: `Could not read the CSV file: ${parsed.error}` }
    return {
      ok: true,
      records: parsed.table.rows.map((row, index) => ({ position: index + 1, record: row })),
    }
  }
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, error: `Could not read the JSON file: ${detail}` }
  }
  return options.format === 'geojson'
    ? readGeoJson(document, options.recordsPath)
    : readJson(document, options.recordsPath)
}

function readJson(document: unknown, recordsPath?: string): ReadResult {
  const list = recordsPath ? valueAtPath(document, recordsPath) : document
  if (!Array.isArray(list)) {
    if (recordsPath) {
      return {
        ok: false,
        error: `recordsPath "${recordsPath}" does not lead to an array of records`,
      }
    }
    const candidates = isRecord(document)
      ? Object.keys(document).filter((key) => Array.isArray(document[key]))
      : []
    const hint = candidates.length > 0 ? ` (arrays found at: ${candidates.join(', ')})` : ''
    return {
      ok: false,
      error: `The JSON file is not an array of records; set recordsPath to the array${hint}`,
    }
  }
  return {
    ok: true,
    records: list.map((item, index) => ({
      position: index + 1,
      record: isRecord(item) ? item : null,
    })),
  }
}

/** A FeatureCollection (or a single Feature): each feature's properties plus its geometry. */
function readGeoJson(document: unknown, recordsPath?: string): ReadResult {
  const root = recordsPath ? valueAtPath(document, recordsPath) : document
  let features: unknown[]
  if (isRecord(root) && root.type === 'FeatureCollection' && Array.isArray(root.features)) {
    features = root.features
  } else if (isRecord(root) && root.type === 'Feature') {
    features = [root]
  } else if (Array.isArray(root)) {
    features = root
  } else {
    return { ok: false, error: 'The GeoJSON file is not a FeatureCollection with a features array' }
  }
  return {
    ok: true,
    records: features.map((feature, index) => {
      if (!isRecord(feature) || feature.type !== 'Feature')
        return { position: index + 1, record: null }
      const properties = isRecord(feature.properties) ? feature.properties : {}
      const record: Record<string, unknown> = { ...properties, geometry: feature.geometry ?? null }
      if (feature.id !== undefined && !('id' in properties)) record.id = feature.id
      return { position: index + 1, record }
    }),
  }
}
