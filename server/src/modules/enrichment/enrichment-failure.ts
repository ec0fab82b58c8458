/**
 * Why a lookup gave nothing, in two registers (issue 31, item 7): a kind the lead's enrichment
 * turns into a sentence its user can act on (stored and shown), and the technical detail (host,
 * error code, the source's own message) that goes to the server log only. Nothing retries a
 * failed lookup by itself: the user's Refresh (or a later keep of the same property) does, so
 * the sentences say that and nothing more.
 */
import type { FastifyBaseLogger } from 'fastify'

/** What went wrong, as far as the user is concerned. */
export type LookupFailureKind =
  /** No assessor source is configured for the lead's county. */
  | 'no_source'
  /** The site did not answer: DNS, connection, timeout, 5xx, robots.txt unreachable. */
  | 'unreachable'
  /** This source's request quota is used up for now. */
  | 'busy'
  /** Not open to our lookups: terms not reviewed, robots.txt, address guard. */
  | 'not_open'
  /** The source answered but has no parcel / match for the address. */
  | 'not_found'
  /** The source answered something we could not read. */
  | 'unreadable'

/** A lookup that gave nothing: its kind, and the detail that belongs in the log. */
export interface LookupFailure {
  ok: false
  kind: LookupFailureKind
  /** Technical: host names, codes, the source's message. Logged, never shown. */
  reason: string
}

export type LookupSource = 'assessor' | 'census'

const SITE: Record<LookupSource, string> = {
  assessor: "The county assessor's site",
  census: "The Census Bureau's site",
}

const TRY_AGAIN = 'Use Refresh to try again later.'
const TRANSIENT: readonly LookupFailureKind[] = ['unreachable', 'busy', 'unreadable']

/** The place a lead is in, for "not available for <county>, <state>". */
interface Place {
  county: string | null
  state: string | null
}

function countyName(place: Place): string {
  const county = place.county?.trim()
  const state = place.state?.trim()
  if (county && state) return `${county}, ${state}`
  if (county) return county
  return state ? `this county of ${state}` : 'this county'
}

/** One sentence for one source's failure, without the "try again" advice. */
function failureSentence(source: LookupSource, failure: LookupFailure, place: Place): string {
  switch (failure.kind) {
    case 'no_source':
      return `Property facts are not available for ${countyName(place)} yet.`
    case 'unreachable':
      return `${SITE[source]} could not be reached.`
    case 'busy':
      return `${SITE[source]} has had too many lookups for now.`
    case 'not_open':
      return source === 'assessor'
        ? 'Property facts from the county assessor are not available here yet.'
        : 'Census figures are not available here yet.'
    case 'not_found':
      return source === 'assessor'
        ? "The county assessor has no parcel at this address. Check the lead's street address and ZIP code."
        : "The Census Bureau could not match this address. Check the lead's street address, city and ZIP code."
    case 'unreadable':
      return `${SITE[source]} gave an answer that could not be read.`
  }
}

/**
 * The lead's failure reason from its lookups' failures: a sentence each, then the advice to
 * try again once when any of them may pass. Null when nothing failed.
 */
export function userFailureReason(
  failures: ReadonlyArray<{ source: LookupSource; failure: LookupFailure }>,
  place: Place,
): string | null {
  if (failures.length === 0) return null
  const sentences = failures.map(({ source, failure }) => failureSentence(source, failure, place))
  if (failures.some(({ failure }) => TRANSIENT.includes(failure.kind))) sentences.push(TRY_AGAIN)
  return sentences.join(' ')
}

/** Writes each failure's technical detail to the log (the user sees only the sentences). */
export function logLookupFailures(
  log: FastifyBaseLogger | undefined,
  failures: ReadonlyArray<{ source: LookupSource; failure: LookupFailure }>,
  context: { propertyKey: string },
): void {
  for (const { source, failure } of failures) {
    log?.warn(
      { propertyKey: context.propertyKey, source, kind: failure.kind, detail: failure.reason },
      `enrichment ${source} lookup failed: ${failure.reason}`,
    )
  }
}
