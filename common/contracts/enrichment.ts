/**
 * Property enrichment (docs/decisions/0035): the assessor's facts about a lead's property, the
 * census tract around it, and the equity estimate worked out from them and the filing. Public
 * data, shared by every user with the same property; the estimate is always labelled one.
 */
import { z } from 'zod'
import { ENRICHMENT } from '../limits'
import { rowId } from './fields'
import { leadFacetsRequest } from './leads'

const ENRICHMENT_VIEW_STATUSES = ['not_requested', 'pending', 'completed', 'failed'] as const

/** What a county assessor publishes about a parcel (null: the source does not say). */
const assessorFacts = z.object({
  parcelId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** The owner's mailing address as the assessor has it. */
  mailingAddress: z.string().nullable(),
  /** The property (situs) address as the assessor has it. */
  situsAddress: z.string().nullable(),
  /** The mailing address is not the property: the owner likely does not live there. */
  absenteeOwner: z.boolean().nullable(),
  assessedValue: z.number().nullable(),
  marketValue: z.number().nullable(),
  landValue: z.number().nullable(),
  buildingValue: z.number().nullable(),
  yearBuilt: z.number().int().nullable(),
  livingAreaSqft: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  /** YYYY-MM-DD. */
  lastSaleDate: z.string().nullable(),
  lastSalePrice: z.number().nullable(),
  /** The source's name, as a user reads it ('Pinellas County Property Appraiser (ArcGIS)'). */
  sourceName: z.string(),
  sourceUrl: z.string().nullable(),
})
export type AssessorFacts = z.infer<typeof assessorFacts>

/** The census tract the Census geocoder placed the address in, with ACS 5-year figures. */
const censusContext = z.object({
  matchedAddress: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  stateFips: z.string(),
  countyFips: z.string(),
  tract: z.string(),
  /** The ACS 5-year release the figures are from (e.g. 2023 = 2019-2023). */
  acsYear: z.number().int().nullable(),
  medianHomeValue: z.number().nullable(),
  medianHouseholdIncome: z.number().nullable(),
  /** Owner-occupied housing units / occupied housing units, 0..1. */
  ownerOccupiedShare: z.number().nullable(),
})
export type CensusContext = z.infer<typeof censusContext>

const OWED_KINDS = ['judgment', 'loan', 'tax_lien'] as const
export type OwedKind = (typeof OWED_KINDS)[number]

/** Market value less the amounts owed that the filing shows: an estimate, never a fact. */
const equityEstimate = z.object({
  label: z.literal('estimate'),
  /** Null when an input is missing (see `missing`). */
  amount: z.number().nullable(),
  /** When the inputs were read (ISO 8601). */
  asOf: z.string(),
  marketValue: z.number().nullable(),
  /** Where the market value came from ('assessor market value', 'sample', ...). */
  marketValueSource: z.string().nullable(),
  owed: z.array(z.object({ kind: z.enum(OWED_KINDS), amount: z.number(), source: z.string() })),
  /** The inputs that were missing, in words a user reads. */
  missing: z.array(z.string()),
})
export type EquityEstimate = z.infer<typeof equityEstimate>

export const leadEnrichmentResponse = z.object({
  leadId: z.string(),
  status: z.enum(ENRICHMENT_VIEW_STATUSES),
  /** Generated for a sample record: not real data. */
  isSample: z.boolean(),
  failureReason: z.string().nullable(),
  /** ISO 8601; null until it completed once. */
  lastEnriched: z.string().nullable(),
  /** Older than the refresh age: asking again fetches it anew. */
  refreshDue: z.boolean(),
  assessor: assessorFacts.nullable(),
  census: censusContext.nullable(),
  equity: equityEstimate,
})
export type LeadEnrichmentResponse = z.infer<typeof leadEnrichmentResponse>

/** POST /api/leads/enrich: the leads by id, or every lead matching the list's filters. */
export const enrichLeadsRequest = z.union(
  [
    z.strictObject({
      ids: z
        .array(rowId('lead'), { error: 'Send a list of lead ids' })
        .min(1, 'Select at least one lead')
        .max(ENRICHMENT.leadsPerRequest, `At most ${ENRICHMENT.leadsPerRequest} leads at a time`),
    }),
    z.strictObject({ filters: leadFacetsRequest }),
  ],
  { error: 'Send { ids: [...] } or { filters: {...} } (the lead list filters)' },
)

export const enrichLeadsResponse = z.object({
  /** Leads whose enrichment was queued (or is already fresh: queueing again is harmless). */
  queued: z.number().int(),
  /** Leads matching the filters beyond the per-request limit, not queued. */
  skipped: z.number().int(),
})
