import {
  type AddSmtpMailboxRequest,
  addSmtpMailboxRequest,
} from '@common/contracts/email-campaigns'
import { z } from 'zod'
import { DEFAULT_PORTS, type SmtpFields, smtpFieldsProblem, smtpUrlOf } from './smtp-url'

/** The SMTP mailbox form: the sender's address and the server's fields. */
export type SmtpMailboxValues = SmtpFields & { email: string }

export const EMPTY_SMTP_MAILBOX: SmtpMailboxValues = {
  email: '',
  host: '',
  port: DEFAULT_PORTS.tls,
  security: 'tls',
  user: '',
  password: '',
}

/**
 * The form's client-side check (the first problem, in words a person can act on, as the form's
 * one error: react-hook-form's `errors.root`, since it may be about any field) and the
 * request it makes, checked by addSmtpMailboxRequest (the server's schema: its words, as the
 * server would have answered them, go under `email` or `smtpUrl`); the server then checks the
 * login by signing in.
 */
export const smtpMailboxFormSchema = z
  .object({
    email: z.string(),
    host: z.string(),
    port: z.string(),
    security: z.enum(['tls', 'starttls']),
    user: z.string(),
    password: z.string(),
  })
  .superRefine((fields, context) => {
    const problem = !fields.email.includes('@')
      ? 'Enter the address the e-mails come from, e.g. sam@example.com.'
      : smtpFieldsProblem(fields)
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['root'] })
  })
  .transform(
    (fields): AddSmtpMailboxRequest => ({ email: fields.email.trim(), smtpUrl: smtpUrlOf(fields) }),
  )
  .pipe(addSmtpMailboxRequest)
