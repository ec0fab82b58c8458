/**
 * An assessor source as configuration (docs/decisions/0035): its catalogue row (a records
 * SourcePreset of kind 'assessor': robots, terms review, rate limit and audits as for records
 * sources), the protocol it speaks (Socrata SODA or an ArcGIS query layer), how to find a
 * parcel by its street address, and which of its fields hold which fact.
 */
import type { SourcePreset } from '../sources'

/** The facts an assessor field may fill (numbers parsed, dates read as YYYY-MM-DD). */
export type AssessorField =
  | 'parcelId'
  | 'ownerName'
  | 'assessedValue'
  | 'marketValue'
  | 'landValue'
  | 'buildingValue'
  | 'yearBuilt'
  | 'livingAreaSqft'
  | 'bedrooms'
  | 'bathrooms'
  | 'lastSaleDate'
  | 'lastSalePrice'

export interface AssessorQuery {
  /** Socrata: '/resource/<id>.json'; ArcGIS: '/.../FeatureServer/0/query' (or MapServer). */
  path: string
  fields: Partial<Record<AssessorField, string>>
  /** Fields joined with ', ' into the mailing address (street, city, state, ZIP). */
  mailingFields?: string[]
  /** Fields joined into the situs (property) address. */
  situsFields?: string[]
}

export interface AssessorPreset {
  source: SourcePreset
  protocol: 'socrata' | 'arcgis'
  /** The county (as leads name it) and state it covers. */
  state: string
  county: string
  /** The query that finds the parcel by its street line (upper-case, normalised). */
  byAddress: AssessorQuery & {
    /** The field holding the street line (compared upper-case, as a prefix). */
    addressField: string
    /** The ZIP field narrowing the match when the lead has a ZIP. */
    zipField?: string
    /** Socrata only: newest first when a parcel has a row per year. */
    order?: string
  }
  /** Socrata only: a second dataset read by the parcel id the first gave (values by year). */
  byParcel?: AssessorQuery & { parcelField: string; order?: string }
  /**
   * Where only assessed values are published: market value = assessed value / this level of
   * assessment (Cook County's 10% for residential property), labelled as derived.
   */
  levelOfAssessment?: number
  /** The Socrata app token header value, when one is configured (higher quotas). */
  appToken?: string
}
