/**
 * For enrichment tests only: the enrichment runtime pointed at a fake of the assessor and Census
 * APIs on loopback, and the terms review that lets the polite fetcher reach it (as an operator's
 * review lets it reach a real site).
 */
import type { Db } from '../db/client'
import { ASSESSOR_PRESETS, type EnrichmentRuntime } from '../modules/enrichment'
import { approveDomainForIngestion } from '../modules/sources'

export const TEST_ENRICHMENT_USER_AGENT = 'ForeclosureLeadsBot/1.0 (+http://app.test/about/crawler)'

export function enrichmentRuntimeOn(
  baseUrl: string,
  overrides: Partial<EnrichmentRuntime> = {},
): EnrichmentRuntime {
  return {
    presets: ASSESSOR_PRESETS,
    assessorBaseUrl: () => baseUrl,
    census: { geocoderBaseUrl: baseUrl, dataApiBaseUrl: baseUrl, acsYear: 2023 },
    refreshAfterMs: 90 * 24 * 60 * 60 * 1000,
    claimMs: 60_000,
    userAgent: TEST_ENRICHMENT_USER_AGENT,
    allowHosts: ['127.0.0.1'],
    ...overrides,
  }
}

/** Records the operator's terms review of the loopback host. */
export async function approveLoopbackForEnrichment(db: Db): Promise<void> {
  await approveDomainForIngestion(db, '127.0.0.1', {
    tosUrl: 'http://127.0.0.1/terms',
    notes: 'test: enrichment fakes',
  })
}
