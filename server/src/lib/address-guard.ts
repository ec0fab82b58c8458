/**
 * The SSRF guard (records ingestion, CRM webhooks): a remote URL is fetched only over http(s) and only when every
 * address its host resolves to is a public unicast address. Private, loopback, link-local,
 * CGNAT, multicast, reserved and unspecified ranges (and IPv6 forms that embed them) are
 * refused unless an explicit allow-list names the host or the address (tests use loopback).
 * The caller connects to the address checked here, so a second DNS answer cannot swap it.
 */
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/** Address ranges that never belong to a public website. */
const NON_PUBLIC = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6')
}

/** Expands an IPv6 address to its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined]
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []
  const front = parse(head)
  const back = parse(tail)
  const middle = tail === undefined ? [] : new Array(8 - front.length - back.length).fill(0)
  return [...front, ...middle, ...back]
}

/** The IPv4 address an IPv6 address carries (mapped, NAT64 or 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address)
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return v4(g[6]!, g[7]!)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return v4(g[6]!, g[7]!)
  }
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!)
  return null
}

/** True when `address` (an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4')
  if (family !== 6) return false
  const inner = embeddedIpv4(address)
  if (inner !== null && !isPublicAddress(inner)) return false
  return !NON_PUBLIC.check(address.split('%')[0]!, 'ipv6')
}

/** A URL that passed the guard, with the address the connection must use. */
export interface ResolvedTarget {
  url: URL
  /** The address to connect to (already checked). */
  address: string
  family: 4 | 6
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
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const allowed = new Set((options.allowHosts ?? []).map((host) => host.toLowerCase()))
  let addresses: { address: string; family: number }[]
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }]
  } else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(hostname)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error'
      return { ok: false, message: `could not resolve ${hostname} (${code})` }
    }
  }
  if (addresses.length === 0) return { ok: false, message: `${hostname} has no address` }
  const hostAllowed = allowed.has(hostname.toLowerCase())
  for (const { address } of addresses) {
    if (!hostAllowed && !allowed.has(address.toLowerCase()) && !isPublicAddress(address)) {
      return {
        ok: false,
        message: `${hostname} resolves to ${address}, a private or reserved address`,
      }
    }
  }
  const first = addresses[0]!
  return { ok: true, target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } }
}
