/**
 * What the user traced, for the export of all their data (docs/decisions/0028): the persons
 * found with their phones and e-mails, the social profiles, and the permissible-use statements
 * accepted. Only the user's own rows; simulated rows stay labelled `simulated`.
 */
import { asc, eq, getTableColumns } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  contactEmails,
  contactPersons,
  contactPhones,
  permissibleUseAcceptances,
  socialProfiles,
} from '../../db/schema'

const { userId: _p, ...personColumns } = getTableColumns(contactPersons)
const { userId: _ph, ...phoneColumns } = getTableColumns(contactPhones)
const { userId: _e, ...emailColumns } = getTableColumns(contactEmails)
const { userId: _s, ...profileColumns } = getTableColumns(socialProfiles)
const { userId: _a, ...acceptanceColumns } = getTableColumns(permissibleUseAcceptances)

export async function contactsForExport(db: Db, userId: string) {
  const persons = await db
    .select({ ...personColumns })
    .from(contactPersons)
    .where(eq(contactPersons.userId, userId))
    .orderBy(asc(contactPersons.tracedAt), asc(contactPersons.id))
  const phones = await db
    .select({ ...phoneColumns })
    .from(contactPhones)
    .where(eq(contactPhones.userId, userId))
    .orderBy(asc(contactPhones.position))
  const emails = await db
    .select({ ...emailColumns })
    .from(contactEmails)
    .where(eq(contactEmails.userId, userId))
    .orderBy(asc(contactEmails.position))
  const contacts = persons.map((person) => ({
    ...person,
    phones: phones.filter((phone) => phone.personId === person.id),
    emails: emails.filter((email) => email.personId === person.id),
  }))
  const profiles = await db
    .select({ ...profileColumns })
    .from(socialProfiles)
    .where(eq(socialProfiles.userId, userId))
  const permissibleUse = await db
    .select({ ...acceptanceColumns })
    .from(permissibleUseAcceptances)
    .where(eq(permissibleUseAcceptances.userId, userId))
  return { contacts, socialProfiles: profiles, permissibleUse }
}
