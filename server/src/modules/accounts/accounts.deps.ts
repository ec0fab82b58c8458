import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { Mailer } from '../../mail/mailer'
import type { SessionSettings } from './session.service'

/** What the accounts services need from the app. */
export interface AccountsDeps {
  db: Db
  mailer: Mailer
  sessionSettings: SessionSettings
  /** Links in e-mails are built from this, never from the request's Host header. */
  publicUrl: string
  log: FastifyBaseLogger
}

/** Sends an e-mail without making the request wait for it; a failure is logged. */
export function sendInBackground(deps: AccountsDeps, message: Parameters<Mailer['send']>[0]): void {
  deps.mailer.send(message).catch((error: unknown) => {
    deps.log.error({ err: error, subject: message.subject }, 'e-mail could not be sent')
  })
}
