/**
 * How the product writes CSV with csv-stringify (lead export, account data export): RFC 4180
 * quoting with CRLF records. A field holding a lone CR or LF is quoted too (csv-stringify only
 * quotes the whole record delimiter), so a note with line breaks stays one cell; a field holding
 * '|' is quoted as @fast-csv/format did, so the files are byte for byte what they were.
 */
import type { Options } from 'csv-stringify'

export const CSV_WRITE_OPTIONS = {
  record_delimiter: '\r\n',
  quoted_match: /[\r\n|]/,
} as const satisfies Options
