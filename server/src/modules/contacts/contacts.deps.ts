/** What the contacts services need from the app or the worker process. */
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { ContactProviders } from './providers/contact-providers'

export interface ContactsDeps {
  db: Db
  providers: ContactProviders
  log?: FastifyBaseLogger
}
