/**
 * What the user traced, for the export of all their data (docs/decisions/0028): the persons
 * found with their phones and e-mails, the social profiles, and the permissible-use statements
 * accepted. Only the user's own rows; simulated rows stay labelled `simulated`.
 */
import type { Db } from '../../db/client'
import { exportRows } from '../../db/export-rows'
import {
  contactEmails,
  contactPersons,
  contactPhones,
  permissibleUseAcceptances,
  socialProfiles,
} from '../../db/schema'

export async function contactsForExport(db: Db, userId: string) {
  const persons = await exportRows(
    db,
    contactPersons,
    userId,
    contactPersons.tracedAt,
    contactPersons.id,
  )
  const phones = await exportRows(db, contactPhones, userId, contactPhones.position)
  const emails = await exportRows(db, contactEmails, userId, contactEmails.position)
  const contacts = persons.map((person) => ({
    ...person,
    phones: phones.filter((phone) => phone.personId === person.id),
    emails: emails.filter((email) => email.personId === person.id),
  }))
  const profiles = await exportRows(db, socialProfiles, userId)
  const permissibleUse = await exportRows(db, permissibleUseAcceptances, userId)
  return { contacts, socialProfiles: profiles, permissibleUse }
}
