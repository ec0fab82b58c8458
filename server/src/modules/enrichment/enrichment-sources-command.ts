/**
 * `npm run enrichment-sources -- <command>`: the operator's review of enrichment's sources (the
 * assessor presets and the Census APIs), which the records catalogue's `npm run sources` does
 * not list (they are read per lead, not ingested).
 *   list                          every source, its hosts, and whether their terms were reviewed
 *   review <id> --by <who>        record that robots.txt and the terms of its hosts were read
 * Nothing is fetched from a host before its review (the polite fetcher refuses, with that reason).
 */
import type { Db } from '../../db/client'
import { approveDomainForIngestion, type SourcePreset, syncSourcePreset } from '../sources'
import { CENSUS_SOURCE } from './census-client'
import type { EnrichmentRuntime } from './enrichment-runtime'

interface Entry {
  source: SourcePreset
  hosts: string[]
}

function entries(runtime: EnrichmentRuntime): Entry[] {
  const host = (url: string) => new URL(url).hostname
  return [
    ...runtime.presets.map((preset) => ({
      source: preset.source,
      hosts: [host(runtime.assessorBaseUrl(preset))],
    })),
    {
      source: CENSUS_SOURCE,
      hosts: [
        ...new Set([host(runtime.census.geocoderBaseUrl), host(runtime.census.dataApiBaseUrl)]),
      ],
    },
  ]
}

const USAGE = [
  'usage: npm run enrichment-sources -- list',
  '       npm run enrichment-sources -- review <id> --by <who> [--notes "..."]',
]

/** Runs one command; returns the lines to print. Throws Error with a message for bad input. */
export async function runEnrichmentSourcesCommand(
  db: Db,
  runtime: EnrichmentRuntime,
  input: { command: string; id?: string; by?: string; notes?: string },
): Promise<string[]> {
  const all = entries(runtime)
  if (input.command === 'list') {
    return all.map(
      (entry) =>
        `${entry.source.id}  ${entry.source.name}  hosts: ${entry.hosts.join(', ')}  terms: ${entry.source.tosUrl}`,
    )
  }
  if (input.command !== 'review') throw new Error(USAGE.join('\n'))
  const entry = all.find((candidate) => candidate.source.id === input.id)
  if (!entry) {
    throw new Error(
      `unknown source ${input.id ?? '(none)'}; one of: ${all.map((e) => e.source.id).join(', ')}`,
    )
  }
  const by = input.by?.trim()
  if (!by) throw new Error('Say who reviewed it: --by <name or e-mail>')
  await syncSourcePreset(db, entry.source)
  const notes = input.notes?.trim() || 'robots.txt and terms read; public data, lookups allowed'
  for (const host of entry.hosts) {
    await approveDomainForIngestion(db, host, {
      tosUrl: entry.source.tosUrl,
      notes: `${entry.source.id}, reviewed by ${by}: ${notes}`,
    })
  }
  return [`${entry.source.id}: terms of ${entry.hosts.join(', ')} recorded as reviewed by ${by}`]
}
