/**
 * One JSON POST to a user-given URL (CRM and alert webhooks) under the SSRF guard
 * (address-guard.ts): http(s) only, every address the host resolves to public (loopback and
 * private targets only where the configuration allows them: tests), the connection pinned to the
 * address checked, no redirects followed, a deadline, and at most 64 kB of the answer read.
 */
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { guardUrl } from './address-guard'

export type PostOutcome =
  | { ok: true; status: number }
  | { ok: false; reason: string; status?: number }

const MAX_ANSWER_BYTES = 64 * 1024

/**
 * The guard's verdict on a URL. Where private targets are allowed (tests, never in production:
 * config.ts refuses it), the URL's own host is put on the guard's allow-list.
 */
async function guardTarget(url: string, allowPrivateTargets: boolean) {
  let hostname = ''
  try {
    hostname = new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    // guardUrl says why
  }
  return guardUrl(url, allowPrivateTargets && hostname ? { allowHosts: [hostname] } : {})
}

/** Why a URL is refused as a POST target, as a sentence; null when it may be posted to. */
export async function postTargetProblem(
  url: string,
  allowPrivateTargets: boolean,
): Promise<string | null> {
  const verdict = await guardTarget(url, allowPrivateTargets)
  return verdict.ok ? null : verdict.message
}

/** POSTs `body` with `headers` (content type and length are added); 2xx is success. */
export async function guardedPost(options: {
  url: string
  body: string
  headers: Record<string, string>
  allowPrivateTargets: boolean
  timeoutMs?: number
}): Promise<PostOutcome> {
  const verdict = await guardTarget(options.url, options.allowPrivateTargets)
  if (!verdict.ok) return { ok: false, reason: verdict.message }
  const { address, family, url } = verdict.target
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
    const settle = (outcome: PostOutcome) => {
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
          ...options.headers,
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
              : { ok: false, status, reason: `the endpoint answered ${status}` },
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
