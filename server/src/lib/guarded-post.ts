/**
 * One JSON POST to a user-given URL (CRM and alert webhooks) under the SSRF guard
 * (address-guard.ts): http(s) only, every address the host resolves to public (loopback and
 * private targets only where the configuration allows them: tests), sent by the one guarded
 * client (guarded-http.ts: pinned to the address checked and filtered again at connect time), no
 * redirects followed, a deadline, and at most 64 kB of the answer read.
 */
import { guardUrl } from './address-guard'
import { sendGuarded } from './guarded-http'

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
  const timeoutMs = options.timeoutMs ?? 10_000
  const answer = await sendGuarded({
    target: verdict.target,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body,
    timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
    overflow: 'truncate',
  })
  // Once the answer's status arrived it decides, whatever happens to the rest of the body.
  const status = answer.status
  if (status !== undefined) {
    return status >= 200 && status < 300
      ? { ok: true, status }
      : { ok: false, status, reason: `the endpoint answered ${status}` }
  }
  if (answer.kind === 'network') {
    return { ok: false, reason: `could not be reached (${answer.code ?? answer.message})` }
  }
  return { ok: false, reason: `no answer within ${timeoutMs} ms` }
}
