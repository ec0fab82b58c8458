// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { oncePerKey, readSubscriptionReturn, supportMailto } from './subscription-return'

describe('readSubscriptionReturn', () => {
  it('completes when both token and PayerID are present', () => {
    const params = new URLSearchParams('tier=pro&token=SIM-abc123&PayerID=SIMPAYER1')
    expect(readSubscriptionReturn(params)).toEqual({
      tier: 'pro',
      token: 'SIM-abc123',
      payerId: 'SIMPAYER1',
      canComplete: true,
    })
  })

  it('does not complete when either is missing or blank', () => {
    expect(readSubscriptionReturn(new URLSearchParams('tier=pro&token=SIM-1')).canComplete).toBe(
      false,
    )
    expect(readSubscriptionReturn(new URLSearchParams('PayerID=P1&token=%20')).canComplete).toBe(
      false,
    )
    expect(readSubscriptionReturn(new URLSearchParams('')).canComplete).toBe(false)
  })

  it('keeps only a tier the catalogue knows', () => {
    expect(readSubscriptionReturn(new URLSearchParams('tier=Elite')).tier).toBe('elite')
    expect(readSubscriptionReturn(new URLSearchParams('tier=<b>gold</b>')).tier).toBeNull()
  })
})

describe('supportMailto', () => {
  it('addresses support with an encoded subject', () => {
    expect(supportMailto('Subscription help')).toBe(
      'mailto:support@foreclosureleads.example?subject=Subscription%20help',
    )
  })
})

describe('oncePerKey', () => {
  it('runs once per key and shares the result', async () => {
    const run = vi.fn(async (input: { token: string }) => `done ${input.token}`)
    const complete = oncePerKey((input: { token: string }) => input.token, run)
    const first = complete({ token: 'A' })
    const second = complete({ token: 'A' })
    expect(second).toBe(first)
    expect(await second).toBe('done A')
    expect(await complete({ token: 'B' })).toBe('done B')
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('forgets a failed run so a later visit can try again', async () => {
    const run = vi
      .fn<(token: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('402: not paid'))
      .mockResolvedValueOnce('ok')
    const complete = oncePerKey((token: string) => token, run)
    await expect(complete('A')).rejects.toThrow('402')
    expect(await complete('A')).toBe('ok')
    expect(run).toHaveBeenCalledTimes(2)
  })
})
