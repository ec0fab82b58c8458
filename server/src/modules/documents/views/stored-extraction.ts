/**
 * What a document's stored extraction (the reading's ExtractionResult as JSON) says, read
 * defensively: a field's text, its evidence (confidence, snippet, place on the page, who gave
 * it), the sale date, the answer deadline, the parties by role. Documents read by older code
 * lack later keys; nothing here trusts the JSON's shape.
 */

import { type NamedPartyView, namedPartyView } from '@common/contracts/document-parties'
import {
  type DocumentView,
  EVIDENCE_FIELDS,
  type EvidenceField,
  type EvidenceLocation,
  evidenceLocation,
  FIELD_ORIGINS,
  type FieldEvidence,
  type FieldOrigin,
} from '@common/contracts/documents'
import type { AnswerDeadline } from '../../../reading'

/**
 * Which keys of the stored ExtractionResult each evidence field is read from, the first one
 * present winning: a ZIP given on its own (corrected, or read by a layout) before the address's.
 */
const EVIDENCE_SOURCES: Record<EvidenceField, readonly string[]> = {
  documentTypeCategory: ['documentType'],
  defendantName: ['defendants'],
  plaintiff: ['plaintiff'],
  propertyAddress: ['propertyAddress'],
  caseNumber: ['caseNumber'],
  court: ['court'],
  loanAmount: ['amount'],
  filingDate: ['filingDate', 'date'],
  zipCode: ['zipCode', 'propertyAddress'],
  saleDate: ['saleDate'],
  judgmentDate: ['judgmentDate'],
}

export type StoredExtraction = Record<string, unknown> | null

function foundField(extraction: StoredExtraction, key: string): Record<string, unknown> | null {
  const value = extraction?.[key]
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
}

/** A found field's value when it is text (the plaintiff, the sale date, the sale status). */
export function foundText(extraction: StoredExtraction, key: string): string | null {
  const value = foundField(extraction, key)?.value
  return typeof value === 'string' ? value : null
}

/** A text part of a found field's value: the amount's kind, the address's state ('TX'). */
export function foundTextPart(
  extraction: StoredExtraction,
  key: string,
  part: string,
): string | null {
  const value = foundField(extraction, key)?.value as Record<string, unknown> | undefined
  const text = value?.[part]
  return typeof text === 'string' ? text : null
}

/** The stored positions (processing/evidence-positions.ts), when the analysis kept them. */
export function positionsOf(extraction: StoredExtraction): Record<string, unknown> | null {
  return foundField(extraction, 'positions')
}

/** A stored location when it has the contract's shape (never trust old JSON blindly). */
function locationOf(value: unknown): EvidenceLocation | null {
  const parsed = evidenceLocation.safeParse(value)
  return parsed.success ? parsed.data : null
}

const originOf = (value: unknown): FieldOrigin =>
  FIELD_ORIGINS.find((origin) => origin === value) ?? 'extraction'

/** Who corrected a field and when, when the stored entry says so. */
function correctionOf(value: unknown): FieldEvidence['correction'] {
  const entry = value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  return typeof entry?.by === 'string' && typeof entry.at === 'string'
    ? { by: entry.by, at: entry.at }
    : null
}

/**
 * Whether `found` (the entry under `key`) may show `field`: a ZIP's address only when it has a
 * ZIP; the document's one date as its filing date only when it is one and no filing date by
 * role was stored (a sale notice's date is never shown as filed).
 */
function shownFrom(
  extraction: StoredExtraction,
  field: EvidenceField,
  key: string,
  found: Record<string, unknown>,
): boolean {
  const value = found.value as Record<string, unknown> | undefined
  if (field === 'zipCode' && key === 'propertyAddress') return typeof value?.zip === 'string'
  if (field === 'filingDate' && key === 'date') {
    return !(extraction && 'filingDate' in extraction) && value?.kind === 'filing'
  }
  return true
}

/** The stored entry an evidence field is shown from (a ZIP's address only when it has a ZIP). */
function evidenceEntry(extraction: StoredExtraction, field: EvidenceField) {
  for (const key of EVIDENCE_SOURCES[field]) {
    const found = foundField(extraction, key)
    if (found && shownFrom(extraction, field, key, found)) return found
  }
  return null
}

/**
 * Confidence, snippet, place on the page and origin per field the reading found (only what the
 * stored JSON really holds; documents analysed before positions were kept have none), with who
 * corrected it and when for a corrected field.
 */
export function evidenceOf(extraction: StoredExtraction): DocumentView['evidence'] {
  const evidence: Partial<Record<EvidenceField, FieldEvidence>> = {}
  const positions = positionsOf(extraction)
  for (const field of EVIDENCE_FIELDS) {
    const found = evidenceEntry(extraction, field)
    if (typeof found?.confidence === 'number' && typeof found.snippet === 'string') {
      evidence[field] = {
        confidence: found.confidence,
        snippet: found.snippet,
        location: locationOf(positions?.[field]),
        origin: originOf(found.origin),
        correction: correctionOf(found.correction),
      }
    }
  }
  return evidence
}

/** The sale date: stated apart, or the date of a sale notice. */
export function saleDateOf(extraction: StoredExtraction): string | null {
  const date = foundField(extraction, 'date')?.value as Record<string, unknown> | undefined
  const saleNotice = date?.kind === 'sale' && typeof date.value === 'string' ? date.value : null
  return foundText(extraction, 'saleDate') ?? saleNotice
}

/** The stated answer deadline, when the stored extraction holds one of the right shape. */
export function answerDeadlineOf(extraction: StoredExtraction): AnswerDeadline | null {
  const value = foundField(extraction, 'answerDeadline')?.value as
    | Record<string, unknown>
    | undefined
  if (!value) return null
  const date = typeof value.date === 'string' ? value.date : null
  const days = typeof value.days === 'number' ? value.days : null
  const after = typeof value.after === 'string' ? value.after : null
  return date || days ? { date, days, after } : null
}

/** Every party the reading named with its role; none for documents read before parties had roles. */
export function partiesOf(extraction: StoredExtraction): NamedPartyView[] {
  const parties = extraction?.parties
  if (!Array.isArray(parties)) return []
  return parties.flatMap((party) => {
    const parsed = namedPartyView.safeParse(party)
    return parsed.success ? [parsed.data] : []
  })
}
