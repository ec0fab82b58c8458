/**
 * Turns one assessor record (a Socrata row or an ArcGIS feature's attributes) into the facts a
 * lead shows, as its preset maps them: numbers parsed from text or numbers, dates from SoQL
 * floating timestamps, text or ArcGIS epoch milliseconds, and the absentee flag from comparing
 * the owner's mailing street with the property's.
 */
import type { AssessorFacts } from '@common/contracts/enrichment'
import type { AssessorField, AssessorPreset, AssessorQuery } from './assessor-preset'
import { normaliseStreet } from './property-key'

type Row = Record<string, unknown>

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const out = String(value).replace(/\s+/g, ' ').trim()
  return out === '' ? null : out
}

function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const raw = text(value)?.replace(/[$,]/g, '')
  if (!raw) return null
  const parsed = Number(raw)
  return Number.isFinite(parsed) ? parsed : null
}

function isoDate(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return new Date(value).toISOString().slice(0, 10)
  }
  const raw = text(value)
  if (!raw) return null
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(raw)
  if (iso?.[1]) return iso[1]
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(raw)
  if (us) return `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}`
  return null
}

const NUMERIC: readonly AssessorField[] = [
  'assessedValue',
  'marketValue',
  'landValue',
  'buildingValue',
  'livingAreaSqft',
  'bedrooms',
  'bathrooms',
  'lastSalePrice',
]

function joined(row: Row, fields: readonly string[] | undefined): string | null {
  if (!fields) return null
  const parts = fields.map((field) => text(row[field])).filter((part): part is string => !!part)
  return parts.length ? parts.join(', ') : null
}

function field(row: Row, query: AssessorQuery, name: AssessorField): unknown {
  const column = query.fields[name]
  return column === undefined ? undefined : row[column]
}

/** The owner's mailing street is not the property's street (null when either is unknown). */
function isAbsentee(mailingStreet: string | null, situsStreet: string | null): boolean | null {
  if (!mailingStreet || !situsStreet) return null
  return normaliseStreet(mailingStreet) !== normaliseStreet(situsStreet)
}

/** The facts of `row` (and of `parcelRow`, the second dataset's row, when the preset has one). */
export function assessorFactsOf(
  preset: AssessorPreset,
  row: Row,
  parcelRow: Row | null,
  sourceUrl: string,
): { facts: AssessorFacts; marketValueBasis: string | null } {
  const facts: Record<string, unknown> = {}
  for (const [query, source] of [
    [preset.byAddress, row],
    ...(preset.byParcel && parcelRow ? [[preset.byParcel, parcelRow] as const] : []),
  ] as const) {
    for (const name of Object.keys(query.fields) as AssessorField[]) {
      const value = field(source, query, name)
      if (name === 'lastSaleDate') facts[name] = isoDate(value)
      else if (name === 'yearBuilt')
        facts[name] = number(value) ? Math.trunc(number(value) ?? 0) : null
      else if (NUMERIC.includes(name)) facts[name] = number(value)
      else facts[name] = text(value)
    }
  }
  const assessed = (facts.assessedValue as number | null | undefined) ?? null
  let marketValue = (facts.marketValue as number | null | undefined) ?? null
  let marketValueBasis =
    marketValue === null ? null : `market value published by ${preset.source.name}`
  if (marketValue === null && assessed !== null && preset.levelOfAssessment) {
    marketValue = Math.round(assessed / preset.levelOfAssessment)
    marketValueBasis = `assessed value / ${preset.levelOfAssessment * 100}% level of assessment (${preset.source.name})`
  }
  const mailingStreet = text(row[preset.byAddress.mailingFields?.[0] ?? ''])
  const situsStreet = text(row[preset.byAddress.situsFields?.[0] ?? ''])
  const out: AssessorFacts = {
    parcelId: (facts.parcelId as string | null | undefined) ?? null,
    ownerName: (facts.ownerName as string | null | undefined) ?? null,
    mailingAddress: joined(row, preset.byAddress.mailingFields),
    situsAddress: joined(row, preset.byAddress.situsFields),
    absenteeOwner: isAbsentee(mailingStreet, situsStreet),
    assessedValue: assessed,
    marketValue,
    landValue: (facts.landValue as number | null | undefined) ?? null,
    buildingValue: (facts.buildingValue as number | null | undefined) ?? null,
    yearBuilt: (facts.yearBuilt as number | null | undefined) ?? null,
    livingAreaSqft: (facts.livingAreaSqft as number | null | undefined) ?? null,
    bedrooms: (facts.bedrooms as number | null | undefined) ?? null,
    bathrooms: (facts.bathrooms as number | null | undefined) ?? null,
    lastSaleDate: (facts.lastSaleDate as string | null | undefined) ?? null,
    lastSalePrice: (facts.lastSalePrice as number | null | undefined) ?? null,
    sourceName: preset.source.name,
    sourceUrl,
  }
  return { facts: out, marketValueBasis }
}
