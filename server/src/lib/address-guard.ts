/**
 * The SSRF guard (records ingestion, CRM and alert webhooks, users' own SMTP servers): a remote
 * URL is fetched only over http(s), and any host is connected to only when every address it
 * resolves to is a public unicast address.
 * ipaddr.js classifies addresses: anything it does not call 'unicast' (private, loopback,
 * link-local, CGNAT, multicast, reserved, documentation, benchmarking, unspecified, discard...)
 * is refused, and so are the IPv4-compatible IPv6 block (::/96) and the local-use NAT64 prefix
 * (64:ff9b:1::/48). IPv6 forms that carry an IPv4 address (mapped, NAT64 64:ff9b::/96, 6to4)
 * are public exactly when the IPv4 address is. An explicit allow-list opens a host or an
 * address (tests use loopback). The caller connects to the address checked here (HTTP through
 * the connect-time filter of guarded-http.ts, SMTP through outreach's guarded-smtp.ts).
 */
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/** IPv6 blocks ipaddr.js calls unicast that are still never a public website. */
const EXTRA_NON_PUBLIC_V6 = [
  ipaddr.parseCIDR('::/96'), // IPv4-compatible (deprecated)
  ipaddr.parseCIDR('64:ff9b:1::/48'), // local-use NAT64
] as const
/** The NAT64 well-known prefix: the last 32 bits are an IPv4 address. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96')

/** The IPv4 address an IPv6 address carries (mapped, NAT64 or 6to4), if any. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const v4 = (hi = 0, lo = 0) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255])
  const range = address.range()
  if (range === 'ipv4Mapped' || address.match(NAT64)) {
    return v4(address.parts[6], address.parts[7])
  }
  if (range === '6to4') return v4(address.parts[1], address.parts[2])
  return null
}

/** True when `address` (an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const text = address.split('%')[0]!
  const family = isIP(text)
  if (family === 4) return ipaddr.IPv4.parse(text).range() === 'unicast'
  if (family !== 6) return false
  const parsed = ipaddr.IPv6.parse(text)
  const inner = embeddedIpv4(parsed)
  if (inner) return inner.range() === 'unicast'
  if (parsed.range() !== 'unicast') return false
  return !EXTRA_NON_PUBLIC_V6.some((cidr) => parsed.match(cidr))
}

/**
 * True when ipaddr.js alone (the connect-time filter's view) lets `address` through; false for
 * the IPv6 forms carrying a public IPv4 address, which the guard accepts.
 */
export function isPlainUnicast(address: string): boolean {
  return isIP(address) !== 0 && ipaddr.parse(address.split('%')[0]!).range() === 'unicast'
}

/** A host that passed the guard: the address to connect to, already checked. */
interface CheckedHost {
  address: string
  family: 4 | 6
  /** True when the address is not public and passed only because the allow-list names it. */
  allowListed: boolean
}

/** A URL that passed the guard, with the address the connection must use. */
export interface ResolvedTarget extends CheckedHost {
  url: URL
}

export type GuardVerdict = { ok: true; target: ResolvedTarget } | { ok: false; message: string }

/** Test hooks of the guard: an explicit allow-list and a DNS override. */
export interface AddressGuardOptions {
  /** Hosts or IP addresses allowed even when not public (e.g. ['127.0.0.1'] in tests). */
  allowHosts?: readonly string[]
  /** DNS resolution; node:dns lookup of every address by default. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>
}

const defaultResolve = (hostname: string) => lookup(hostname, { all: true, verbatim: true })

/** `unresolved` when DNS gave no answer (may pass later), `not_public` when an address is refused. */
export type HostVerdict =
  | ({ ok: true } & CheckedHost)
  | { ok: false; reason: 'unresolved' | 'not_public'; message: string }

/**
 * Checks a host name or IP literal (brackets allowed) before a connection of any protocol (HTTP,
 * SMTP): every address it resolves to must be public, or allow-listed. Gives the first address,
 * which the caller connects to (never the name again, so a second DNS answer cannot swap it).
 */
export async function guardHost(
  rawHostname: string,
  options: AddressGuardOptions = {},
): Promise<HostVerdict> {
  const hostname = rawHostname.replace(/^\[|\]$/g, '')
  const allowed = new Set((options.allowHosts ?? []).map((host) => host.toLowerCase()))
  let addresses: { address: string; family: number }[]
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }]
  } else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(hostname)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error'
      return { ok: false, reason: 'unresolved', message: `could not resolve ${hostname} (${code})` }
    }
  }
  if (addresses.length === 0) {
    return { ok: false, reason: 'unresolved', message: `${hostname} has no address` }
  }
  const hostAllowed = allowed.has(hostname.toLowerCase())
  for (const { address } of addresses) {
    if (!hostAllowed && !allowed.has(address.toLowerCase()) && !isPublicAddress(address)) {
      return {
        ok: false,
        reason: 'not_public',
        message: `${hostname} resolves to ${address}, a private or reserved address`,
      }
    }
  }
  const first = addresses[0]!
  return {
    ok: true,
    address: first.address,
    family: first.family === 6 ? 6 : 4,
    allowListed: !isPublicAddress(first.address),
  }
}

/**
 * Checks a URL before a request: http(s) only, no credentials, and every resolved address
 * public (or allow-listed). Gives the address to connect to, or why the URL is refused.
 */
export async function guardUrl(
  rawUrl: string | URL,
  options: AddressGuardOptions = {},
): Promise<GuardVerdict> {
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    return { ok: false, message: `not a valid URL: ${String(rawUrl)}` }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `only http and https are fetched, not ${url.protocol}` }
  }
  if (url.username || url.password)
    return { ok: false, message: 'URLs with credentials are refused' }
  const verdict = await guardHost(url.hostname, options)
  if (!verdict.ok) return { ok: false, message: verdict.message }
  const { address, family, allowListed } = verdict
  return { ok: true, target: { url, address, family, allowListed } }
}
