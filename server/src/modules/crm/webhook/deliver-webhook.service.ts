/**
 * One attempt of a webhook delivery: counted first (so a crash mid-send still counts), the
 * signed POST, then delivered, or retried by the job (thrown), or after the last attempt failed
 * for good: the webhook is disabled (the user re-enables it by connecting again) and the
 * delivery's records are freed for a later push.
 */
import { CRM } from '@common/limits'
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { crmConnections, crmWebhookDeliveries } from '../../../db/schema'
import { postSignedWebhook } from '../../../lib/signed-webhook'
import { openCredentials } from '../connections/credentials'
import type { CrmRuntime } from '../crm.deps'
import { releaseDeliveryPushes } from '../push/push-claims.queries'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

class WebhookAttemptFailed extends Error {
  override name = 'WebhookAttemptFailed'
}

export async function deliverWebhook(options: {
  db: Db
  runtime: CrmRuntime
  deliveryId: string
  log: FastifyBaseLogger
  maxAttempts?: number
}): Promise<'delivered' | 'failed' | 'skipped'> {
  const { db, deliveryId } = options
  const maxAttempts = options.maxAttempts ?? CRM.webhookAttempts
  const [delivery] = await db
    .update(crmWebhookDeliveries)
    .set({ attempts: sql`${crmWebhookDeliveries.attempts} + 1` })
    .where(
      sql`${crmWebhookDeliveries.id} = ${deliveryId} and ${crmWebhookDeliveries.status} = 'pending'`,
    )
    .returning()
  if (!delivery) return 'skipped'
  const [connection] = await db
    .select()
    .from(crmConnections)
    .where(eq(crmConnections.id, delivery.connectionId))
  const fail = async (tx: Tx, reason: string, final: boolean) => {
    await tx
      .update(crmWebhookDeliveries)
      .set({ lastError: reason, ...(final ? { status: 'failed' } : {}) })
      .where(eq(crmWebhookDeliveries.id, deliveryId))
    if (final) await releaseDeliveryPushes(tx, deliveryId)
  }
  if (!connection || connection.status === 'disabled') {
    await db.transaction((tx) => fail(tx, 'the webhook was disabled or removed', true))
    return 'failed'
  }
  if (!options.runtime.box) throw new WebhookAttemptFailed('no key to open the webhook secret')
  const { secret } = openCredentials(options.runtime.box, connection.sealedCredentials)
  const outcome = await postSignedWebhook({
    url: String(connection.settings.url ?? ''),
    secret: secret ?? '',
    id: deliveryId,
    body: delivery.body,
    userAgent: 'ForeclosureLeads-Webhook/1',
    allowPrivateTargets: options.runtime.allowPrivateTargets,
  })
  if (outcome.ok) {
    await db
      .update(crmWebhookDeliveries)
      .set({ status: 'delivered', deliveredAt: sql`now()`, lastError: null })
      .where(eq(crmWebhookDeliveries.id, deliveryId))
    await db
      .update(crmConnections)
      .set({ consecutiveFailures: 0, lastError: null, lastPushedAt: sql`now()` })
      .where(eq(crmConnections.id, connection.id))
    return 'delivered'
  }
  const final = delivery.attempts >= maxAttempts
  // One transaction: nobody sees the delivery failed while its webhook still looks connected.
  await db.transaction(async (tx) => {
    await fail(tx, outcome.reason, final)
    await tx
      .update(crmConnections)
      .set({
        consecutiveFailures: sql`${crmConnections.consecutiveFailures} + 1`,
        lastError: final
          ? `Disabled after ${delivery.attempts} failed attempts: ${outcome.reason}. Connect the webhook again to re-enable it.`
          : outcome.reason,
        ...(final ? { status: 'disabled' } : {}),
      })
      .where(eq(crmConnections.id, connection.id))
  })
  if (final) {
    options.log.warn({ deliveryId, reason: outcome.reason }, 'CRM webhook disabled')
    return 'failed'
  }
  throw new WebhookAttemptFailed(`attempt ${delivery.attempts}: ${outcome.reason}`)
}
