/**
 * A user's connected mailboxes (Google or Microsoft by OAuth, or their own SMTP server), so
 * campaign e-mails come from them: listing, adding an SMTP server, removing. Connecting by OAuth
 * is in mailbox-oauth.service.ts, sending through one in mailbox-transport.service.ts.
 */
import type { MailboxProvider } from '@common/enums'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Db } from '../../../db/client'
import { deleteOwnRow } from '../../../db/own-rows'
import { type EmailToken, emailTokens } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import type { SmtpTimeouts } from '../../../mail/smtp-mailer'
import { guardedSmtpSettings, smtpFailureDetail, smtpFailureMessage } from './guarded-smtp'
import { type MailboxDeps, requireBox } from './mailbox-deps'

export interface MailboxView {
  id: string
  provider: MailboxProvider
  email: string
  isConnected: boolean
  lastError: string | null
  connectedAt: string
}

function toView(row: EmailToken): MailboxView {
  return {
    id: row.id,
    provider: row.provider as MailboxProvider,
    email: row.email,
    isConnected: row.isConnected,
    lastError: row.lastError,
    connectedAt: row.createdAt.toISOString(),
  }
}

export async function listMailboxes(db: Db, userId: string): Promise<MailboxView[]> {
  const rows = await db.select().from(emailTokens).where(eq(emailTokens.userId, userId))
  return rows.map(toView)
}

/** How long the check of a new SMTP server may wait at each stage. */
const VERIFY_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 15_000 }

/**
 * Adds the user's own SMTP server after checking that it accepts the credentials: its host must
 * pass the SSRF guard first (guarded-smtp.ts), and a failure is told without saying whether the
 * port refused, reset or stayed silent (the details go to `log`).
 */
export async function addSmtpMailbox(
  deps: MailboxDeps,
  input: {
    userId: string
    email: string
    smtpUrl: string
    log: FastifyBaseLogger
    /** Tests shorten the waits. */
    timeouts?: Partial<SmtpTimeouts>
  },
): Promise<MailboxView> {
  const box = requireBox(deps)
  const guarded = await guardedSmtpSettings(
    input.smtpUrl,
    { allowPrivateTargets: deps.allowPrivateTargets },
    { ...VERIFY_TIMEOUTS, ...input.timeouts },
  )
  if (!guarded.ok) {
    input.log.info({ reason: guarded.reason, detail: guarded.detail }, 'SMTP mailbox refused')
    throw AppError.badRequest('SMTP_MAILBOX_REFUSED', guarded.message)
  }
  const transport = nodemailer.createTransport({ ...guarded.settings, pool: false })
  try {
    await transport.verify()
  } catch (error) {
    input.log.info(
      { server: guarded.server, ...smtpFailureDetail(error, guarded.settings.auth?.pass) },
      'SMTP mailbox check failed',
    )
    throw AppError.badRequest('SMTP_MAILBOX_REFUSED', smtpFailureMessage(error, guarded.server))
  } finally {
    transport.close()
  }
  const email = input.email.toLowerCase()
  const values = { accessToken: box.seal(input.smtpUrl), isConnected: true, lastError: null }
  const [row] = await deps.db
    .insert(emailTokens)
    .values({ userId: input.userId, provider: 'smtp', email, ...values })
    .onConflictDoUpdate({
      target: [emailTokens.userId, emailTokens.provider, emailTokens.email],
      set: values,
    })
    .returning()
  if (!row) throw new Error('addSmtpMailbox: no row returned')
  return toView(row)
}

export async function removeMailbox(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnRow(db, emailTokens, userId, id)))
    throw AppError.notFound('MAILBOX_NOT_FOUND', 'Mailbox not found')
}
