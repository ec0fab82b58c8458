import { describe, expect, it } from 'vitest'
import { resetPasswordRequest } from './accounts'
import { optionalText, usStateCode } from './fields'
import { changePasswordRequest } from './settings'

describe('usStateCode', () => {
  it('reads a state code in any case, trimmed, as upper case', () => {
    expect(usStateCode.parse(' oh ')).toBe('OH')
    expect(usStateCode.parse('Wy')).toBe('WY')
  })

  it("refuses what is not one of the 50 states' codes", () => {
    for (const bad of ['DC', 'XX', 'Ohio', '']) {
      expect(usStateCode.safeParse(bad).error?.issues[0]?.message).toBe('Invalid state')
    }
    expect(usStateCode.safeParse(42).success).toBe(false)
  })
})

describe('optionalText', () => {
  const folder = optionalText('folder', 5)

  it('trims, and reads empty or absent as undefined', () => {
    expect(folder.parse(' hot ')).toBe('hot')
    expect(folder.parse('   ')).toBeUndefined()
    expect(folder.parse(undefined)).toBeUndefined()
  })

  it('names the field in its refusals', () => {
    expect(folder.safeParse('toolong').error?.issues[0]?.message).toBe(
      'folder must be at most 5 characters',
    )
    expect(folder.safeParse(3).error?.issues[0]?.message).toBe('folder must be text')
  })
})

describe('a new password typed twice', () => {
  it('passes when the two match', () => {
    expect(
      resetPasswordRequest.parse({
        token: 't',
        newPassword: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({ token: 't', newPassword: 'secret1', confirmPassword: 'secret1' })
    expect(
      changePasswordRequest.safeParse({
        currentPassword: 'old',
        newPassword: 'secret1',
        confirmPassword: 'secret1',
      }).success,
    ).toBe(true)
  })

  it('refuses on confirmPassword when they differ, in both forms', () => {
    const reset = resetPasswordRequest.safeParse({
      token: 't',
      newPassword: 'secret1',
      confirmPassword: 'secret2',
    })
    const change = changePasswordRequest.safeParse({
      currentPassword: 'old',
      newPassword: 'secret1',
      confirmPassword: 'secret2',
    })
    for (const result of [reset, change]) {
      expect(result.error?.issues).toMatchObject([
        { path: ['confirmPassword'], message: "Passwords don't match" },
      ])
    }
  })

  it('asks for the confirmation when it is missing', () => {
    const result = changePasswordRequest.safeParse({
      currentPassword: 'old',
      newPassword: 'secret1',
    })
    expect(result.error?.issues[0]?.message).toBe('Please confirm your password')
  })
})
