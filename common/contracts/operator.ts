/**
 * The operator's pages (/operator/sources): the catalogue with each source's review, status and
 * health, the audit of its fetches, and the actions (review, enable, disable, run now, enable
 * every reviewed source). Only an operator of the deployment may call them (docs/decisions/0077).
 */
import { z } from 'zod'

export const operatorSourceParams = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,79}$/, 'A source id is lower-case letters, digits and dashes'),
})

/** The review shipped with a preset: made when it was built (source-preset.ts, PresetReview). */
const shippedReview = z.object({
  reviewedOn: z.string(),
  reviewedBy: z.string(),
  robots: z.object({
    verdict: z.enum(['allowed', 'no_robots_txt', 'disallowed', 'not_read']),
    url: z.string(),
    lines: z.array(z.string()),
    readFrom: z.string(),
  }),
  termsExcerpt: z.string(),
  rateLimitReason: z.string(),
})

const OPERATOR_SOURCE_STATUSES = [
  'enabled',
  'reviewed',
  'not_reviewed',
  'licensed_feed_required',
  'not_runnable',
] as const
export type OperatorSourceStatus = (typeof OPERATOR_SOURCE_STATUSES)[number]

const sourceHealth = z.object({
  lastCheckedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** Records the last full run listed. */
  lastRowCount: z.number().int().nullable(),
  failuresInARow: z.number().int(),
  /** When the schedule runs it next (null: not enabled); a past time means "due now". */
  nextRunAt: z.string().nullable(),
  /** A run is queued or running now. */
  running: z.boolean(),
  /** The collapse alarm: the last run found far fewer records than the one before. */
  alarm: z.string().nullable(),
  alarmAt: z.string().nullable(),
  unreachableSince: z.string().nullable(),
  /** The last failed run's error, in the fetcher's words. */
  lastError: z.string().nullable(),
})

const operatorSource = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  county: z.string().nullable(),
  kind: z.string(),
  baseUrl: z.string(),
  tosUrl: z.string(),
  recordKinds: z.array(z.string()),
  status: z.enum(OPERATOR_SOURCE_STATUSES),
  /** Why a source cannot be run by the catalogue (licensed feed, no connector). */
  statusReason: z.string().nullable(),
  /** "Enable all reviewed sources" would accept the shipped review (its robots.txt allows us). */
  shippedReviewEnables: z.boolean(),
  verification: z.object({
    level: z.string(),
    /** The level in words: "checked against a recorded response", "same platform, not yet seen". */
    levelWords: z.string(),
    recorded: z.array(z.string()),
    confirmed: z.array(z.string()),
    assumed: z.array(z.string()),
  }),
  shippedReview: shippedReview.nullable(),
  /** The review recorded on this deployment: who accepted it and when. */
  review: z.object({ by: z.string(), at: z.string(), notes: z.string().nullable() }).nullable(),
  rateLimit: z.object({ window: z.enum(['minute', 'hour', 'day']), quota: z.number().int() }),
  updateEveryHours: z.number().int(),
  health: sourceHealth,
  unreadable: z.object({ waiting: z.number().int(), givenUp: z.number().int() }),
})
export type OperatorSource = z.infer<typeof operatorSource>

export const listOperatorSourcesResponse = z.object({ sources: z.array(operatorSource) })
export type ListOperatorSourcesResponse = z.infer<typeof listOperatorSourcesResponse>

export const operatorSourceResponse = z.object({ source: operatorSource })
export type OperatorSourceResponse = z.infer<typeof operatorSourceResponse>

export const sourceAuditsQuery = z.object({
  /** Audits older than this id (the page before); absent: the newest. */
  before: z.coerce.number().int().positive().optional(),
})

const sourceAudit = z.object({
  id: z.number().int(),
  performedAt: z.string(),
  activity: z.string(),
  status: z.string(),
  domain: z.string(),
  requestUrl: z.string().nullable(),
  responseCode: z.number().int().nullable(),
  reason: z.string().nullable(),
})

export const sourceAuditsResponse = z.object({
  audits: z.array(sourceAudit),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: z.number().int().nullable(),
})
export type SourceAuditsResponse = z.infer<typeof sourceAuditsResponse>

export const reviewSourceRequest = z.object({
  /** What the operator read and concluded; empty: the shipped review is accepted as it stands. */
  notes: z.string().trim().max(1000, 'Keep the notes under 1,000 characters').default(''),
})

export const enableReviewedResponse = z.object({
  /** Sources enabled by this action. */
  enabled: z.array(z.string()),
  alreadyEnabled: z.array(z.string()),
  /** Sources left off, each with the reason in words. */
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
})
export type EnableReviewedResponse = z.infer<typeof enableReviewedResponse>

export const runSourceResponse = z.object({
  /** The run was queued for a worker (true), or ran in this request (false: no queue). */
  queued: z.boolean(),
  message: z.string(),
})
export type RunSourceResponse = z.infer<typeof runSourceResponse>
