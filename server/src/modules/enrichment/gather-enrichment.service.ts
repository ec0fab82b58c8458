/**
 * Gathers one property's enrichment (docs/decisions/0035): its county's assessor through the
 * configured preset and the Census geocoder and ACS, both through records' polite fetcher under
 * their catalogue rows. Completed when either answered (what the other lacked is said in the
 * failure reason), failed with both reasons when neither did. The stored reason is in words the
 * user can act on; the technical detail (hosts, error codes) goes to the log only (issue 31).
 * Sample records get the labelled sample enrichment and are never fetched.
 */
import type { AssessorFacts } from '@common/contracts/enrichment'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { LeadForEnrichment } from '../leads'
import { politeFetch, syncSourcePreset } from '../sources'
import { type AssessorLookup, lookupAssessor } from './assessor-client'
import { CENSUS_SOURCE, type CensusLookup, lookupCensus } from './census-client'
import {
  type LookupFailure,
  type LookupSource,
  logLookupFailures,
  userFailureReason,
} from './enrichment-failure'
import type { EnrichmentFetch } from './enrichment-fetch'
import type { EnrichmentRuntime } from './enrichment-runtime'
import type { EnrichmentOutcome } from './property-enrichment.queries'
import { normaliseCounty } from './property-key'
import { sampleEnrichment } from './sample-enrichment'

/** What is stored as assessor_data: the facts and how the market value was arrived at. */
export interface StoredAssessorData {
  facts: AssessorFacts
  marketValueBasis: string | null
}

function situsLine(lead: LeadForEnrichment): string {
  const place = [lead.city, [lead.state, lead.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [lead.propertyAddress, place].filter(Boolean).join(', ')
}

function politeFetchFor(db: Db, runtime: EnrichmentRuntime): EnrichmentFetch {
  return (request) =>
    politeFetch({
      db,
      sourceId: request.sourceId,
      url: request.url,
      headers: request.headers,
      userAgent: runtime.userAgent,
      allowHosts: runtime.allowHosts,
      maxWaitMs: 10_000,
    })
}

async function assessorFor(
  db: Db,
  runtime: EnrichmentRuntime,
  lead: LeadForEnrichment,
  fetch: EnrichmentFetch,
): Promise<AssessorLookup> {
  const county = normaliseCounty(lead.county)
  const preset = runtime.presets.find(
    (candidate) => candidate.state === lead.state && normaliseCounty(candidate.county) === county,
  )
  if (!preset) {
    return {
      ok: false,
      kind: 'no_source',
      reason: `no assessor source is configured for ${lead.county ?? 'an unknown county'}, ${lead.state ?? '??'} yet`,
    }
  }
  const sourceId = await syncSourcePreset(db, preset.source)
  return lookupAssessor({
    preset,
    baseUrl: runtime.assessorBaseUrl(preset),
    sourceId,
    street: lead.propertyAddress ?? '',
    zip: lead.zipCode,
    fetch,
  })
}

async function censusFor(
  db: Db,
  runtime: EnrichmentRuntime,
  lead: LeadForEnrichment,
  fetch: EnrichmentFetch,
): Promise<CensusLookup> {
  const sourceId = await syncSourcePreset(db, CENSUS_SOURCE)
  return lookupCensus({ address: situsLine(lead), endpoints: runtime.census, sourceId, fetch })
}

/** Fetches (or, for a sample record, generates) the property's enrichment. */
export async function gatherEnrichment(
  db: Db,
  runtime: EnrichmentRuntime,
  lead: LeadForEnrichment,
  options: { key: string; fetch?: EnrichmentFetch; log?: FastifyBaseLogger },
): Promise<EnrichmentOutcome> {
  if (lead.isSample) {
    const sample = sampleEnrichment(options.key, situsLine(lead))
    const assessorData: StoredAssessorData = {
      facts: sample.facts,
      marketValueBasis: 'sample market value (generated)',
    }
    return {
      status: 'completed',
      source: 'sample',
      parcelId: sample.facts.parcelId,
      assessorData,
      censusData: sample.census,
      failureReason: null,
      isSample: true,
    }
  }
  const fetch = options.fetch ?? politeFetchFor(db, runtime)
  // One after the other: each syncs its catalogue row in a transaction of its own.
  const assessor = await assessorFor(db, runtime, lead, fetch)
  const census = await censusFor(db, runtime, lead, fetch)
  const failures: Array<{ source: LookupSource; failure: LookupFailure }> = [
    ...(assessor.ok ? [] : [{ source: 'assessor' as const, failure: assessor }]),
    ...(census.ok ? [] : [{ source: 'census' as const, failure: census }]),
  ]
  logLookupFailures(options.log, failures, { propertyKey: options.key })
  const assessorData: StoredAssessorData | null = assessor.ok
    ? { facts: assessor.facts, marketValueBasis: assessor.marketValueBasis }
    : null
  return {
    status: assessor.ok || census.ok ? 'completed' : 'failed',
    source: assessor.ok ? assessor.facts.sourceName : null,
    parcelId: assessor.ok ? assessor.facts.parcelId : null,
    assessorData,
    censusData: census.ok ? census.context : null,
    failureReason: userFailureReason(failures, lead),
    isSample: false,
  }
}
