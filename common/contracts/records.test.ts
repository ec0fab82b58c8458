import { describe, expect, it } from 'vitest'
import { MULTI_AREA } from '../limits'
import { publicRecordsSearchRequest, zipCodesOf } from './records'

describe('zipCodesOf', () => {
  it('reads the spec zipCode and Elite zipCodes once each, in the order given', () => {
    expect(zipCodesOf({ zipCode: '45202', zipCodes: ['45203', '45202'] })).toEqual([
      '45202',
      '45203',
    ])
    expect(zipCodesOf({ zipCodes: ['45203'] })).toEqual(['45203'])
    expect(zipCodesOf({})).toEqual([])
  })
})

describe('publicRecordsSearchRequest', () => {
  it('accepts the spec zipCode alone, and zipCodes as a list or as text', () => {
    expect(publicRecordsSearchRequest.parse({ state: 'oh', zipCode: '45202' })).toMatchObject({
      state: 'OH',
      zipCode: '45202',
      zipCodes: [],
    })
    expect(
      publicRecordsSearchRequest.parse({ state: 'OH', zipCodes: '45202, 45203 45204' }).zipCodes,
    ).toEqual(['45202', '45203', '45204'])
  })

  it('refuses a search with no ZIP and no county', () => {
    const result = publicRecordsSearchRequest.safeParse({ state: 'OH' })
    expect(result.error?.issues).toMatchObject([
      { path: ['zipCode'], message: 'ZIP code must be exactly 5 digits' },
    ])
  })

  it('counts a ZIP given in both fields once against the limit', () => {
    const zips = Array.from({ length: MULTI_AREA.maxZipCodes }, (_, i) => String(45200 + i))
    expect(
      publicRecordsSearchRequest.safeParse({ state: 'OH', zipCode: zips[0], zipCodes: zips })
        .success,
    ).toBe(true)
    const tooMany = publicRecordsSearchRequest.safeParse({
      state: 'OH',
      zipCodes: [...zips, '46000'],
    })
    expect(tooMany.error?.issues[0]?.path).toEqual(['zipCodes'])
  })

  it('refuses a ZIP that is not 5 digits', () => {
    expect(publicRecordsSearchRequest.safeParse({ state: 'OH', zipCode: '4520' }).success).toBe(
      false,
    )
    expect(publicRecordsSearchRequest.safeParse({ state: 'OH', zipCodes: ['x'] }).success).toBe(
      false,
    )
  })
})
