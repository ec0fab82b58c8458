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

export function emailChangeConfirmEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your new ${PRODUCT} e-mail address`,
    text: [
      `Someone asked to use this address for their ${PRODUCT} account.`,
      '',
      'To confirm it, open this link (it expires in 1 hour and works once):',
      link,
      '',
      'If it was not you, ignore this e-mail: nothing changes.',
    ].join('\n'),
    html: `<p>Someone asked to use this address for their ${PRODUCT} account.</p>
<p><a href="${escapeHtml(link)}">Confirm this e-mail address</a> (the link expires in 1 hour and works once).</p>
<p>If it was not you, ignore this e-mail: nothing changes.</p>`,
  }
}

/** To the old address, when a change to `newEmail` is asked for and when it is done. */
export function emailChangeNoticeEmail(
  to: string,
  newEmail: string,
  stage: 'requested' | 'done',
): MailMessage {
  const what =
    stage === 'requested'
      ? `A change of your ${PRODUCT} e-mail address to ${newEmail} was requested. It takes effect when the link sent to that address is opened.`
      : `The e-mail address of your ${PRODUCT} account is now ${newEmail}. This address no longer signs in.`
  return {
    to,
    subject:
      stage === 'requested'
        ? `A change of your ${PRODUCT} e-mail address was requested`
        : `Your ${PRODUCT} e-mail address was changed`,
    text: [
      what,
      '',
      'If you did not do this, reset your password at once and contact support.',
    ].join('\n'),
    html: `<p>${escapeHtml(what)}</p>
<p>If you did not do this, reset your password at once and contact support.</p>`,
  }
}

export function accountDeletedEmail(to: string): MailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} account was deleted`,
    text: [
      `Your ${PRODUCT} account and its data (searches, leads, documents, contacts, outreach) have been deleted.`,
      'A paid subscription, if you had one, has been cancelled at PayPal.',
    ].join('\n'),
    html: `<p>Your ${PRODUCT} account and its data (searches, leads, documents, contacts, outreach) have been deleted.</p>
<p>A paid subscription, if you had one, has been cancelled at PayPal.</p>`,
  }
}
