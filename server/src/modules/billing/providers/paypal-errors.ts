/**
 * Reading PayPal's error answers. The REST APIs answer `{ name, message, debug_id, details }`;
 * the OAuth endpoint answers `{ error, error_description }`. Both become one readable message
 * and a code for PaymentProviderError.
 */
import { z } from 'zod'

const errorBodySchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z
    .array(
      z.object({
        field: z.string().optional(),
        issue: z.string().optional(),
        description: z.string().optional(),
      }),
    )
    .optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
})

/** What a failed PayPal answer says, ready for PaymentProviderError. */
export interface PayPalErrorText {
  message: string
  /** PayPal's error name (e.g. RESOURCE_NOT_FOUND) or OAuth error (e.g. invalid_client). */
  code: string | undefined
  debugId: string | undefined
}

/**
 * Describes a non-2xx answer: "PayPal POST /v1/... answered 422 UNPROCESSABLE_ENTITY: ...
 * (SUBSCRIPTION_STATUS_INVALID: ...) [debug_id ...]". A 404 without a name is
 * RESOURCE_NOT_FOUND, as PayPal names it.
 */
export function describePayPalError(
  method: string,
  path: string,
  status: number,
  text: string,
): PayPalErrorText {
  const parsed = errorBodySchema.safeParse(parseJson(text))
  const body = parsed.success ? parsed.data : {}
  const code = body.name ?? body.error ?? (status === 404 ? 'RESOURCE_NOT_FOUND' : undefined)
  const explanation = body.message ?? body.error_description
  const details = (body.details ?? [])
    .map((detail) =>
      [detail.field, detail.issue, detail.description].filter((part) => part).join(' '),
    )
    .filter((line) => line !== '')
  let message = `PayPal ${method} ${path} answered ${status}`
  if (code) message += ` ${code}`
  if (explanation) message += `: ${explanation}`
  if (details.length > 0) message += ` (${details.join('; ')})`
  if (body.debug_id) message += ` [debug_id ${body.debug_id}]`
  return { message, code, debugId: body.debug_id }
}

/** Replaces every occurrence of the given secrets (client secret, tokens) in a text. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text
  for (const secret of secrets) {
    if (secret.length >= 4) result = result.split(secret).join('[redacted]')
  }
  return result
}

/** The parsed JSON, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Why fetch failed, e.g. ECONNREFUSED, without the request's headers. */
export function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string }) : null
  if (cause?.code) return cause.code
  if (cause?.message) return cause.message
  return error instanceof Error ? error.message : String(error)
}
