/**
 * The export of all a user's data and the deletion of their account need every module; accounts
 * owns both routes but imports none of the others (they import accounts), so the modules' faces
 * are composed here (docs/decisions/0028).
 */
import { SETTINGS_MESSAGES } from '@common/contracts/settings'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { AppError } from '../http/app-error'
import { forgetJobsNaming } from '../jobs/forget-jobs'
import type { AccountDataPorts, AccountDeletionSteps, ExportEntry } from '../modules/accounts'
import { alertsForExport } from '../modules/alerts'
import { apiKeysForExport } from '../modules/api'
import {
  type BillingDeps,
  cancelSubscriptionsForAccountDeletion,
  forgetBillingCustomer,
  PaymentProviderError,
} from '../modules/billing'
import { contactsForExport, purgeUserContacts } from '../modules/contacts'
import { crmForExport } from '../modules/crm'
import {
  documentIdsOf,
  documentObjectsOf,
  documentsForExport,
  type ObjectStorage,
  removePendingObjects,
  scheduleUserObjectDeletion,
} from '../modules/documents'
import { leadIdsOf, leadsForExport } from '../modules/leads'
import { outreachForExport } from '../modules/outreach'
import { searchesForExport } from '../modules/records'
import { leadsCsv } from './leads-csv'

const json = (value: unknown) => JSON.stringify(value, null, 2)

/** A stored file's name inside the zip: its id, then the user's own name made safe. */
function fileEntryName(id: string, originalName: string): string {
  const safe = originalName.replace(/[^\w.() -]+/g, '_').slice(-120) || 'file'
  return `documents/files/${id}-${safe}`
}

export function accountDataPorts(deps: {
  db: Db
  storage: ObjectStorage
  billing: BillingDeps
  log: FastifyBaseLogger
}): AccountDataPorts {
  const { db, storage } = deps
  return {
    async exportEntries(user): Promise<ExportEntry[]> {
      const { searches, savedResults } = await searchesForExport(db, user.id)
      const leads = await leadsForExport(db, user.id)
      const documents = await documentsForExport(db, user.id)
      const objects = await documentObjectsOf(db, user.id)
      const contacts = await contactsForExport(db, user.id)
      const outreach = await outreachForExport(db, user.id)
      const crm = await crmForExport(db, user.id)
      const alerts = await alertsForExport(db, user.id)
      const keys = await apiKeysForExport(db, user.id)
      const files: ExportEntry[] = []
      const included = new Set<string>()
      for (const object of objects) {
        if (!(await storage.exists(object.key))) continue
        included.add(object.id)
        files.push({
          path: fileEntryName(object.id, object.originalName),
          content: () => storage.get(object.key),
        })
      }
      return [
        { path: 'searches.json', content: json({ searches, savedResults }) },
        { path: 'leads.json', content: json(leads) },
        { path: 'leads.csv', content: await leadsCsv(leads) },
        {
          path: 'documents.json',
          content: json(documents.map((doc) => ({ ...doc, fileIncluded: included.has(doc.id) }))),
        },
        ...files,
        { path: 'contacts.json', content: json(contacts.contacts) },
        {
          path: 'social-profiles.json',
          content: json({
            profiles: contacts.socialProfiles,
            permissibleUse: contacts.permissibleUse,
          }),
        },
        { path: 'outreach-log.json', content: json(outreach.outreachLog) },
        { path: 'templates.json', content: json(outreach.templates) },
        {
          path: 'campaigns.json',
          content: json({
            campaigns: outreach.campaigns,
            emailsSent: outreach.emailsSent,
            senderIdentity: outreach.senderIdentity,
            mailboxes: outreach.mailboxes,
          }),
        },
        { path: 'crm.json', content: json(crm) },
        { path: 'alerts.json', content: json(alerts) },
        { path: 'api-keys.json', content: json(keys) },
      ]
    },
    deletion: deletionSteps(deps),
  }
}

/**
 * Billing cancels first; contacts, the jobs naming the user's data, billing's records naming the
 * user and the files' keys go in the transaction; files after it.
 */
function deletionSteps(deps: {
  db: Db
  storage: ObjectStorage
  billing: BillingDeps
  log: FastifyBaseLogger
}): AccountDeletionSteps<string[]> {
  const { db, storage } = deps
  return {
    async beforeDelete(user) {
      try {
        await cancelSubscriptionsForAccountDeletion(deps.billing, user)
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          deps.log.error({ err: error, userId: user.id }, 'account deletion: cancel failed')
          throw new AppError('PAYMENT_PROVIDER_ERROR', SETTINGS_MESSAGES.deletionNeedsProvider, 502)
        }
        throw error
      }
    },
    async inTransaction(tx, userId) {
      await purgeUserContacts(tx, userId)
      // Jobs naming the user, their leads or their documents (waiting, done or archived).
      const named = [userId, ...(await leadIdsOf(tx, userId)), ...(await documentIdsOf(tx, userId))]
      await forgetJobsNaming(tx, named)
      await forgetBillingCustomer(tx, userId)
      return scheduleUserObjectDeletion(tx, userId)
    },
    async afterDelete(_userId, keys) {
      const { remaining } = await removePendingObjects(db, (key) => storage.delete(key), {
        keys,
        log: deps.log,
      })
      return { filesRemaining: remaining }
    },
  }
}
