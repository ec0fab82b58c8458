/**
 * A correctable field's value put into a document's extraction (the reading's `found` while
 * processing, or the stored JSON of a processed document), with who gave it: a layout's rule
 * (origin 'layout', its stated confidence) or the user's correction (origin 'correction',
 * confidence 1, who and when). The document's columns are derived from the entries afterwards
 * (fieldColumns), as processing derives them, so a corrected ZIP also shows in the address line.
 */
import type { FieldOrigin } from '@common/contracts/documents'
import type { CorrectionField } from '@common/field-corrections'
import {
  type Amount,
  addressLine,
  type DocumentDate,
  type Found,
  filingFoundOf,
  type PropertyAddress,
} from '../../../reading'
import { parseUsAddress } from '../../../text/addresses'

/** A found value with who gave it and, for a correction, who made it and when (ISO 8601). */
type FieldEntry<T> = Found<T> & {
  origin?: FieldOrigin
  correction?: { by: string; at: string }
}

/** The entries of an extraction the correctable fields live in (ExtractionResult has them). */
export interface FieldEntries {
  defendants?: FieldEntry<string[]> | null
  propertyAddress?: FieldEntry<PropertyAddress> | null
  /** A ZIP given on its own (corrected, or read by a layout); else the address's. */
  zipCode?: FieldEntry<string> | null
  caseNumber?: FieldEntry<string> | null
  amount?: FieldEntry<Amount> | null
  date?: FieldEntry<DocumentDate> | null
  saleDate?: FieldEntry<string> | null
  /** The filing date by its role (absent from documents read before dates had roles). */
  filingDate?: FieldEntry<string> | null
}

/** How sure, from what text, and who gave the value. */
export interface FieldSource {
  confidence: number
  snippet: string
  origin: Exclude<FieldOrigin, 'extraction'>
  correction?: { by: string; at: string }
}

const EMPTY_ADDRESS: PropertyAddress = { street: null, city: null, state: null, zip: null }

/** A typed address over the one there was: the parts it leaves out are kept. */
function addressOver(value: string, before: PropertyAddress | undefined): PropertyAddress {
  const parsed = parseUsAddress(value)
  const previous = before ?? EMPTY_ADDRESS
  return {
    street: parsed.street ?? value,
    city: parsed.city ?? previous.city,
    state: parsed.state ?? previous.state,
    zip: parsed.zipCode ?? previous.zip,
  }
}

/**
 * `entries` with `field` set to `value` (in the form readCorrectionValue gives it) from
 * `source`; nothing else of the extraction changes, except what the field is shown through:
 * a ZIP is also the address's ZIP, and a filing date is also the document's one date unless
 * that is its sale date.
 */
export function putField<E extends FieldEntries>(
  entries: E,
  field: CorrectionField,
  value: string,
  source: FieldSource,
): E {
  const meta = {
    confidence: source.confidence,
    snippet: source.snippet,
    origin: source.origin,
    ...(source.correction && { correction: source.correction }),
  }
  switch (field) {
    case 'defendantName': {
      const names = value
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean)
      return { ...entries, defendants: { value: names, ...meta } }
    }
    case 'propertyAddress': {
      const address = addressOver(value, entries.propertyAddress?.value)
      const ownZip = parseUsAddress(value).zipCode !== null
      return {
        ...entries,
        propertyAddress: { value: address, ...meta },
        // A ZIP typed with the address is the ZIP now.
        ...(ownZip && { zipCode: null }),
      }
    }
    case 'zipCode': {
      const address = entries.propertyAddress
      return {
        ...entries,
        zipCode: { value, ...meta },
        propertyAddress: address
          ? { ...address, value: { ...address.value, zip: value } }
          : { value: { ...EMPTY_ADDRESS, zip: value }, ...meta },
      }
    }
    case 'caseNumber':
      return { ...entries, caseNumber: { value, ...meta } }
    case 'loanAmount':
      return {
        ...entries,
        amount: { value: { value, kind: entries.amount?.value.kind ?? 'other' }, ...meta },
      }
    case 'filingDate': {
      const date = entries.date
      return {
        ...entries,
        filingDate: { value, ...meta },
        // The document's one date follows when it was the filing date (a sale notice's stays its sale's).
        ...((!date || date.value.kind === 'filing') && {
          date: { value: { value, kind: 'filing' as const }, ...meta },
        }),
      }
    }
    case 'saleDate': {
      const date = entries.date
      return {
        ...entries,
        saleDate: { value, ...meta },
        // A sale notice's date is its sale date: the two stay one.
        ...(date?.value.kind === 'sale' && {
          date: { value: { value, kind: 'sale' as const }, ...meta },
        }),
      }
    }
  }
}

/** The `documents` columns the correctable fields are kept in, derived from the entries. */
export interface FieldColumns {
  defendantName: string | null
  propertyAddress: string | null
  zipCode: string | null
  caseNumber: string | null
  loanAmount: string | null
  filingDate: string | null
}

/** The columns as processing writes them (reading's documentFields): one derivation. */
export function fieldColumns(entries: FieldEntries): FieldColumns {
  const address = entries.propertyAddress?.value
  return {
    defendantName: entries.defendants?.value.length ? entries.defendants.value.join('; ') : null,
    propertyAddress: addressLine(address),
    zipCode: entries.zipCode?.value ?? address?.zip ?? null,
    caseNumber: entries.caseNumber?.value ?? null,
    loanAmount: entries.amount?.value.value ?? null,
    filingDate: filingFoundOf(entries)?.value ?? null,
  }
}

/** The value a field shows now, as a correction's "previous value" (null: none). */
export function currentValue(entries: FieldEntries, field: CorrectionField): string | null {
  const columns = fieldColumns(entries)
  switch (field) {
    case 'saleDate':
      return (
        entries.saleDate?.value ??
        (entries.date?.value.kind === 'sale' ? entries.date.value.value : null)
      )
    default:
      return columns[field]
  }
}
