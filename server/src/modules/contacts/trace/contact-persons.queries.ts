/**
 * The persons found for a lead's defendants (contact_persons, with contact_phones and
 * contact_emails) and the last trace of each defendant (defendant_traces). Every statement names
 * the owner's id: contact data is only ever read back by the user who traced it.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import {
  type ContactEmail,
  type ContactPerson,
  type ContactPhone,
  contactEmails,
  contactPersons,
  contactPhones,
  type DefendantTrace,
  defendantTraces,
  type TracedPerson,
} from '../../../db/schema'
import type { DbOrTransaction } from '../../accounts'

interface PersonToStore {
  person: TracedPerson
  nameTokens: string[]
  address: 'property' | 'mailing' | null
}

export interface DefendantOutcome {
  defendantName: string
  searchedName: string
  status: 'matched' | 'unmatched' | 'limit_reached' | 'failed'
  fromCache: boolean
  /** The persons found (matched only); they replace the defendant's earlier ones. */
  persons: PersonToStore[]
  source: string | null
  simulated: boolean
  tracedAt: Date
}

/**
 * Records each defendant's outcome and, for a matched one, replaces its persons with those found
 * (one transaction, serialised per lead). A defendant the allowance or the provider stopped keeps
 * what it had.
 */
export async function storeOutcomes(
  db: Db,
  options: { userId: string; leadId: string; outcomes: readonly DefendantOutcome[] },
): Promise<void> {
  const { userId, leadId } = options
  await db.transaction(async (tx) => {
    // Two traces of one lead at once: the second replaces the first's persons after it commits,
    // instead of both deleting nothing and inserting twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contacts:lead:${leadId}`}))`)
    for (const outcome of options.outcomes) {
      await tx
        .insert(defendantTraces)
        .values({
          userId,
          leadId,
          defendantName: outcome.defendantName,
          searchedName: outcome.searchedName,
          status: outcome.status,
          fromCache: outcome.fromCache,
          tracedAt: outcome.tracedAt,
        })
        .onConflictDoUpdate({
          target: [defendantTraces.leadId, defendantTraces.defendantName],
          set: {
            searchedName: outcome.searchedName,
            status: outcome.status,
            fromCache: outcome.fromCache,
            tracedAt: outcome.tracedAt,
          },
        })
      if (outcome.status !== 'matched' && outcome.status !== 'unmatched') continue
      await tx
        .delete(contactPersons)
        .where(
          and(
            eq(contactPersons.userId, userId),
            eq(contactPersons.leadId, leadId),
            eq(contactPersons.defendantName, outcome.defendantName),
          ),
        )
      for (const [position, found] of outcome.persons.entries()) {
        const { person } = found
        const [row] = await tx
          .insert(contactPersons)
          .values({
            userId,
            leadId,
            defendantName: outcome.defendantName,
            fullName: person.fullName,
            age: person.age,
            deceased: person.deceased,
            litigator: person.litigator,
            mailingAddress: person.mailingAddress,
            matchEvidence: { nameTokens: found.nameTokens, address: found.address },
            source: outcome.source ?? 'unknown',
            simulated: outcome.simulated,
            tracedAt: outcome.tracedAt,
            position,
          })
          .returning({ id: contactPersons.id })
        if (!row) continue
        if (person.phones.length > 0) {
          await tx.insert(contactPhones).values(
            person.phones.map((phone, index) => ({
              personId: row.id,
              userId,
              number: phone.number,
              lineType: phone.lineType,
              carrier: phone.carrier,
              providerDnc: phone.dnc,
              providerTcpa: phone.tcpa,
              reachable: phone.reachable,
              score: phone.score,
              position: index,
            })),
          )
        }
        if (person.emails.length > 0) {
          await tx.insert(contactEmails).values(
            person.emails.map((email, index) => ({
              personId: row.id,
              userId,
              address: email.address,
              tested: email.tested,
              position: index,
            })),
          )
        }
      }
    }
  })
}

export interface StoredPerson extends ContactPerson {
  phones: ContactPhone[]
  emails: ContactEmail[]
}

/** The owner's persons of a lead, in defendant then answer order, with phones and e-mails. */
export async function personsOfLead(
  db: Db,
  userId: string,
  leadId: string,
): Promise<StoredPerson[]> {
  const persons = await db
    .select()
    .from(contactPersons)
    .where(and(eq(contactPersons.userId, userId), eq(contactPersons.leadId, leadId)))
    .orderBy(asc(contactPersons.createdAt), asc(contactPersons.position))
  if (persons.length === 0) return []
  const ids = persons.map((person) => person.id)
  const phones = await db
    .select()
    .from(contactPhones)
    .where(and(eq(contactPhones.userId, userId), inArray(contactPhones.personId, ids)))
    .orderBy(asc(contactPhones.position))
  const emails = await db
    .select()
    .from(contactEmails)
    .where(and(eq(contactEmails.userId, userId), inArray(contactEmails.personId, ids)))
    .orderBy(asc(contactEmails.position))
  return persons.map((person) => ({
    ...person,
    phones: phones.filter((phone) => phone.personId === person.id),
    emails: emails.filter((email) => email.personId === person.id),
  }))
}

/** The owner's last trace of each defendant of a lead. */
export async function tracesOfLead(
  db: Db,
  userId: string,
  leadId: string,
): Promise<DefendantTrace[]> {
  return db
    .select()
    .from(defendantTraces)
    .where(and(eq(defendantTraces.userId, userId), eq(defendantTraces.leadId, leadId)))
}

/** How many persons the owner has for a lead (leads.contactCount). */
export async function countPersons(db: Db, userId: string, leadId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactPersons)
    .where(and(eq(contactPersons.userId, userId), eq(contactPersons.leadId, leadId)))
  return Number(row?.n ?? 0)
}

/** Deletes every contact row of a user (account deletion; the foreign keys would too). */
export async function deleteUserContactRows(db: DbOrTransaction, userId: string): Promise<void> {
  await db.execute(sql`delete from contact_persons where user_id = ${userId}::uuid`)
  await db.execute(sql`delete from defendant_traces where user_id = ${userId}::uuid`)
  await db.execute(sql`delete from person_trace_cache where user_id = ${userId}::uuid`)
  await db.execute(sql`delete from phone_compliance_cache where user_id = ${userId}::uuid`)
  await db.execute(sql`delete from skip_trace_batches where user_id = ${userId}::uuid`)
  await db.execute(sql`delete from social_profiles where user_id = ${userId}::uuid`)
  await db.execute(sql`delete from permissible_use_acceptances where user_id = ${userId}::uuid`)
}
