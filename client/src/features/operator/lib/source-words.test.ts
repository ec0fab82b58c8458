import type { OperatorSource } from '@common/contracts/operator'
import { describe, expect, it } from 'vitest'
import { enableReviewedSummary, healthLines } from './source-words'

const source = (
  health: Partial<OperatorSource['health']>,
  status: OperatorSource['status'] = 'enabled',
) =>
  ({
    status,
    health: {
      lastCheckedAt: null,
      lastSuccessAt: null,
      lastRowCount: null,
      failuresInARow: 0,
      nextRunAt: null,
      running: false,
      alarm: null,
      alarmAt: null,
      unreachableSince: null,
      lastError: null,
      ...health,
    },
  }) as OperatorSource

describe('healthLines', () => {
  it('puts "unreachable since" first, then the failures with the last error', () => {
    const lines = healthLines(
      source({
        unreachableSince: '2026-11-20T10:00:00Z',
        failuresInARow: 3,
        lastError: 'timeout: no answer in 30 s',
        lastSuccessAt: '2026-11-19T10:00:00Z',
        lastRowCount: 1250,
      }),
    )
    expect(lines.map((line) => line.tone)).toEqual(['bad', 'warn', 'plain'])
    expect(lines[0]!.text).toMatch(/^Unreachable since Nov 20, 2026/)
    expect(lines[1]!.text).toBe('3 failed runs in a row: timeout: no answer in 30 s')
    expect(lines[2]!.text).toMatch(/1,250 records listed$/)
  })

  it('says a due run is due now, a future one when, and an enabled source that never ran so', () => {
    const now = Date.parse('2026-11-29T12:00:00Z')
    expect(
      healthLines(source({ nextRunAt: '2026-11-29T11:00:00Z' }), now).map((l) => l.text),
    ).toEqual(['No successful run yet', 'Next run: due now'])
    expect(healthLines(source({ nextRunAt: '2026-11-30T11:00:00Z' }), now)[1]!.text).toMatch(
      /^Next run Nov 30/,
    )
    expect(healthLines(source({ running: true }), now)[1]!.text).toBe('A run is queued or running')
    expect(healthLines(source({}, 'not_reviewed'), now)).toEqual([])
  })
})

describe('enableReviewedSummary', () => {
  it('counts what was enabled, already on and left off', () => {
    expect(
      enableReviewedSummary({
        enabled: ['a', 'b'],
        alreadyEnabled: ['c'],
        skipped: [{ id: 'd', reason: 'licensed' }],
      }),
    ).toBe(
      "2 sources enabled; 1 already on; 1 left off (see each one's status). Enabled sources run on their schedules; the first runs start within 10 minutes.",
    )
  })
})
