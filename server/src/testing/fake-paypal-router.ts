/**
 * Which fake PayPal endpoint answers a request, after the checks PayPal makes on every API
 * call: a live bearer token, a JSON content type and a well-formed JSON body.
 */
import { approvalPage, revisionPage } from './fake-paypal-approval'
import { createPlan, createProduct } from './fake-paypal-catalogue'
import { paypalError, resourceNotFound } from './fake-paypal-errors'
import type { FakePayPalRequest, FakePayPalState, FakeReply } from './fake-paypal-state'
import { createSubscription, subscriptionAction } from './fake-paypal-subscriptions'
import { checkBearer, issueToken } from './fake-paypal-token'
import { verifyWebhookSignature } from './fake-paypal-webhooks'

const SUBSCRIPTION_PATH = /^\/v1\/billing\/subscriptions\/([^/]+)(?:\/([^/]+))?$/

/** Answers one request. */
export function routeFakePayPalRequest(
  state: FakePayPalState,
  request: FakePayPalRequest,
): FakeReply {
  const { method, path } = request
  if (path === '/v1/oauth2/token' && method === 'POST') return issueToken(state, request)
  if (method === 'GET' && path === '/webapps/billing/subscriptions') {
    return approvalPage(state, request)
  }
  if (method === 'GET' && path === '/webapps/billing/subscriptions/update') {
    return revisionPage(state, request)
  }
  if (!path.startsWith('/v1/')) return resourceNotFound()
  const refused = checkBearer(state, request) ?? checkBody(request)
  if (refused) return refused

  const subscription = SUBSCRIPTION_PATH.exec(path)
  if (subscription?.[1]) {
    const id = decodeURIComponent(subscription[1])
    return subscriptionAction(state, request, id, subscription[2])
  }
  if (method !== 'POST') return resourceNotFound()
  switch (path) {
    case '/v1/billing/subscriptions':
      return createSubscription(state, request)
    case '/v1/notifications/verify-webhook-signature':
      return verifyWebhookSignature(state, request)
    case '/v1/catalogs/products':
      return createProduct(state, request)
    case '/v1/billing/plans':
      return createPlan(state, request)
    default:
      return resourceNotFound()
  }
}

/** 415 for a body that is not declared JSON, 400 MALFORMED_REQUEST_JSON for broken JSON. */
function checkBody(request: FakePayPalRequest): FakeReply | null {
  if (request.rawBody === '') return null
  if (!String(request.headers['content-type']).startsWith('application/json')) {
    return paypalError(415, 'UNSUPPORTED_MEDIA_TYPE')
  }
  if (typeof request.body !== 'string') return null
  return paypalError(400, 'INVALID_REQUEST', [
    {
      location: 'body',
      issue: 'MALFORMED_REQUEST_JSON',
      description: 'The request JSON is not well formed.',
    },
  ])
}
