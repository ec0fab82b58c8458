/**
 * Error answers of the fake PayPal, shaped and worded as PayPal's REST APIs answer them
 * (billing_subscriptions_v1.json: error_400 ... error_503 and each operation's issues):
 * `{ name, message, debug_id, details: [{ field, value, location, issue, description }], links }`.
 * fake-paypal-schemas.test.ts checks every one against those documents.
 */
import type { z } from 'zod'
import { type FakeReply, randomCode } from './fake-paypal-state'

/** PayPal's fixed message per error name (the documents' enums). */
const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
  SERVICE_UNAVAILABLE: 'Service Unavailable.',
  UNSUPPORTED_MEDIA_TYPE: "The server does not support the request payload's media type.",
  RATE_LIMIT_REACHED: 'Too many requests. Blocked due to rate limiting.',
}

/** One entry of `details`. */
export type ErrorDetail = Record<string, string>

/** A PayPal REST error answer; the message is PayPal's own for the name. */
export function paypalError(
  status: number,
  name: string,
  details?: ErrorDetail[],
  headers?: Record<string, string>,
): FakeReply {
  return {
    status,
    headers,
    body: {
      name,
      message: MESSAGES[name] ?? name,
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

const ISSUE_DESCRIPTIONS: Record<string, string> = {
  MISSING_REQUIRED_PARAMETER: 'A required field is missing.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_MAX_LENGTH: 'The value of a field is too long.',
  INVALID_STRING_MIN_LENGTH: 'The value of a field is too short.',
}

/** A 400 INVALID_REQUEST with one detail about `field` (a JSON pointer or a parameter name). */
export function invalidField(
  field: string,
  issue: keyof typeof ISSUE_DESCRIPTIONS,
  location: 'body' | 'query' = 'body',
  value?: string,
): FakeReply {
  return paypalError(400, 'INVALID_REQUEST', [
    {
      field,
      ...(value === undefined ? {} : { value }),
      location,
      issue,
      description: ISSUE_DESCRIPTIONS[issue]!,
    },
  ])
}

/** PayPal's answer to a body that breaks the schema: 400 INVALID_REQUEST, one detail a field. */
export function invalidRequest(error: z.ZodError): FakeReply {
  const details = error.issues.map((issue) => {
    const missing = issue.code === 'invalid_type' && issue.message.includes('received undefined')
    const tooLong = issue.code === 'too_big' && issue.origin === 'string'
    const tooShort = issue.code === 'too_small' && issue.origin === 'string'
    const code = missing
      ? 'MISSING_REQUIRED_PARAMETER'
      : tooLong
        ? 'INVALID_STRING_MAX_LENGTH'
        : tooShort
          ? 'INVALID_STRING_MIN_LENGTH'
          : 'INVALID_PARAMETER_VALUE'
    return {
      field: `/${issue.path.join('/')}`,
      location: 'body',
      issue: code,
      description: ISSUE_DESCRIPTIONS[code]!,
    }
  })
  return paypalError(400, 'INVALID_REQUEST', details)
}

/** 422 UNPROCESSABLE_ENTITY with one issue, e.g. SUBSCRIPTION_STATUS_INVALID. */
export function unprocessable(issue: string, description: string): FakeReply {
  return paypalError(422, 'UNPROCESSABLE_ENTITY', [{ issue, description }])
}

/** 404 for an id the fake does not hold. */
export function resourceNotFound(): FakeReply {
  return paypalError(404, 'RESOURCE_NOT_FOUND', [
    {
      issue: 'INVALID_RESOURCE_ID',
      description:
        'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ])
}

/** The answers PayPal gives under load or in trouble, for failNext(path, status). */
export function troubleReply(status: number): FakeReply | null {
  if (status === 429)
    return paypalError(429, 'RATE_LIMIT_REACHED', undefined, { 'Retry-After': '1' })
  if (status === 500) return paypalError(500, 'INTERNAL_SERVER_ERROR')
  if (status === 503) return paypalError(503, 'SERVICE_UNAVAILABLE')
  return null
}
