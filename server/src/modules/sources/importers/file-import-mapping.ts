/**
 * The column mapping of a file-import source, as stored in `parsers.fields` (json): which
 * column fills which field of a filing, through which named transform, with per-source
 * defaults. Parsed with zod so a bad mapping is refused with a message naming the problem.
 */
import { FILING_TYPES } from '@common/enums'
import { z } from 'zod'
import { normalizeStateCode } from '../../../text/us-states'
import { AMOUNT_KINDS } from '../../records'
import { type OperatorJsonParse, parseOperatorJson } from './operator-json'

/** Fields a mapping can fill; `address` is a whole address line split into street/city/state/ZIP. */
const MAPPABLE_FIELDS = [
  'sourceRecordId',
  'documentType',
  'caseNumber',
  'court',
  'defendantName',
  'plaintiffName',
  'propertyAddress',
  'city',
  'county',
  'state',
  'zipCode',
  'filingDate',
  'saleDate',
  'loanAmount',
  'amountKind',
  'saleStatus',
  'caseOutcome',
  'soldTo',
  'salePrice',
  'documentUrl',
  'address',
  'parcel',
] as const
export type MappableField = (typeof MAPPABLE_FIELDS)[number]

const columnName = z
  .string({ error: 'a column name must be a string' })
  .trim()
  .min(1, 'a column name cannot be empty')

/** `{ column, transform?, kind? }`: one column (or the first non-empty of several). */
const fieldSource = z.strictObject({
  column: z.union([columnName, z.array(columnName).min(1, 'list at least one column')]),
  transform: z
    .union([columnName, z.array(columnName).min(1, 'list at least one transform')])
    .optional(),
  /** For loanAmount: what the amount in this column is. */
  kind: z.enum(AMOUNT_KINDS).optional(),
})
export type FieldSource = z.infer<typeof fieldSource>

/** A column name, a `{ column, ... }` source, or alternatives tried in order. */
const fieldSpec = z.union([
  columnName,
  fieldSource,
  z.array(z.union([columnName, fieldSource])).min(1, 'list at least one alternative'),
])

const stateCode = z
  .string()
  .refine((value) => normalizeStateCode(value) !== null, 'must be a US state, e.g. "NJ"')
  .transform((value) => normalizeStateCode(value)!)

const fieldsShape = Object.fromEntries(
  MAPPABLE_FIELDS.map((field) => [field, fieldSpec.optional()]),
)

const fileImportMapping = z
  .strictObject({
    format: z.enum(['csv', 'json', 'geojson'], { error: 'format must be csv, json or geojson' }),
    /** Dot path to the array of records inside a JSON object, e.g. 'listings' or 'data.rows'. */
    recordsPath: z.string().trim().min(1).optional(),
    csv: z
      .strictObject({ delimiter: z.string().length(1, 'one character').default(',') })
      .optional(),
    defaults: z
      .strictObject({
        state: stateCode.optional(),
        county: z.string().trim().min(1).optional(),
        city: z.string().trim().min(1).optional(),
        court: z.string().trim().min(1).optional(),
        documentType: z
          .enum(FILING_TYPES, { error: `documentType must be one of: ${FILING_TYPES.join(', ')}` })
          .optional(),
        amountKind: z.enum(AMOUNT_KINDS).optional(),
      })
      .default({}),
    fields: z.strictObject(fieldsShape as Record<MappableField, z.ZodOptional<typeof fieldSpec>>),
  })
  .superRefine((mapping, context) => {
    const { fields, defaults } = mapping
    if (!fields.state && !fields.address && !defaults.state) {
      context.addIssue({
        code: 'custom',
        path: ['defaults', 'state'],
        message: 'give defaults.state or map a state (or address) column',
      })
    }
    if (!fields.caseNumber && !fields.propertyAddress && !fields.address) {
      context.addIssue({
        code: 'custom',
        path: ['fields'],
        message: 'map at least a caseNumber, propertyAddress or address column',
      })
    }
  })

export type FileImportMapping = z.infer<typeof fileImportMapping>
/** What a preset or an operator writes (defaults may be left out). */
export type FileImportMappingInput = z.input<typeof fileImportMapping>

/** Every transform name a mapping refers to, to check them all before reading a file. */
export function transformNames(mapping: FileImportMapping): string[] {
  const names = new Set<string>()
  for (const spec of Object.values(mapping.fields)) {
    for (const source of Array.isArray(spec) ? spec : [spec]) {
      if (source && typeof source === 'object' && source.transform) {
        for (const name of [source.transform].flat()) names.add(name)
      }
    }
  }
  return [...names]
}

/** Parses a mapping; the error names each bad path ('fields.caseNumber: ...'). */
export function parseFileImportMapping(
  input: unknown,
): OperatorJsonParse<'mapping', FileImportMapping> {
  return parseOperatorJson(fileImportMapping, input, 'mapping', 'import mapping')
}
