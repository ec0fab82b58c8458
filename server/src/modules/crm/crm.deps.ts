/**
 * What the CRM module needs, built once from the configuration (createCrmRuntime, in the
 * process's runtime) and read by its routes (app.ts) and its webhook job (`context.runtime.crm`).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import type { JobQueue } from '../../jobs/job-queue'
import { type SealingSettings, type SecretBox, sealingBoxFor } from '../../lib/secret-box'
import { HUBSPOT_API_BASE } from './providers/hubspot'
import { PODIO_API_BASE } from './providers/podio'
import type { CrmContact } from './push/crm-records'

export interface CrmRuntime {
  /** Seals the credentials; null in production without SECRETS_SEALING_KEY (nothing can connect). */
  box: SecretBox | null
  endpoints: { hubspot: string; podio: string }
  /** Webhooks to loopback and private addresses (tests only: never in production). */
  allowPrivateTargets: boolean
  /** Waits between rate-limited retries (tests shorten them). */
  sleep?: (ms: number) => Promise<void>
}

export interface CrmSettings extends SealingSettings {
  HUBSPOT_API_BASE?: string
  PODIO_API_BASE?: string
  CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS?: boolean
}

/** The runtime from the configuration: the same sealing key as mailbox tokens (SECRETS_SEALING_KEY). */
export function createCrmRuntime(settings: CrmSettings): CrmRuntime {
  const production = settings.NODE_ENV === 'production'
  return {
    box: sealingBoxFor(settings),
    endpoints: {
      hubspot: settings.HUBSPOT_API_BASE ?? HUBSPOT_API_BASE,
      podio: settings.PODIO_API_BASE ?? PODIO_API_BASE,
    },
    allowPrivateTargets: !production && settings.CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS === true,
  }
}

/**
 * The real contacts of the user's leads, callable numbers only (the contacts module's
 * exportableContacts, given at the composition root: crm does not import contacts).
 */
type CrmContactsReader = (user: SessionUser, leadIds: readonly string[]) => Promise<CrmContact[]>

export interface CrmDeps {
  db: Db
  runtime: CrmRuntime
  contactsFor: CrmContactsReader
  /** Null when this process runs no job queue: webhook pushes cannot be delivered then. */
  jobs: JobQueue | null
  log: FastifyBaseLogger
}
