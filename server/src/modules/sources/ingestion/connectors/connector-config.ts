/**
 * The connectors a source's parser can name in `parsers.fields.connector`, their config
 * schemas, and the one entry point that runs the right one.
 */
import { z } from 'zod'
import { type OperatorJsonParse, parseOperatorJson } from '../../importers/operator-json'
import { aspnetNoticeIndexConfig } from './aspnet-notice-config'
import { runAspnetNoticeIndex } from './aspnet-notice-index'
import { cartoConfig, runCarto } from './carto'
import type { ConnectorResult, ConnectorRun } from './connector'
import { htmlListingConfig, runHtmlListing } from './html-listing'
import { linkedPdfTableConfig, runLinkedPdfTable } from './linked-pdf-table'
import { realAuctionConfig, runRealAuction } from './realauction'
import { runSocrata, socrataConfig } from './socrata'

/** A parser's `fields`, told apart by `connector`. */
const connectorConfig = z.discriminatedUnion('connector', [
  htmlListingConfig,
  socrataConfig,
  realAuctionConfig,
  cartoConfig,
  linkedPdfTableConfig,
  aspnetNoticeIndexConfig,
])
export type ConnectorConfig = z.infer<typeof connectorConfig>
/** What an operator writes into `parsers.fields` (defaults may be left out). */
export type ConnectorConfigInput = z.input<typeof connectorConfig>

/** Parses a parser's `fields`; the error names every bad path. */
export function parseConnectorConfig(
  fields: unknown,
): OperatorJsonParse<'config', ConnectorConfig> {
  return parseOperatorJson(connectorConfig, fields, 'config', 'connector config')
}

/** Process-level settings some connectors use. */
export interface ConnectorServices {
  /** Socrata app token from the process configuration (overrides a parser's own). */
  socrataAppToken?: string | null
}

/** Runs the connector the config names. */
export function runConnector(
  config: ConnectorConfig,
  run: ConnectorRun,
  services: ConnectorServices = {},
): Promise<ConnectorResult> {
  switch (config.connector) {
    case 'html-listing':
      return runHtmlListing(config, run)
    case 'socrata':
      return runSocrata(config, run, { appToken: services.socrataAppToken })
    case 'realauction':
      return runRealAuction(config, run)
    case 'carto':
      return runCarto(config, run)
    case 'linked-pdf-table':
      return runLinkedPdfTable(config, run)
    case 'aspnet-notice-index':
      return runAspnetNoticeIndex(config, run)
  }
}
