/**
 * The alert e-mails: an instant one per match (monitors with frequency 'instant' and the e-mail
 * channel), one per urgency crossing (the urgency alert with the e-mail channel) and the daily
 * digest. Each carries an unsubscribe link and RFC 8058's
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

/** One alert e-mail with the unsubscribe headers and footer; `openUrl`: where it leads. */
async function sendAlertMail(
  runtime: AlertsRuntime,
  input: { user: SessionUser; subject: string; lines: string[]; openUrl: string },
): Promise<void> {
  const parts = unsubscribeParts(runtime, input.user.id)
  await runtime.mailer.send({
    to: input.user.email,
    subject: input.subject,
    text: [...input.lines, '', `Open it: ${input.openUrl}`, parts.footer].join('\n'),
    headers: parts.headers,
  })
}

export async function sendInstantAlertMail(
  options: { runtime: AlertsRuntime },
  input: { user: SessionUser; title: string; body: string; event: CaseEventForAlerts },
): Promise<void> {
  const { runtime } = options
  await sendAlertMail(runtime, {
    user: input.user,
    subject: `Alert: ${input.title}`,
    lines: [input.title, input.body],
    openUrl: `${runtime.publicUrl}/alerts`,
  })
}

/** The urgency alert's e-mail (issue 35): a lead's urgency rose to the user's threshold. */
export async function sendUrgencyAlertMail(
  runtime: AlertsRuntime,
  input: { user: SessionUser; title: string; body: string; link: string },
): Promise<void> {
  await sendAlertMail(runtime, {
    user: input.user,
    subject: input.title,
    lines: [input.title, input.body],
    openUrl: `${runtime.publicUrl}${input.link}`,
  })
}
