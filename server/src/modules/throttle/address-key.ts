/**
 * The part of a client address that throttles count by. An IPv4 address is one party's (or one
 * NAT's); an IPv6 host usually picks freely within its /64, so counting per IPv6 address would
 * give one party 2^64 fresh counters: IPv6 is counted per /64 instead.
 */
import { isIPv4, isIPv6 } from 'node:net'

export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  if (isIPv4(ip)) return ip
  const address = ip.split('%')[0] ?? ip
  if (!isIPv6(address)) return ip
  const groups = ipv6Groups(address)
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    // An IPv4-mapped address written in hex (::ffff:cb00:7109): the IPv4 address it maps.
    const [high = 0, low = 0] = groups.slice(6).map((g) => Number.parseInt(g, 16))
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const count = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const [head = '', tail] = address.split('::')
  const left = count(head)
  const right = tail === undefined ? [] : count(tail)
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return groups.map((group) => Number.parseInt(group, 16).toString(16))
}
