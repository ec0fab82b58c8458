/**
 * For the presets' tests only: syncs a preset into a test database, records an operator's
 * terms review for the loopback host, and runs the preset's connector through the polite
 * fetcher against a loopback site (robots.txt, quotas, crawl-delay and audits as in
 * production; only 127.0.0.1 is let past the SSRF guard).
 */
import type { Db } from '../../../db/client'
import type { SourcePreset } from '../catalogue/source-preset'
import { syncSourcePreset } from '../catalogue/sync-catalogue.service'
import type { ConnectorResult } from '../ingestion/connectors/connector'
import { parseConnectorConfig, runConnector } from '../ingestion/connectors/connector-config'
import { politeFetch } from '../ingestion/polite-fetcher'
import { approveDomainForIngestion } from '../ingestion/tos-policy'

/** As testing/fake-county-fixtures (not imported: testing/ imports this module's face). */
const TEST_USER_AGENT = 'ForeclosureLeadsBot/1.0 (+http://localhost/about/crawler)'
const LOOPBACK_ALLOW_LIST = ['127.0.0.1'] as const

/** Runs `preset`'s connector against `baseUrl`; returns its result and the source id. */
export async function runPresetOnLoopback(
  db: Db,
  preset: SourcePreset,
  baseUrl: string,
  options: { approve?: boolean } = {},
): Promise<{ sourceId: string; result: ConnectorResult }> {
  const sourceId = await syncSourcePreset(db, preset)
  if (options.approve ?? true) {
    await approveDomainForIngestion(db, new URL(baseUrl).hostname, {
      tosUrl: preset.tosUrl,
      notes: `test: ${preset.id}`,
    })
  }
  const parsed = parseConnectorConfig(preset.connector)
  if (!parsed.ok) throw new Error(parsed.error)
  const result = await runConnector(parsed.config, {
    baseUrl,
    maxRetryAfterMs: 5_000,
    fetch: (url, fetchOptions) =>
      politeFetch({
        db,
        sourceId,
        url,
        userAgent: TEST_USER_AGENT,
        headers: fetchOptions?.headers,
        cookies: fetchOptions?.cookies,
        allowHosts: LOOPBACK_ALLOW_LIST,
        maxWaitMs: 10_000,
      }),
  })
  return { sourceId, result }
}
