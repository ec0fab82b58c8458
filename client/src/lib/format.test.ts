// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatPlanPrice, formatRelativeTime } from './format'

describe('formatMoney', () => {
  it('shows whole US dollars with grouping', () => {
    expect(formatMoney(245000)).toBe('$245,000')
    expect(formatMoney('187500.00')).toBe('$187,500')
  })

  it('rounds cents away', () => {
    expect(formatMoney('1234.50')).toBe('$1,235')
    expect(formatMoney(29.99)).toBe('$30')
  })

  it('returns null when there is no usable amount', () => {
    expect(formatMoney(null)).toBeNull()
    expect(formatMoney(undefined)).toBeNull()
    expect(formatMoney('')).toBeNull()
    expect(formatMoney('unknown')).toBeNull()
  })
})

describe('formatPlanPrice', () => {
  it('keeps cents when the price has them and drops them when it does not', () => {
    expect(formatPlanPrice(29.99)).toBe('$29.99')
    expect(formatPlanPrice(69.99)).toBe('$69.99')
    expect(formatPlanPrice(99)).toBe('$99')
  })
})

describe('formatDate', () => {
  it("shows 'N/A' for empty or unreadable dates", () => {
    expect(formatDate(null)).toBe('N/A')
    expect(formatDate(undefined)).toBe('N/A')
    expect(formatDate('')).toBe('N/A')
    expect(formatDate('not a date')).toBe('N/A')
  })

  it('treats a bare YYYY-MM-DD as that calendar day in local time', () => {
    expect(formatDate('2024-03-01')).toBe(new Date(2024, 2, 1).toLocaleDateString())
  })

  it('formats timestamps in the local format', () => {
    const timestamp = '2024-06-15T12:00:00.000Z'
    expect(formatDate(timestamp)).toBe(new Date(timestamp).toLocaleDateString())
  })
})

describe('formatRelativeTime', () => {
  const now = new Date('2024-06-15T12:00:00.000Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const SECOND = 1000
  const MINUTE = 60 * SECOND
  const HOUR = 60 * MINUTE
  const DAY = 24 * HOUR

  it("says 'Just now' under one minute, and for times slightly in the future", () => {
    expect(formatRelativeTime(now, now)).toBe('Just now')
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe('Just now')
    expect(formatRelativeTime(ago(-5 * SECOND), now)).toBe('Just now')
  })

  it('counts minutes from one minute up to an hour', () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe('1 minute ago')
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago')
  })

  it('counts hours from one hour up to 24 hours', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago')
    expect(formatRelativeTime(ago(DAY - SECOND), now)).toBe('23 hours ago')
  })

  it('counts days from 24 hours up to 7 days', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 day ago')
    expect(formatRelativeTime(ago(7 * DAY - SECOND), now)).toBe('6 days ago')
  })

  it('shows the local date from 7 days on', () => {
    const weekAgo = ago(7 * DAY)
    expect(formatRelativeTime(weekAgo, now)).toBe(weekAgo.toLocaleDateString())
  })

  it('accepts ISO strings and reports missing values', () => {
    expect(formatRelativeTime('2024-06-15T11:30:00.000Z', now)).toBe('30 minutes ago')
    expect(formatRelativeTime(null, now)).toBe('N/A')
  })
})
