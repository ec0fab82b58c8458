/**
 * The settings enrichment runs with, built once from the configuration (docs/decisions/0035):
 * the assessor presets and where each is reached, the Census endpoints, the refresh age, and
 * the polite fetcher's user agent. Tests build one pointing at local fakes.
 */
import type { Config } from '../../config'
import { ingestionUserAgent } from '../sources'
import type { AssessorPreset } from './assessor-preset'
import { ASSESSOR_PRESETS } from './assessor-presets'
import type { CensusEndpoints } from './census-client'

export interface EnrichmentRuntime {
  presets: readonly AssessorPreset[]
  /** Where a preset is reached (its own site unless one base URL replaces them all). */
  assessorBaseUrl(preset: AssessorPreset): string
  census: CensusEndpoints
  /** A completed enrichment older than this is fetched again when asked. */
  refreshAfterMs: number
  /** How long a worker's claim on a property keeps other workers off it. */
  claimMs: number
  userAgent: string
  /** Hosts allowed although private (tests on loopback only). */
  allowHosts?: readonly string[]
}

const DAY_MS = 24 * 60 * 60 * 1000

export function createEnrichmentRuntime(
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'CENSUS_GEOCODER_URL'
    | 'CENSUS_DATA_API_URL'
    | 'CENSUS_ACS_YEAR'
    | 'CENSUS_API_KEY'
    | 'ASSESSOR_BASE_URL'
    | 'SOCRATA_APP_TOKEN'
    | 'ENRICHMENT_REFRESH_DAYS'
    | 'ENRICHMENT_ALLOW_LOOPBACK'
  >,
): EnrichmentRuntime {
  const presets = ASSESSOR_PRESETS.map((preset) =>
    preset.protocol === 'socrata' && config.SOCRATA_APP_TOKEN
      ? { ...preset, appToken: config.SOCRATA_APP_TOKEN }
      : preset,
  )
  return {
    presets,
    assessorBaseUrl: (preset) => config.ASSESSOR_BASE_URL ?? preset.source.baseUrl,
    census: {
      geocoderBaseUrl: config.CENSUS_GEOCODER_URL,
      dataApiBaseUrl: config.CENSUS_DATA_API_URL,
      acsYear: config.CENSUS_ACS_YEAR,
      apiKey: config.CENSUS_API_KEY,
    },
    refreshAfterMs: config.ENRICHMENT_REFRESH_DAYS * DAY_MS,
    claimMs: 5 * 60 * 1000,
    userAgent: ingestionUserAgent(config.PUBLIC_URL),
    allowHosts: config.ENRICHMENT_ALLOW_LOOPBACK ? ['127.0.0.1'] : undefined,
  }
}
