/**
 * OAuth 2.0 in the fake PayPal: POST /v1/oauth2/token (client credentials, HTTP Basic auth)
 * issues bearer tokens, and API requests are checked against them.
 */
import { paypalError } from './fake-paypal-errors'
import {
  type FakePayPalRequest,
  type FakePayPalState,
  type FakeReply,
  fakeNow,
  randomCode,
} from './fake-paypal-state'

/** POST /v1/oauth2/token: answers as PayPal does, including its OAuth error bodies. */
export function issueToken(state: FakePayPalState, request: FakePayPalRequest): FakeReply {
  const credentials = /^Basic (.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1]
  const decoded = credentials ? Buffer.from(credentials, 'base64').toString('utf8') : ''
  const colon = decoded.indexOf(':')
  const clientId = colon < 0 ? '' : decoded.slice(0, colon)
  const clientSecret = colon < 0 ? '' : decoded.slice(colon + 1)
  if (clientId !== state.clientId || clientSecret !== state.clientSecret) {
    return {
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
    }
  }
  const grantType = new URLSearchParams(request.rawBody).get('grant_type')
  if (grantType !== 'client_credentials') {
    return {
      status: 400,
      body: {
        error: 'unsupported_grant_type',
        error_description: grantType ? 'Grant Type is not supported' : 'Grant Type is NULL',
      },
    }
  }
  const token = `A21AA${randomCode(60)}`
  state.tokens.set(token, fakeNow(state).getTime() + state.tokenLifetimeSeconds * 1000)
  return {
    status: 200,
    body: {
      scope:
        'https://uri.paypal.com/services/subscriptions https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: state.tokenLifetimeSeconds,
      nonce: `${fakeNow(state).toISOString()}${randomCode(20)}`,
    },
  }
}

/** Null when the request carries a live bearer token, else PayPal's 401 answer. */
export function checkBearer(state: FakePayPalState, request: FakePayPalRequest): FakeReply | null {
  const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1]
  if (bearer && (state.tokens.get(bearer) ?? 0) > fakeNow(state).getTime()) return null
  return paypalError(401, 'AUTHENTICATION_FAILURE')
}
