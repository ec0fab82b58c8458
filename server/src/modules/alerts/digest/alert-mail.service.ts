/**
 * The alert e-mails: an instant one per match (monitors with frequency 'instant' and the e-mail
 * channel) and the daily digest. Each carries an unsubscribe link and RFC 8058's
 * List-Unsubscribe / List-Unsubscribe-Post headers; the one-click POST turns alert e-mails off.
 */
import type { SessionUser } from '../../../db/schema'
import type { CaseEventForAlerts } from '../../records'
import type { AlertsRuntime } from '../alerts.deps'
import { alertsUnsubscribeToken } from './unsubscribe-token'

export const ALERTS_UNSUBSCRIBE_PATH_PREFIX = '/alerts/unsubscribe/'

function unsubscribeUrl(runtime: AlertsRuntime, userId: string): string {
  return `${runtime.publicUrl}${ALERTS_UNSUBSCRIBE_PATH_PREFIX}${alertsUnsubscribeToken(runtime.unsubscribeSecret, userId)}`
}

/** The message's headers and footer lines that let the reader stop alert e-mails. */
export function unsubscribeParts(runtime: AlertsRuntime, userId: string) {
  const url = unsubscribeUrl(runtime, userId)
  return {
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    footer: [
      '',
      `Manage your alerts: ${runtime.publicUrl}/alerts`,
      `Stop alert e-mails (one click, no login): ${url}`,
    ].join('\n'),
  }
}

export async function sendInstantAlertMail(
  options: { runtime: AlertsRuntime },
  input: { user: SessionUser; title: string; body: string; event: CaseEventForAlerts },
): Promise<void> {
  const { runtime } = options
  const parts = unsubscribeParts(runtime, input.user.id)
  await runtime.mailer.send({
    to: input.user.email,
    subject: `Alert: ${input.title}`,
    text: [input.title, input.body, '', `Open it: ${runtime.publicUrl}/alerts`, parts.footer].join(
      '\n',
    ),
    headers: parts.headers,
  })
}
