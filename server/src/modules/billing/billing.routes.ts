/** The billing calls of spec section 7, plus cancel, the usage report and the billing history. */
import {
  BILLING_MESSAGES,
  billingHistoryResponse,
  cancelSubscriptionResponse,
  completeSubscriptionRequest,
  completeSubscriptionResponse,
  createSubscriptionRequest,
  createSubscriptionResponse,
  usageResponse,
} from '@common/contracts/billing'
import { findPlan } from '@common/plans'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../http/app-error'
import { requireUser } from '../accounts'
import type { BillingDeps } from './billing.deps'
import { billingHistory } from './billing-history.service'
import { usageReport } from './entitlements.service'
import { PaymentProviderError } from './providers/payment-provider'
import {
  cancelSubscription,
  completeSubscription,
  createSubscriptionOrder,
} from './subscription.service'

export function billingRoutes(deps: BillingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // A provider failure is PayPal's, not the user's and not ours: a 502 that says so.
    app.addHook('onError', async (_request, _reply, error) => {
      if (error instanceof PaymentProviderError) {
        deps.log.error({ err: error }, 'payment provider call failed')
      }
    })
    app.setErrorHandler((error) => {
      if (error instanceof PaymentProviderError) {
        throw new AppError('PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerFailed, 502)
      }
      throw error
    })
    app.post(
      '/api/paypal/create-subscription',
      {
        onRequest: requireUser,
        schema: { body: createSubscriptionRequest, response: { 200: createSubscriptionResponse } },
      },
      async (request) => {
        const approvalUrl = await createSubscriptionOrder(deps, request.user, request.body.tier)
        return approvalUrl
          ? { approvalUrl }
          : { approvalUrl: null, message: BILLING_MESSAGES.alreadySubscribed }
      },
    )

    app.post(
      '/api/paypal/complete-subscription',
      {
        onRequest: requireUser,
        schema: {
          body: completeSubscriptionRequest,
          response: { 200: completeSubscriptionResponse, 202: completeSubscriptionResponse },
        },
      },
      async (request, reply) => {
        const { tier, status } = await completeSubscription(deps, request.user, request.body)
        const name = findPlan(tier)?.name ?? tier
        if (status === 'pending') {
          // Approved; PayPal is still activating it. The client asks again shortly.
          return reply
            .status(202)
            .send({ tier, status, message: BILLING_MESSAGES.activating(name) })
        }
        return { tier, status, message: BILLING_MESSAGES.activated(name) }
      },
    )

    app.post(
      '/api/billing/cancel',
      {
        onRequest: requireUser,
        schema: { response: { 200: cancelSubscriptionResponse } },
      },
      async (request) => {
        const endsAt = await cancelSubscription(deps, request.user)
        return { message: BILLING_MESSAGES.cancelled, endsAt: endsAt.toISOString() }
      },
    )

    app.get(
      '/api/billing/history',
      { onRequest: requireUser, schema: { response: { 200: billingHistoryResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return billingHistory(deps, request.user)
      },
    )

    app.get(
      '/api/billing/usage',
      { onRequest: requireUser, schema: { response: { 200: usageResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return usageReport(deps.db, request.user)
      },
    )
  }
}
