/**
 * `npm run enrichment-sources -- <command>`: review the terms of enrichment's sources (assessor
 * presets, Census APIs) before anything is fetched from them. See
 * server/src/modules/enrichment/enrichment-sources-command.ts for the commands.
 */
import {
  createEnrichmentRuntime,
  runEnrichmentSourcesCommand,
} from '../server/src/modules/enrichment'
import { runSourceReviewCli } from './source-review-cli'

await runSourceReviewCli({
  run: async (db, config, args) => {
    const lines = await runEnrichmentSourcesCommand(db, createEnrichmentRuntime(config), args)
    for (const line of lines) console.log(line)
    return 0
  },
  onError: (error) => {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  },
})
