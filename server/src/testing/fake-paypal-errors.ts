/**
 * Error answers of the fake PayPal, shaped as PayPal's REST APIs shape them:
 * `{ name, message, debug_id, details: [{ field, value, location, issue, description }], links }`.
 */
import type { z } from 'zod'
import { type FakeReply, randomCode } from './fake-paypal-state'

/** A PayPal REST error answer. */
export function paypalError(
  status: number,
  name: string,
  message: string,
  details?: Array<Record<string, string>>,
): FakeReply {
  return {
    status,
    body: {
      name,
      message,
      debug_id: randomCode(13).toLowerCase(),
      ...(details ? { details } : {}),
      links: [
        {
          href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${name}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    },
  }
}

/** PayPal's answer to a body that breaks the schema: 400 INVALID_REQUEST, one detail a field. */
export function invalidRequest(error: z.ZodError): FakeReply {
  const details = error.issues.map((issue) => {
    const missing = issue.code === 'invalid_type' && issue.message.includes('received undefined')
    return {
      field: `/${issue.path.join('/')}`,
      location: 'body',
      issue: missing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
      description: issue.message,
    }
  })
  return paypalError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    details,
  )
}

/** 404 for an id the fake does not hold. */
export function resourceNotFound(): FakeReply {
  return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    { issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' },
  ])
}
