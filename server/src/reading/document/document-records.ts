/**
 * What processing keeps of a document's text: the document's own extraction and, for a
 * multi-record document, one lead per record, each with its state and city where the record or
 * the list gives them (record-place.ts). The document's fields stay the first record's (its
 * parties, address, case, amount and date); its type, court and contacts are read from the
 * whole text, where a list's heading and the attorneys' numbers are.
 */
import { type ExtractionResult, extractFields } from '../extraction'
import type { AmountKind, SaleStatus } from '../extraction/types'
import { documentFields } from './document-fields'
import { tableColumnsOf } from './list-columns'
import { withPlaces } from './record-place'
import { type DocumentRecord, splitRecords } from './record-split'

/** One record of a document as a lead of it keeps it (documents' `document_leads` row). */
interface LeadFields {
  /** 0-based order of the record in the document. */
  position: number
  defendantName: string | null
  propertyAddress: string | null
  zipCode: string | null
  /** The property's city and state: printed, or from its ZIP or the list (record-place.ts). */
  city: string | null
  state: string | null
  caseNumber: string | null
  loanAmount: string | null
  amountKind: AmountKind | null
  filingDate: string | null
  court: string | null
  saleDate: string | null
  saleStatus: SaleStatus | null
  /** The start of the record's text, so the user can find it in the document. */
  snippet: string
}

export interface DocumentReading {
  found: ExtractionResult
  leads: LeadFields[]
  /** What the extractor read from each lead's record, in lead order. */
  records: ExtractionResult[]
  /**
   * The header names of a table-shaped list (its import preview's columns); null for a single
   * record or a list of notices in running text.
   */
  columns: string[] | null
}

const SNIPPET_CHARS = 240

function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= SNIPPET_CHARS) return flat
  const cut = flat.slice(0, SNIPPET_CHARS)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SNIPPET_CHARS - 40))}...`
}

function leadOf(record: DocumentRecord, position: number): LeadFields {
  const fields = documentFields(record.found)
  return {
    position,
    defendantName: fields.defendantName,
    propertyAddress: fields.propertyAddress,
    zipCode: fields.zipCode,
    city: record.found.propertyAddress?.value.city ?? null,
    state: record.found.propertyAddress?.value.state ?? null,
    caseNumber: fields.caseNumber,
    loanAmount: fields.loanAmount,
    amountKind: record.found.amount?.value.kind ?? null,
    filingDate: fields.filingDate,
    court: fields.court,
    saleDate: record.found.saleDate?.value ?? null,
    saleStatus: record.found.saleStatus?.value ?? null,
    snippet: snippetOf(record.text),
  }
}

/** The confidence sale-status.ts gives a status read from the notice's own wording. */
const NOTICE_STATUS_CONFIDENCE = 0.85

/**
 * What a list says once for all its records (its heading): the sale date, the court and the
 * status of the sale. A record that does not state one of them has the list's.
 */
function withListContext(record: DocumentRecord, whole: ExtractionResult): DocumentRecord {
  const found = record.found
  return {
    ...record,
    found: {
      ...found,
      saleDate: found.saleDate ?? whole.saleDate,
      court: found.court ?? whole.court,
      // A notice-wide change ('ADJOURNED NOTICE OF ...') applies to records that state none.
      saleStatus:
        (!found.saleStatus || found.saleStatus.confidence <= 0.5) &&
        whole.saleStatus?.value !== 'scheduled' &&
        whole.saleStatus?.confidence === NOTICE_STATUS_CONFIDENCE
          ? whole.saleStatus
          : found.saleStatus,
    },
  }
}

/**
 * A single-record document read twice (a scan's hidden layer and our OCR of it): the fields
 * `primary` did not find, taken from `secondary`.
 */
function withFieldsFrom(primary: ExtractionResult, secondary: ExtractionResult): ExtractionResult {
  return {
    ...primary,
    defendants: primary.defendants ?? secondary.defendants,
    plaintiff: primary.plaintiff ?? secondary.plaintiff,
    parties: primary.defendants || !secondary.defendants ? primary.parties : secondary.parties,
    propertyAddress: primary.propertyAddress ?? secondary.propertyAddress,
    addressCandidates: primary.propertyAddress
      ? primary.addressCandidates
      : secondary.addressCandidates,
    caseNumber: primary.caseNumber ?? secondary.caseNumber,
    caseNumberCandidates:
      primary.caseNumber || !secondary.caseNumber
        ? primary.caseNumberCandidates
        : secondary.caseNumberCandidates,
    court: primary.court ?? secondary.court,
    amount: primary.amount ?? secondary.amount,
    amounts: primary.amounts.length > 0 ? primary.amounts : secondary.amounts,
    date: primary.date ?? secondary.date,
    saleDate: primary.saleDate ?? secondary.saleDate,
    filingDate: primary.filingDate ?? secondary.filingDate,
    judgmentDate: primary.judgmentDate ?? secondary.judgmentDate,
    saleStatus:
      primary.saleStatus && primary.saleStatus.confidence > 0.5
        ? primary.saleStatus
        : (secondary.saleStatus ?? primary.saleStatus),
  }
}

/**
 * Reads a document's text: its extraction, and its leads when it holds several records. With
 * an `alternative` reading of the same pages, a single record's missing fields come from it.
 */
export function readDocumentText(text: string, alternative?: string | null): DocumentReading {
  const reading = readRecordsOf(text)
  if (!alternative || reading.leads.length > 0) return reading
  const other = readRecordsOf(alternative)
  if (other.leads.length > 0) return reading
  return { ...reading, found: withFieldsFrom(reading.found, other.found) }
}

function readRecordsOf(text: string): DocumentReading {
  const whole = extractFields(text)
  const listType = whole.documentType.value === 'other' ? undefined : whole.documentType.value
  const listed = splitRecords(text, listType).map((record) => withListContext(record, whole))
  const placed = withPlaces(
    listed.map((record) => record.found),
    text,
  )
  const records = listed.map((record, i) => ({ ...record, found: placed[i]! }))
  const first = records[0]?.found
  if (!first) return { found: whole, leads: [], records: [], columns: null }
  return {
    found: {
      ...whole,
      documentType: whole.documentType.value === 'other' ? first.documentType : whole.documentType,
      court: whole.court ?? first.court,
      defendants: first.defendants,
      plaintiff: first.plaintiff,
      parties: first.parties,
      propertyAddress: first.propertyAddress,
      addressCandidates: first.addressCandidates,
      caseNumber: first.caseNumber,
      caseNumberCandidates: first.caseNumberCandidates,
      amount: first.amount,
      date: first.date,
      filingDate: first.filingDate,
      judgmentDate: first.judgmentDate,
    },
    leads: records.map(leadOf),
    records: records.map((record) => record.found),
    columns: tableColumnsOf(records.map((record) => record.text)),
  }
}
