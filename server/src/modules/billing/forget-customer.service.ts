/**
 * What billing keeps of a customer outside their own rows (which go with the user row), forgotten
 * in the transaction that deletes the account (docs/decisions/0028): the payment simulator's
 * subscriptions name the user in custom_id, as PayPal's do (the simulator stands in for PayPal,
 * so its records go; PayPal's own are PayPal's), and a received webhook's payload carries that
 * custom_id too. The webhook rows stay, for their event id (a redelivery is still recognised)
 * and what they record (type, subscription, amount); only the payload that names the user goes.
 * Called after the subscriptions were cancelled (account-deletion-cancel.service.ts).
 */
import { eq, sql } from 'drizzle-orm'
import { paymentWebhookEvents, simulatedSubscriptions } from '../../db/schema'
import type { DbOrTransaction } from '../accounts'

export async function forgetBillingCustomer(
  tx: DbOrTransaction,
  userId: string,
): Promise<{ simulatedSubscriptions: number; webhookPayloads: number }> {
  const simulated = await tx
    .delete(simulatedSubscriptions)
    .where(eq(simulatedSubscriptions.customId, userId))
  const payloads = await tx
    .update(paymentWebhookEvents)
    .set({ payload: {} })
    .where(sql`strpos(${paymentWebhookEvents.payload}::text, ${userId}) > 0`)
  return {
    simulatedSubscriptions: simulated.rowCount ?? 0,
    webhookPayloads: payloads.rowCount ?? 0,
  }
}
