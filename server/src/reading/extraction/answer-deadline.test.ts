import { describe, expect, it } from 'vitest'
import { findAnswerDeadline } from './answer-deadline'

describe('findAnswerDeadline', () => {
  it('reads a period after service, in words and figures', () => {
    const found = findAnswerDeadline(
      "YOU ARE HEREBY SUMMONED to answer the complaint in this action and to serve a copy of your answer on the plaintiff's attorneys within twenty (20) days after the service of this summons, exclusive of the day of service.",
    )
    expect(found?.value).toEqual({ date: null, days: 20, after: 'service of this summons' })
    expect(found?.snippet).toContain('within twenty (20) days')
  })

  it("reads a Florida notice of action's date for written defenses", () => {
    const found = findAnswerDeadline(
      "You are required to serve a copy of your written defenses, if any, to it on Jane Roe, Plaintiff's attorney, on or before March 3, 2025, and file the original with the clerk.",
    )
    expect(found?.value).toEqual({ date: '2025-03-03', days: null, after: null })
  })

  it('ignores periods and dates that are not about answering', () => {
    expect(
      findAnswerDeadline(
        'The successful bidder must pay the balance within thirty (30) days after the sale. Bids are due on or before May 1, 2025.',
      ),
    ).toBeNull()
    expect(findAnswerDeadline('NOTICE OF SHERIFF SALE on June 4, 2025 at 10:00 AM')).toBeNull()
  })
})
