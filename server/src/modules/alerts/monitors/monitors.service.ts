/**
 * Monitors: the user's saved searches that alert (POST/GET/PATCH/DELETE /api/alerts). The plan
 * decides whether alerts are offered, how many monitors and what they may watch; a daily e-mail
 * monitor turns the user's daily digest on (the digest's unsubscribe link turns it off).
 */
import type {
  AlertChannel,
  AlertMonitor,
  createAlertRequest,
  ListAlertsResponse,
  updateAlertRequest,
} from '@common/contracts/alerts'
import type { z } from 'zod'
import type { Db } from '../../../db/client'
import type { AlertMonitorRow, SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { setDailyDigest } from '../../accounts'
import { requireActiveWebhook } from '../webhooks/webhook-settings.service'
import { allowanceOf, checkMonitorAgainstPlan, requireAlertsInPlan } from './alert-plan'
import {
  deleteMonitor,
  findMonitor,
  insertMonitorWithinLimit,
  listMonitors,
  updateMonitor,
} from './monitors.queries'

type CreateInput = z.output<typeof createAlertRequest>
type UpdateInput = z.output<typeof updateAlertRequest>

function presentMonitor(row: AlertMonitorRow): AlertMonitor {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    zipCodes: row.zipCodes,
    counties: row.counties,
    filingTypes: row.filingTypes,
    stages: row.stages,
    saleWithinDays: row.saleWithinDays,
    frequency: row.frequency as AlertMonitor['frequency'],
    channels: row.channels as AlertChannel[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  }
}

const notFound = () => AppError.notFound('ALERT_NOT_FOUND', 'Alert not found')

/** The webhook channel needs a saved, working webhook to post to. */
async function checkWebhookChannel(db: Db, userId: string, channels: readonly string[]) {
  if (channels.includes('webhook')) await requireActiveWebhook(db, userId, ' in Alerts > Webhook')
}

const normalised = <T extends { counties?: string[] }>(input: T): T =>
  input.counties ? { ...input, counties: input.counties.map((c) => c.toLowerCase()) } : input

export async function createMonitor(db: Db, user: SessionUser, input: CreateInput) {
  const allowance = requireAlertsInPlan(user)
  const values = normalised(input)
  checkMonitorAgainstPlan(allowance, values)
  await checkWebhookChannel(db, user.id, values.channels)
  const row = await insertMonitorWithinLimit(db, user.id, allowance.monitors, values)
  if (!row) {
    throw AppError.forbidden(
      'ALERT_LIMIT_REACHED',
      `Your plan allows ${allowance.monitors} alerts. Delete one${allowance.monitors < 25 ? ' or upgrade to Elite for more' : ''}.`,
      { limit: allowance.monitors, requiresUpgrade: allowance.monitors < 25 },
    )
  }
  if (row.frequency === 'daily' && row.channels.includes('email')) {
    await setDailyDigest(db, user.id, true)
  }
  return presentMonitor(row)
}

export async function listUserMonitors(db: Db, user: SessionUser): Promise<ListAlertsResponse> {
  const rows = await listMonitors(db, user.id)
  const allowance = allowanceOf(user)
  return { monitors: rows.map(presentMonitor), allowance: { ...allowance, used: rows.length } }
}

export async function changeMonitor(db: Db, user: SessionUser, id: string, input: UpdateInput) {
  const allowance = requireAlertsInPlan(user)
  const current = await findMonitor(db, user.id, id)
  if (!current) throw notFound()
  const values = normalised(input)
  const merged = {
    zipCodes: values.zipCodes ?? current.zipCodes,
    counties: values.counties ?? current.counties,
    channels: (values.channels ?? current.channels) as AlertChannel[],
  }
  if (merged.zipCodes.length + merged.counties.length === 0) {
    throw AppError.badRequest(
      'VALIDATION_FAILED',
      'Give at least one ZIP code or county to watch',
      { fields: [{ path: 'zipCodes', message: 'Give at least one ZIP code or county to watch' }] },
    )
  }
  checkMonitorAgainstPlan(allowance, merged)
  if (values.channels) await checkWebhookChannel(db, user.id, values.channels)
  const row = await updateMonitor(db, user.id, id, values)
  if (!row) throw notFound()
  if (
    row.frequency === 'daily' &&
    row.channels.includes('email') &&
    (values.frequency || values.channels)
  ) {
    await setDailyDigest(db, user.id, true)
  }
  return presentMonitor(row)
}

export async function removeMonitor(db: Db, user: SessionUser, id: string): Promise<void> {
  if (!(await deleteMonitor(db, user.id, id))) throw notFound()
}
