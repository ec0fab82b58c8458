/**
 * The commands of `npm run sources` (scripts/sources.ts), as lines to print and an exit code,
 * so they are tested without a shell. A refusal (unknown id, not reviewed, licensed feed
 * required) is one line saying what to do, and exit code 1.
 */
import type { Db } from '../../../db/client'
import type { IngestionRuntime } from '../ingestion/run-scrape-job.service'
import { ingestionUserAgent } from '../ingestion/run-scrape-job.service'
import {
  type CatalogueListing,
  disableSource,
  enableSource,
  listCatalogue,
  retryUnreadable,
  reviewSource,
  runSourceNow,
  SourceOperationError,
} from './source-operations.service'
import { reviewAllowsEnabling, type SourcePreset, VERIFICATION_WORDS } from './source-preset'

export interface SourcesCommand {
  command: string
  presetId?: string
  by?: string
  notes?: string
  publicUrl: string
  /** Runtime settings: the process's document reader (PDF sources); in tests, loopback hosts. */
  runtime?: Partial<IngestionRuntime>
}

const USAGE = [
  'usage: npm run sources -- list',
  '       npm run sources -- review <id> --by <who> [--notes "..."]',
  '       npm run sources -- enable <id> | disable <id> | run <id>',
  '       npm run sources -- retry-unreadable <id>',
]

/** The review shipped with a preset, in a line: its verdict, and whether it can be enabled. */
function shippedReview(preset: SourcePreset): string {
  const review = preset.review
  if (!review) return 'shipped review: none'
  const verdict = {
    allowed: 'robots.txt allows it',
    no_robots_txt: 'no robots.txt',
    disallowed: 'robots.txt forbids it',
    not_read: 'robots.txt not read when built',
  }[review.robots.verdict]
  return `shipped review (${review.reviewedOn}): ${verdict}; ${reviewAllowsEnabling(preset) ? 'enabled by "Enable all reviewed sources"' : 'review it by hand before enabling'}`
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-')

function describe({ preset, source, unreadable }: CatalogueListing): string[] {
  const state =
    source.access === 'licensed_feed_required'
      ? 'licensed feed required'
      : preset.notRunnable
        ? 'not runnable'
        : source.active
          ? 'enabled'
          : source.reviewedAt
            ? 'reviewed, disabled'
            : 'not reviewed'
  const place = `${source.county ?? '(all)'}, ${source.state}`
  const lines = [
    `${preset.id.padEnd(32)} ${state.padEnd(22)} ${place}`,
    `    ${preset.name}; ${VERIFICATION_WORDS[preset.verification.level]}`,
    `    ${shippedReview(preset)}`,
    `    reviewed: ${source.reviewedBy ? `${source.reviewedBy} at ${day(source.reviewedAt)}` : '-'}; last success: ${day(source.lastSuccessAt)}; rows: ${source.lastRowCount ?? '-'}; every ${preset.updateEveryHours} h`,
  ]
  if (preset.notRunnable) lines.push(`    ${preset.notRunnable}`)
  if (source.alarm) lines.push(`    ALARM ${day(source.alarmAt)}: ${source.alarm}`)
  if (source.unreachableSince) lines.push(`    UNREACHABLE since ${day(source.unreachableSince)}`)
  if (unreadable.waiting + unreadable.givenUp > 0)
    lines.push(
      `    unreadable documents: ${unreadable.waiting} to be tried again later, ${unreadable.givenUp} given up (npm run sources -- retry-unreadable ${preset.id} tries them all on the next run)`,
    )
  return lines
}

/** Runs one command; never throws for an operator's mistake. */
export async function runSourcesCommand(
  db: Db,
  input: SourcesCommand,
): Promise<{ output: string[]; exitCode: number }> {
  const needsId = ['review', 'enable', 'disable', 'run', 'retry-unreadable']
  if (needsId.includes(input.command) && !input.presetId) {
    return {
      output: [`${input.command} needs a source id (see: npm run sources -- list)`, ...USAGE],
      exitCode: 1,
    }
  }
  const id = input.presetId ?? ''
  try {
    switch (input.command) {
      case 'list':
        return { output: (await listCatalogue(db)).flatMap(describe), exitCode: 0 }
      case 'review': {
        const source = await reviewSource(db, id, {
          reviewer: input.by ?? '',
          notes: input.notes ?? '',
        })
        return {
          output: [
            `${id}: review recorded (${source.reviewedBy}, ${day(source.reviewedAt)}). Enable it with: npm run sources -- enable ${id}`,
          ],
          exitCode: 0,
        }
      }
      case 'enable':
        await enableSource(db, id)
        return { output: [`${id}: enabled; it runs on its schedule`], exitCode: 0 }
      case 'disable':
        await disableSource(db, id)
        return { output: [`${id}: disabled`], exitCode: 0 }
      case 'retry-unreadable': {
        const forgotten = await retryUnreadable(db, id)
        return {
          output: [
            forgotten > 0
              ? `${id}: ${forgotten} unreadable records will be fetched again on the next run`
              : `${id}: no unreadable records`,
          ],
          exitCode: 0,
        }
      }
      case 'run': {
        const outcome = await runSourceNow(db, id, {
          userAgent: ingestionUserAgent(input.publicUrl),
          ...input.runtime,
        })
        const line =
          outcome.status === 'completed'
            ? `${id}: ${outcome.new} new, ${outcome.updated} already known, ${outcome.rejected} rejected`
            : outcome.status === 'skipped'
              ? `${id}: skipped (${outcome.reason})`
              : `${id}: failed: ${outcome.error}`
        return { output: [line], exitCode: outcome.status === 'completed' ? 0 : 1 }
      }
      default:
        return { output: [`unknown command "${input.command}"`, ...USAGE], exitCode: 1 }
    }
  } catch (error) {
    if (error instanceof SourceOperationError) return { output: [error.message], exitCode: 1 }
    throw error
  }
}
