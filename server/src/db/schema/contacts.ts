/**
 * Contacts (docs/decisions/0023-contacts.md): persons found for a lead's defendants with their
 * phones and e-mails, the 90-day cache of bought traces, the 31-day cache of phone scrubs, batch
 * traces and the permissible-use acceptances (social profiles are in social-profiles.ts). Every
 * row is one user's and goes with the account (on delete cascade).
 */

import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  counter,
  createdAt,
  flag,
  oneOf,
  parentId,
  timestamps,
  timestamptz,
  uuidPk,
} from './columns'
import { leads } from './leads'
import { ownerId, userOwned } from './user-owned'

/** A user's acceptance of the permissible-use statement (DPPA/GLBA), one row per version. */
export const permissibleUseAcceptances = pgTable(
  'permissible_use_acceptances',
  {
    userId: ownerId(),
    version: text('version').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
)

/** A stored person of a provider's answer, as the cache and the lead's persons keep it. */
export interface TracedPerson {
  firstName: string | null
  lastName: string | null
  fullName: string
  age: number | null
  deceased: boolean | null
  litigator: boolean | null
  phones: {
    number: string
    lineType: string
    carrier: string | null
    dnc: boolean | null
    tcpa: boolean | null
    reachable: boolean | null
    score: number | null
  }[]
  emails: { address: string; tested: boolean | null }[]
  mailingAddress: {
    street: string | null
    city: string | null
    state: string | null
    zip: string | null
  } | null
  propertyAddress: {
    street: string | null
    city: string | null
    state: string | null
    zip: string | null
  } | null
}

/**
 * What one trace of a name at an address bought, per user, reused for 90 days (the same person
 * is not bought twice). A row is first written as a claim ('pending'), so two parallel traces
 * of the same person buy it once: the second waits for the first's answer.
 */
export const personTraceCache = pgTable(
  'person_trace_cache',
  {
    userId: ownerId(),
    /** Normalised name tokens and address: 'doe jane|123 main st|45202'. */
    cacheKey: text('cache_key').notNull(),
    /** 'pending' (being bought), 'matched', 'unmatched'. */
    status: text('status').notNull(),
    persons: jsonb('persons').$type<TracedPerson[]>().notNull().default(sql`'[]'::jsonb`),
    source: text('source'),
    simulated: flag('simulated'),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
    fetchedAt: timestamptz('fetched_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cacheKey] }),
    check('person_trace_cache_status_check', oneOf(t.status, ['pending', 'matched', 'unmatched'])),
  ],
)

/** The DNC and litigator scrub of one number, per user, reused for 31 days. */
export const phoneComplianceCache = pgTable(
  'phone_compliance_cache',
  {
    userId: ownerId(),
    /** 10 digits. */
    number: text('number').notNull(),
    dnc: boolean('dnc').notNull(),
    litigator: boolean('litigator').notNull(),
    /** A wireless number in a state that forbids solicitation calls to wireless numbers. */
    wirelessRestricted: flag('wireless_restricted'),
    /** The scrub's own result code (DNCScrub: C, D, W, L...). */
    resultCode: text('result_code'),
    lineType: text('line_type'),
    source: text('source').notNull(),
    simulated: flag('simulated'),
    checkedAt: timestamptz('checked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.number] })],
)

/** The last trace of each defendant of a lead: what was searched, and what came of it. */
export const defendantTraces = pgTable(
  'defendant_traces',
  {
    ...userOwned(),
    leadId: parentId('lead_id', () => leads.id),
    defendantName: text('defendant_name').notNull(),
    searchedName: text('searched_name').notNull(),
    /** matched, unmatched, limit_reached, failed. */
    status: text('status').notNull(),
    fromCache: flag('from_cache'),
    tracedAt: timestamptz('traced_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('defendant_traces_lead_defendant_unique').on(t.leadId, t.defendantName),
    // A user's traces in a date range (analytics: 0034).
    index('defendant_traces_user_id_traced_at_idx').on(t.userId, t.tracedAt),
  ],
)

/** A person found for one defendant of a lead. */
export const contactPersons = pgTable(
  'contact_persons',
  {
    ...userOwned(),
    leadId: parentId('lead_id', () => leads.id),
    defendantName: text('defendant_name').notNull(),
    fullName: text('full_name').notNull(),
    age: integer('age'),
    deceased: boolean('deceased'),
    litigator: boolean('litigator'),
    mailingAddress: jsonb('mailing_address').$type<TracedPerson['mailingAddress']>(),
    /** The name words and the address that tied the person to the defendant. */
    matchEvidence: jsonb('match_evidence')
      .$type<{ nameTokens: string[]; address: 'property' | 'mailing' | null }>()
      .notNull(),
    /** 'batchdata' or 'simulator'. */
    source: text('source').notNull(),
    simulated: flag('simulated'),
    /** When the provider answered (a cached answer keeps its date). */
    tracedAt: timestamptz('traced_at').notNull(),
    position: counter('position'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_persons_lead_id_idx').on(t.leadId, t.position)],
)

/** A phone of a found person, with what the provider said of it. */
export const contactPhones = pgTable(
  'contact_phones',
  {
    id: uuidPk(),
    personId: parentId('person_id', () => contactPersons.id),
    userId: ownerId(),
    /** 10 digits. */
    number: text('number').notNull(),
    lineType: text('line_type').notNull(),
    carrier: text('carrier'),
    /** The skip-trace provider's own DNC and TCPA flags (the scrub is kept apart, per number). */
    providerDnc: boolean('provider_dnc'),
    providerTcpa: boolean('provider_tcpa'),
    reachable: boolean('reachable'),
    score: integer('score'),
    position: counter('position'),
  },
  (t) => [index('contact_phones_person_id_idx').on(t.personId)],
)

/** An e-mail address of a found person. */
export const contactEmails = pgTable(
  'contact_emails',
  {
    id: uuidPk(),
    personId: parentId('person_id', () => contactPersons.id),
    userId: ownerId(),
    address: text('address').notNull(),
    tested: boolean('tested'),
    position: counter('position'),
  },
  (t) => [index('contact_emails_person_id_idx').on(t.personId)],
)

/** A batch trace of many leads (a job): its progress, readable while it runs, and cancellable. */
export const skipTraceBatches = pgTable(
  'skip_trace_batches',
  {
    ...userOwned(),
    leadIds: uuid('lead_ids').array().notNull(),
    /** Leads already done (a job delivered again resumes after them). */
    doneLeadIds: uuid('done_lead_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status').notNull().default('queued'),
    matched: counter('matched'),
    unmatched: counter('unmatched'),
    failed: counter('failed'),
    charged: counter('charged'),
    message: text('message'),
    cancelRequestedAt: timestamptz('cancel_requested_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    ...timestamps(),
  },
  (t) => [
    index('skip_trace_batches_user_id_created_at_idx').on(t.userId, t.createdAt),
    // One running batch per user: a second one waits its turn (409).
    uniqueIndex('skip_trace_batches_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
    check(
      'skip_trace_batches_status_check',
      oneOf(t.status, ['queued', 'running', 'completed', 'cancelled', 'limit_reached', 'failed']),
    ),
  ],
)

export type ContactPerson = typeof contactPersons.$inferSelect
export type ContactPhone = typeof contactPhones.$inferSelect
export type ContactEmail = typeof contactEmails.$inferSelect
export type SkipTraceBatch = typeof skipTraceBatches.$inferSelect
export type DefendantTrace = typeof defendantTraces.$inferSelect
