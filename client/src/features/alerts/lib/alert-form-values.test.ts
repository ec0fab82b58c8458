import { describe, expect, it } from 'vitest'
import { alertFormSchema, alertFormValues } from './alert-form-values'

const filled = { ...alertFormValues(), name: 'Cape May', state: 'nj', zipCodes: '08204, 08226' }

describe('alertFormSchema', () => {
  it('turns the inputs into the request the server takes', () => {
    const parsed = alertFormSchema.parse({
      ...filled,
      counties: 'Cape May, Atlantic',
      saleWithinDays: '30',
    })
    expect(parsed).toMatchObject({
      name: 'Cape May',
      state: 'NJ',
      zipCodes: ['08204', '08226'],
      counties: ['Cape May', 'Atlantic'],
      saleWithinDays: 30,
      frequency: 'instant',
      channels: ['in_app'],
    })
    expect(alertFormSchema.parse(filled).saleWithinDays).toBeNull()
  })

  it("puts the contract's messages on the fields of the same names", () => {
    const result = alertFormSchema.safeParse({ ...filled, name: ' ', zipCodes: '0820' })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    )
    expect(byField).toEqual({
      name: 'Give the alert a name',
      zipCodes: 'Each ZIP code must be exactly 5 digits',
    })
    const nowhere = alertFormSchema.safeParse({ ...filled, zipCodes: '' })
    expect(nowhere.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['zipCodes'], 'Give at least one ZIP code or county to watch'],
    ])
  })

  it('reads an edited monitor back into the inputs', () => {
    const values = alertFormValues({
      id: 'a',
      name: 'Ohio',
      state: 'OH',
      zipCodes: ['45202', '45203'],
      counties: [],
      filingTypes: ['Lis Pendens'],
      stages: ['sale_scheduled'],
      saleWithinDays: 14,
      frequency: 'daily',
      channels: ['in_app', 'email'],
      enabled: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    expect(values).toMatchObject({ zipCodes: '45202, 45203', counties: '', saleWithinDays: '14' })
  })
})
