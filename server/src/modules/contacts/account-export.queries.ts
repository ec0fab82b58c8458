/**
 * What the user traced, for the export of all their data (docs/decisions/0028): the persons
 * found with their phones and e-mails, the social profiles, and the permissible-use statements
 * accepted. Only the user's own rows; simulated rows stay labelled `simulated`.
 */
import { getTableColumns } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  contactEmails,
  contactPersons,
  contactPhones,
  permissibleUseAcceptances,
  socialProfiles,
} from '../../db/schema'
import { userRows } from '../../db/user-rows'

const { userId: _p, ...personColumns } = getTableColumns(contactPersons)
const { userId: _ph, ...phoneColumns } = getTableColumns(contactPhones)
const { userId: _e, ...emailColumns } = getTableColumns(contactEmails)
const { userId: _s, ...profileColumns } = getTableColumns(socialProfiles)
const { userId: _a, ...acceptanceColumns } = getTableColumns(permissibleUseAcceptances)

export async function contactsForExport(db: Db, userId: string) {
  const persons = await userRows(
    db,
    contactPersons,
    userId,
    personColumns,
    contactPersons.tracedAt,
    contactPersons.id,
  )
  const phones = await userRows(db, contactPhones, userId, phoneColumns, contactPhones.position)
  const emails = await userRows(db, contactEmails, userId, emailColumns, contactEmails.position)
  const contacts = persons.map((person) => ({
    ...person,
    phones: phones.filter((phone) => phone.personId === person.id),
    emails: emails.filter((email) => email.personId === person.id),
  }))
  const profiles = await userRows(db, socialProfiles, userId, profileColumns)
  const permissibleUse = await userRows(db, permissibleUseAcceptances, userId, acceptanceColumns)
  return { contacts, socialProfiles: profiles, permissibleUse }
}
