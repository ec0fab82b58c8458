/** The e-mails the accounts feature sends: plain text with a simple HTML twin. */
import { escapeHtml } from '../../lib/escape-html'
import type { MailMessage } from '../../mail/mailer'

const PRODUCT = 'Foreclosure Leads'

export function passwordResetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      'Someone asked to reset the password of your account.',
      '',
      'To choose a new password, open this link (it expires in 1 hour and works once):',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone asked to reset the password of your account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link expires in 1 hour and works once).</p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
  }
}

export function passwordChangedEmail(to: string, when: Date): MailMessage {
  const stamp = when.toUTCString()
  return {
    to,
    subject: `Your ${PRODUCT} password was changed`,
    text: [
      `The password of your ${PRODUCT} account was changed on ${stamp}.`,
      'Every other signed-in session has been signed out.',
      '',
      'If you did not do this, reset your password at once and contact support.',
    ].join('\n'),
    html: `<p>The password of your ${PRODUCT} account was changed on ${escapeHtml(stamp)}.</p>
<p>Every other signed-in session has been signed out.</p>
<p>If you did not do this, reset your password at once and contact support.</p>`,
  }
}
