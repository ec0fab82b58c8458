/**
 * How a resource joins the public API (/api/v1): one file exporting a V1Resource (its name, shown
 * as the OpenAPI tag, and a plugin of its routes), listed in resources/index.ts. Each route says
 * in `config.scopes` which key scopes it needs (a route without them is refused at start-up) and
 * may add OpenAPI-only details in `config.openapi` (a multipart body, a file response). The routes
 * validate with the same zod contracts as the web app's, so the OpenAPI document is generated
 * from what is enforced. Authentication, plan, scopes, rate limits and Idempotency-Key on POST
 * are the v1 plugin's, never a resource's.
 */
import type { ApiScope } from '@common/api-access'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import type { JobQueue } from '../../../jobs/job-queue'
import type { FieldCorrectedHook, ObjectStorage } from '../../documents'
import type { CallListContactsReader, LeadContactsReader, LeadUrgencyDeps } from '../../leads'
import type { PropertyEquityReader } from '../../records'
import type { ApiLimits } from '../api-usage'

/** What the resources may use, given by app.ts. */
export interface V1Deps {
  db: Db
  storage: ObjectStorage
  jobs: JobQueue | null
  uploadMaxBytes: number
  /** The web search's per-user limit (SEARCH_RATE_LIMIT_PER_MINUTE): the API search spends it too. */
  searchRateLimitPerMinute: number
  /** The shared property figures for searches filtered by equity (records' port, 0039). */
  readEquity: PropertyEquityReader
  limits: ApiLimits
  contactsForLead?: LeadContactsReader
  exportContacts?: CallListContactsReader
  /** The leads' reachability and urgency refresh (leads' deps, 0085), as the app's list has. */
  urgency?: LeadUrgencyDeps
  /** The lead kept from a corrected document follows the correction (leads' hook, 0055). */
  onFieldCorrected?: FieldCorrectedHook
}

export interface V1Resource {
  /** The OpenAPI tag: 'Leads', 'Documents'... */
  name: string
  description: string
  routes(deps: V1Deps): FastifyPluginAsyncZod
}

/** OpenAPI objects merged into a route's operation where zod says nothing (3.1 shapes). */
interface V1OpenApiExtras {
  requestBody?: Record<string, unknown>
  /** By status: raw OpenAPI response objects (e.g. a CSV file). */
  responses?: Record<string, Record<string, unknown>>
  /** By status: the route's own error answers (a 409 of its domain), said with their codes. */
  errors?: Record<number, string>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API key scopes a /api/v1 route needs (all of them). */
    scopes?: readonly ApiScope[]
    /** OpenAPI details a /api/v1 route's zod schemas cannot give. */
    openapi?: V1OpenApiExtras
    /**
     * 'handler': a POST whose body is not parsed before the handler (a multipart upload) claims its
     * Idempotency-Key itself (beginIdempotentRequest), with a fingerprint of the parts it read.
     */
    idempotency?: 'handler'
  }
}
