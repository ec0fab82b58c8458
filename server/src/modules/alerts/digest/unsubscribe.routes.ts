/**
 * Stopping alert e-mails (CAN-SPAM, RFC 8058): `GET /alerts/unsubscribe/:token` is a page with
 * one form button (a GET never unsubscribes: link scanners open links); `POST` unsubscribes at
 * once: the button, and the one-click POST a mail provider sends with
 * `List-Unsubscribe=One-Click`, which carries no cookie and needs no login. It turns the daily
 * digest off and takes the e-mail channel off the user's monitors and urgency alert.
 */

import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../../db/client'
import { alertMonitors, urgencyAlerts } from '../../../db/schema'
import { acceptOneClickBodies, oneClickForm, unsubscribePage } from '../../../http/unsubscribe-page'
import { findUserById, setDailyDigest } from '../../accounts'
import { ALERTS_UNSUBSCRIBE_PATH_PREFIX } from './alert-mail.service'
import { readAlertsUnsubscribeToken } from './unsubscribe-token'

const INVALID =
  '<p>This unsubscribe link is not valid. Open it again from the e-mail, or turn alert e-mails off in Settings.</p>'

/** The channels without e-mail (in-app when e-mail was the only one). */
const withoutEmail = (channels: AnyPgColumn) =>
  sql`coalesce(nullif(array_remove(${channels}, 'email'), '{}'), '{in_app}')`

/**
 * Turns the user's alert e-mails off: the digest preference, every monitor's e-mail channel and
 * the urgency alert's.
 */
async function stopAlertEmails(db: Db, userId: string): Promise<void> {
  await setDailyDigest(db, userId, false)
  await db
    .update(alertMonitors)
    .set({ channels: withoutEmail(alertMonitors.channels) })
    .where(eq(alertMonitors.userId, userId))
  await db
    .update(urgencyAlerts)
    .set({ channels: withoutEmail(urgencyAlerts.channels) })
    .where(eq(urgencyAlerts.userId, userId))
}

export function alertsUnsubscribeRoutes(deps: { db: Db; secret: string }): FastifyPluginAsync {
  return async (app) => {
    // The one-click POST is a form body; it is read as text and not needed (the link names the user).
    acceptOneClickBodies(app)
    const userOf = async (token: string) => {
      const userId = readAlertsUnsubscribeToken(deps.secret, token)
      return userId ? findUserById(deps.db, userId) : null
    }
    app.get<{ Params: { token: string } }>(
      `${ALERTS_UNSUBSCRIBE_PATH_PREFIX}:token`,
      async (request, reply) => {
        if (!(await userOf(request.params.token)))
          return unsubscribePage(reply, 404, 'Link not valid', INVALID)
        const action = `${ALERTS_UNSUBSCRIBE_PATH_PREFIX}${encodeURIComponent(request.params.token)}`
        return unsubscribePage(
          reply,
          200,
          'Stop alert e-mails',
          `<p>Stop the daily digest and instant alert e-mails? Your alerts stay in the app's notifications.</p>${oneClickForm(action)}`,
        )
      },
    )
    app.post<{ Params: { token: string } }>(
      `${ALERTS_UNSUBSCRIBE_PATH_PREFIX}:token`,
      async (request, reply) => {
        const user = await userOf(request.params.token)
        if (!user) return unsubscribePage(reply, 404, 'Link not valid', INVALID)
        await stopAlertEmails(deps.db, user.id)
        return unsubscribePage(
          reply,
          200,
          'You are unsubscribed',
          '<p>You will not receive alert e-mails any more. Turn them on again in Settings or on an alert.</p>',
        )
      },
    )
  }
}
