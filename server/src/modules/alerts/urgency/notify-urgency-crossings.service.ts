/**
 * The urgency alert's firing (issue 35): the leads module's refresh of stored urgency scores
 * reports the leads whose score changed (each change once); a change fires for its user when
 * their urgency alert is on, their plan has alerts, and the score crossed the threshold upward
 * (previous < threshold <= score). A lead scored for the first time (previous null) does not fire:
 * it did not rise, it was just seen. The bell's notification is keyed by the crossing (lead,
 * previous, score, day), so a batch reported twice adds nothing twice; the e-mail goes with the
 * notification that was added (or, e-mail only, with every reported crossing), with the alert
 * e-mails' unsubscribe headers, as a monitor's instant mail (decision 0086).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { findUserById } from '../../accounts'
import type { UrgencyChange } from '../../leads'
import type { AlertsRuntime } from '../alerts.deps'
import { sendUrgencyAlertMail } from '../digest/alert-mail.service'
import { alertsInPlan } from '../monitors/alert-plan'
import { addNotification } from '../notifications/notifications.service'
import { enabledUrgencyAlerts, type UrgencyAlertSetting } from './urgency-alert.service'

export interface NotifyUrgencyOptions {
  db: Db
  runtime: AlertsRuntime
  log: FastifyBaseLogger
  now?: Date
}

/** True when the change rose from below the threshold to it or above. */
function crossesUpward(change: UrgencyChange, threshold: number): boolean {
  return change.previous !== null && change.previous < threshold && threshold <= change.score
}

/** The crossing's key: the same report twice is one notification. */
const crossingKey = (change: UrgencyChange, now: Date) =>
  `urgency:${change.leadId}:${change.previous}->${change.score}:${now.toISOString().slice(0, 10)}`

/** Tells each user of their leads that crossed their threshold; returns how many were told. */
export async function notifyUrgencyCrossings(
  options: NotifyUrgencyOptions,
  changes: readonly UrgencyChange[],
): Promise<number> {
  const byUser = new Map<string, UrgencyChange[]>()
  for (const change of changes) {
    if (change.previous === null) continue
    const theirs = byUser.get(change.userId)
    if (theirs) theirs.push(change)
    else byUser.set(change.userId, [change])
  }
  const settings = await enabledUrgencyAlerts(options.db, [...byUser.keys()])
  let told = 0
  for (const [userId, setting] of settings) {
    const crossings = (byUser.get(userId) ?? []).filter((change) =>
      crossesUpward(change, setting.threshold),
    )
    if (crossings.length === 0) continue
    try {
      told += await tellUser(options, userId, setting, crossings)
    } catch (error) {
      options.log.warn({ err: error, userId }, 'urgency alert not told')
    }
  }
  return told
}

async function tellUser(
  options: NotifyUrgencyOptions,
  userId: string,
  setting: UrgencyAlertSetting,
  crossings: UrgencyChange[],
): Promise<number> {
  const { db } = options
  const user = await findUserById(db, userId)
  // A plan that no longer has alerts (or a deleted account) silences it, as monitors are.
  if (!user || !alertsInPlan(user)) return 0
  // An alert the user set up is theirs, as a monitor's instant mail is: the "product e-mails"
  // preference (news and tips) does not silence it; the mail's one-click unsubscribe does.
  const email = setting.channels.includes('email')
  const now = options.now ?? new Date()
  let told = 0
  for (const change of crossings) {
    const title = `Lead urgency ${change.score}: ${change.title}`
    const body = change.explanation
    const link = `/dashboard?lead=${change.leadId}`
    const added = setting.channels.includes('in_app')
      ? await addNotification(db, {
          userId,
          kind: 'urgency',
          title,
          body,
          link,
          eventKey: crossingKey(change, now),
        })
      : true
    if (!added) continue
    told++
    if (email) {
      await sendUrgencyAlertMail(options.runtime, { user, title, body, link }).catch((error) =>
        options.log.warn({ err: error, leadId: change.leadId }, 'urgency alert e-mail not sent'),
      )
    }
  }
  return told
}
