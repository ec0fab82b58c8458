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
  /**
   * Also log password-reset links. Only outside production with the development outbox (see
   * app.ts): then the mail is a local file anyway and the log is the developer's own terminal.
   * In production a link in the log would let anyone who reads logs take over the account.
   */
  logResetLinks: boolean
  /** Sign-ups one client address may attempt per hour (REGISTER_RATE_LIMIT_PER_HOUR). */
  registrationsPerHourPerAddress: number
  /** OPERATOR_FIRST_ACCOUNT: the deployment's first account is made its operator. */
  operatorFirstAccount?: boolean
}

/**
 * Runs `task` after the current reply has gone out (setImmediate: once the handler's promise and
 * Fastify's send are done), so the reply's timing cannot depend on it; a failure is logged.
 */
export function runAfterReply(
  deps: Pick<AccountsDeps, 'log'>,
  what: string,
  task: () => Promise<unknown>,
): void {
  setImmediate(() => {
    task().catch((error: unknown) => deps.log.error({ err: error }, `${what} failed`))
  })
}

/** Sends an e-mail without making the request wait for it; a failure is logged. */
export function sendInBackground(deps: AccountsDeps, message: Parameters<Mailer['send']>[0]): void {
  deps.mailer.send(message).catch((error: unknown) => {
    deps.log.error({ err: error, subject: message.subject }, 'e-mail could not be sent')
  })
}
