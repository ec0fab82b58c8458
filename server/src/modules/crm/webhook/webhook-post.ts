/**
 * One signed POST to a user's webhook, under the SSRF guard (server/src/lib/address-guard.ts):
 * http(s) only, every address the host resolves to public (loopback and private targets only
 * where the configuration allows them: tests), the connection pinned to the address checked, no
 * redirects followed, a deadline, and at most 64 kB of the answer read.
 */
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { guardUrl } from '../../../lib/address-guard'
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './webhook-signature'

export type WebhookOutcome = { ok: true; status: number } | { ok: false; reason: string }

const MAX_ANSWER_BYTES = 64 * 1024

/**
 * The guard's verdict on a webhook URL. Where private targets are allowed (tests, never in
 * production: config.ts refuses it), the URL's own host is put on the guard's allow-list.
 */
async function guardWebhookUrl(url: string, allowPrivateTargets: boolean) {
  let hostname = ''
  try {
    hostname = new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    // guardUrl says why
  }
  return guardUrl(url, allowPrivateTargets && hostname ? { allowHosts: [hostname] } : {})
}

/** Why a webhook URL is refused, as a sentence; null when it may be posted to. */
export async function webhookTargetProblem(
  url: string,
  allowPrivateTargets: boolean,
): Promise<string | null> {
  const verdict = await guardWebhookUrl(url, allowPrivateTargets)
  return verdict.ok ? null : verdict.message
}

export async function postWebhook(options: {
  url: string
  secret: string
  body: string
  deliveryId: string
  allowPrivateTargets: boolean
  timeoutMs?: number
}): Promise<WebhookOutcome> {
  const verdict = await guardWebhookUrl(options.url, options.allowPrivateTargets)
  if (!verdict.ok) return { ok: false, reason: verdict.message }
  const { address, family, url } = verdict.target
  const timestamp = Math.floor(Date.now() / 1000)
  const pinnedLookup = ((
    _host: string,
    lookupOptions: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (lookupOptions.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as unknown as LookupFunction
  const client = url.protocol === 'https:' ? https : http
  const timeoutMs = options.timeoutMs ?? 10_000
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: WebhookOutcome) => {
      if (!settled) {
        settled = true
        resolve(outcome)
      }
    }
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(options.body),
          'user-agent': 'ForeclosureLeads-Webhook/1',
          'x-webhook-id': options.deliveryId,
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signWebhook(options.secret, timestamp, options.body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_ANSWER_BYTES) response.destroy()
        })
        const done = () =>
          settle(
            status >= 200 && status < 300
              ? { ok: true, status }
              : { ok: false, reason: `the endpoint answered ${status}` },
          )
        response.on('end', done)
        response.on('close', done)
        response.on('error', done)
      },
    )
    request.on('error', (error) =>
      settle({
        ok: false,
        reason:
          error.name === 'AbortError' || error.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : `could not be reached (${(error as NodeJS.ErrnoException).code ?? error.message})`,
      }),
    )
    request.end(options.body)
  })
}
