/**
 * The three contact data providers behind interfaces (ARCHITECTURE.md: paid data providers), so
 * the services never know whether BatchData, DNCScrub and People Data Labs answer or the local
 * simulators do. Each provider says whether what it gives is simulated; the services label it.
 */
import type { TracedPerson } from '../../../db/schema'

/** A property address as a skip trace sends it. */
export interface TraceAddress {
  street: string
  city: string | null
  state: string | null
  zip: string | null
}

/** One defendant to trace: a name at the lead's property. */
export interface TraceRequest {
  /** Ours, sent along so a provider that echoes it helps tell the answers apart. */
  requestId: string
  name: { first: string; last: string }
  propertyAddress: TraceAddress
}

/** A person of the provider's answer, with the request id if the provider echoed it. */
export interface TracedAnswerPerson extends TracedPerson {
  requestId: string | null
}

/** The answer to a set of trace requests: every person found, in no promised order. */
export interface TraceAnswer {
  persons: TracedAnswerPerson[]
}

export interface SkipTraceProvider {
  /** 'batchdata' or 'simulator' (stored as each person's source). */
  readonly kind: string
  /** True for the local simulator: what it answers is made up. */
  readonly simulated: boolean
  trace(requests: TraceRequest[]): Promise<TraceAnswer>
}

/** What a DNC and litigator scrub says of one number. */
export interface PhoneScrub {
  /** On the National DNC Registry, a state list, or a project DNC list. */
  dnc: boolean
  /** A known TCPA litigator's number. */
  litigator: boolean
  /** Wireless in a state that forbids solicitation calls to wireless numbers. */
  wirelessRestricted: boolean
  resultCode: string | null
  lineType: string | null
}

export interface PhoneComplianceProvider {
  readonly kind: string
  readonly simulated: boolean
  /** Scrubs 10-digit numbers; a number missing from the answer was not scrubbed. */
  scrub(numbers: string[]): Promise<Map<string, PhoneScrub>>
}

/** A person search for social profiles: a full name and what is known of where they live. */
interface SocialPersonQuery {
  name: string
  locality?: string
  region?: string
  postalCode?: string
  /** The provider's likelihood below which it answers no match (1-10). */
  minLikelihood: number
}

/** The one person the provider matched, with their social profiles. */
export interface SocialPersonMatch {
  /** The provider's confidence that this is the person asked for, 1 to 10. */
  likelihood: number
  fullName: string | null
  locality: string | null
  region: string | null
  postalCode: string | null
  birthYear: number | null
  profiles: { network: string; url: string; username: string | null }[]
}

export interface SocialProfileProvider {
  readonly kind: string
  readonly simulated: boolean
  /** The best match, or null when the provider found nobody (not billed). */
  findPerson(query: SocialPersonQuery): Promise<SocialPersonMatch | null>
}

/** The providers a process uses (server.ts builds them from the environment). */
export interface ContactProviders {
  skipTrace: SkipTraceProvider
  phoneCompliance: PhoneComplianceProvider
  socialProfiles: SocialProfileProvider
}

/** A provider failed or answered in a way the adapter cannot read; nothing was delivered. */
export class ContactProviderError extends Error {
  override name = 'ContactProviderError'

  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}
