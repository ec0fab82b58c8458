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
