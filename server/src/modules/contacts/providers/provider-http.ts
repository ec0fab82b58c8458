/**
 * The one HTTP call every contact provider adapter goes through: a time limit, the body read as
 * JSON when it is JSON, and every failure (no answer, timeout) turned into a ContactProviderError
 * whose message never holds the key, which is never logged either.
 */
import type { FastifyBaseLogger } from 'fastify'
import { ContactProviderError } from './contact-providers'

export interface ProviderCall {
  provider: string
  method: 'GET' | 'POST'
  url: string
  headers?: Record<string, string>
  body?: unknown
  timeoutMs: number
  /** Values to blank out of any message (the API key). */
  secrets: string[]
  log?: FastifyBaseLogger
}

export interface ProviderAnswer {
  status: number
  /** Parsed JSON, or the text when it is not JSON (undefined for an empty body). */
  body: unknown
}

/** `text` with every secret replaced by '***'. */
function redact(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((out, s) => out.split(s).join('***'), text)
}

function parse(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Answers any HTTP status; throws ContactProviderError only when the provider did not answer. */
export async function providerRequest(call: ProviderCall): Promise<ProviderAnswer> {
  const started = Date.now()
  const where = redact(new URL(call.url).pathname, call.secrets)
  try {
    const response = await fetch(call.url, {
      method: call.method,
      headers: {
        Accept: 'application/json',
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    })
    const text = await response.text()
    call.log?.debug(
      { provider: call.provider, path: where, status: response.status, ms: Date.now() - started },
      'contact provider call',
    )
    return { status: response.status, body: parse(text) }
  } catch (error) {
    const timedOut = error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name)
    const reason = timedOut
      ? `did not answer within ${call.timeoutMs} ms`
      : `could not be reached (${error instanceof Error ? error.message : String(error)})`
    const message = redact(`${call.provider} ${call.method} ${where} ${reason}`, call.secrets)
    call.log?.warn({ provider: call.provider, ms: Date.now() - started }, message)
    throw new ContactProviderError(message)
  }
}

/** A non-2xx answer as a ContactProviderError naming the provider, the status and its words. */
export function answerError(
  call: Pick<ProviderCall, 'provider' | 'method' | 'url' | 'secrets'>,
  answer: ProviderAnswer,
): ContactProviderError {
  const body = answer.body
  let words = ''
  if (typeof body === 'string') words = body.slice(0, 200)
  else if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>
    const nested = (record.error ?? record.status) as Record<string, unknown> | string | undefined
    const text =
      typeof nested === 'string'
        ? nested
        : (nested?.message ?? nested?.text ?? record.message ?? record.Message)
    if (typeof text === 'string') words = text.slice(0, 200)
  }
  const path = new URL(call.url).pathname
  const message = `${call.provider} ${call.method} ${path} answered ${answer.status}${words ? `: ${words}` : ''}`
  return new ContactProviderError(redact(message, call.secrets), answer.status)
}
