import { describe, expect, it } from 'vitest'
import { guardUrl, isPublicAddress } from './address-guard'

describe('isPublicAddress', () => {
  it.each([
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:0a00:0001::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )
})

describe('guardUrl', () => {
  const publicDns = async () => [{ address: '93.184.215.14', family: 4 }]

  it('refuses other schemes and credentials', async () => {
    expect((await guardUrl('file:///etc/passwd')).ok).toBe(false)
    expect((await guardUrl('ftp://example.com/x')).ok).toBe(false)
    expect((await guardUrl('http://user:pw@example.com/', { resolve: publicDns })).ok).toBe(false)
  })

  it('refuses a host when any of its addresses is private', async () => {
    const verdict = await guardUrl('https://county.example/', {
      resolve: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
    })
    expect(verdict).toEqual({ ok: false, message: expect.stringContaining('10.0.0.5') })
  })

  it('pins the checked address, and lets an allow-list open loopback for tests', async () => {
    const verdict = await guardUrl('https://county.example/a', { resolve: publicDns })
    expect(verdict.ok && verdict.target.address).toBe('93.184.215.14')
    expect((await guardUrl('http://127.0.0.1:8080/')).ok).toBe(false)
    expect((await guardUrl('http://[::1]/')).ok).toBe(false)
    const allowed = await guardUrl('http://127.0.0.1:8080/', { allowHosts: ['127.0.0.1'] })
    expect(allowed.ok && allowed.target.address).toBe('127.0.0.1')
  })

  it('reports a name that does not resolve', async () => {
    const verdict = await guardUrl('https://no-such-host.invalid/')
    expect(verdict).toEqual({ ok: false, message: expect.stringContaining('could not resolve') })
  })
})

describe('isPublicAddress on ipaddr.js: every range the hand-written list refused', () => {
  it.each([
    '0.1.2.3', // "this network"
    '10.255.0.1',
    '100.127.255.254', // carrier-grade NAT
    '127.8.8.8',
    '169.254.0.1',
    '172.31.255.255',
    '192.0.0.8', // IETF protocol assignments
    '192.0.2.1', // documentation
    '192.88.99.1', // 6to4 relay anycast
    '192.168.255.1',
    '198.19.0.1', // benchmarking
    '198.51.100.7', // documentation
    '203.0.113.9', // documentation
    '239.255.255.250', // multicast
    '240.0.0.1', // reserved
    '::a00:1', // IPv4-compatible
    '64:ff9b:1::1', // local-use NAT64
    '100::1', // discard-only
    '2001:db8::1', // documentation
    'fc00::1', // unique local
    'febf::1', // link-local
    'fec0::1', // site-local
    'ff0e::1', // multicast
    'fe80::1%eth0', // with a zone
    '64:ff9b::7f00:1', // NAT64 of loopback
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['1.1.1.1', '64:ff9b::808:808', '2002:808:808::1', '2a00:1450:4001::200e'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )

  it.each(['', 'example.com', '999.1.1.1', '1.2.3', ':::1', '127.0.0.1/8'])(
    'refuses %j, not an address',
    (address) => {
      expect(isPublicAddress(address)).toBe(false)
    },
  )
})

describe('guardUrl allowListed', () => {
  it('marks a target that passed only through the allow-list', async () => {
    const loopback = await guardUrl('http://127.0.0.1/', { allowHosts: ['127.0.0.1'] })
    expect(loopback.ok && loopback.target.allowListed).toBe(true)
    const open = await guardUrl('http://8.8.8.8/', { allowHosts: ['8.8.8.8'] })
    expect(open.ok && open.target.allowListed).toBe(false)
  })
})
