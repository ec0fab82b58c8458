// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import {
  completionRequest,
  oncePerKey,
  readSubscriptionReturn,
  supportMailto,
} from './subscription-return'

describe('readSubscriptionReturn', () => {
  it('completes when both token and PayerID are present (spec section 2)', () => {
    const params = new URLSearchParams('tier=pro&token=SIM-abc123&PayerID=SIMPAYER1')
    expect(readSubscriptionReturn(params)).toEqual({
      tier: 'pro',
      token: 'SIM-abc123',
      payerId: 'SIMPAYER1',
      subscriptionId: '',
      baToken: '',
      canComplete: true,
    })
  })

  it('completes on what PayPal really returns: subscription_id, ba_token and a token, no PayerID', () => {
    const params = new URLSearchParams(
      'tier=pro&subscription_id=I-37FWBT6U05LU&ba_token=BA-3JS71114TF809332K&token=2C126125X9437240T',
    )
    const back = readSubscriptionReturn(params)
    expect(back).toMatchObject({ subscriptionId: 'I-37FWBT6U05LU', canComplete: true })
    expect(completionRequest(back)).toEqual({
      token: '2C126125X9437240T',
      subscriptionId: 'I-37FWBT6U05LU',
      baToken: 'BA-3JS71114TF809332K',
    })
    expect(readSubscriptionReturn(new URLSearchParams('ba_token=BA-1')).canComplete).toBe(true)
    expect(readSubscriptionReturn(new URLSearchParams('subscription_id=I-1')).canComplete).toBe(
      true,
    )
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

  it('forgets a result it is told not to keep (a pending answer), so asking again runs again', async () => {
    const run = vi
      .fn<(token: string) => Promise<string>>()
      .mockResolvedValueOnce('pending')
      .mockResolvedValueOnce('active')
    const complete = oncePerKey(
      (token: string) => token,
      run,
      (status) => status === 'active',
    )
    expect(await complete('A')).toBe('pending')
    expect(await complete('A')).toBe('active')
    expect(await complete('A')).toBe('active')
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
