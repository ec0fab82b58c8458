// @vitest-environment node
import type { PublicRecordsSearchResponse } from '@common/contracts/records'
import { describe, expect, it } from 'vitest'
import { resultsView } from './results-view'

const answer = (results: number) =>
  ({
    search: { id: 's1' },
    results: Array.from({ length: results }, (_, i) => ({ id: `r${i}` })),
    isTrialUser: true,
    trialLimitReached: false,
    totalFound: results,
    accessibleInTrial: results,
  }) as unknown as PublicRecordsSearchResponse

const idle = { isPending: false, isError: false, data: undefined }
const pending = { isPending: true, isError: false, data: undefined }
const failed = { isPending: false, isError: true, data: undefined }

describe('resultsView', () => {
  it('keeps the results on screen when a later search is refused', () => {
    const shown = answer(5)
    expect(resultsView(failed, shown)).toEqual({ kind: 'results', response: shown })
    expect(resultsView(failed, answer(0))).toEqual({ kind: 'empty' })
  })

  it('shows the error panel when a search fails with nothing shown yet', () => {
    expect(resultsView(failed, null)).toEqual({ kind: 'error' })
  })

  it('shows initial, loading, then the new answer', () => {
    const latest = answer(3)
    expect(resultsView(idle, null)).toEqual({ kind: 'initial' })
    expect(resultsView(pending, answer(5))).toEqual({ kind: 'loading' })
    expect(resultsView({ ...idle, data: latest }, latest)).toEqual({
      kind: 'results',
      response: latest,
    })
    expect(resultsView({ ...idle, data: answer(0) }, answer(0))).toEqual({ kind: 'empty' })
  })

  it('shows an opened saved search in place of the last search', () => {
    const searched = answer(5)
    const opened = answer(2)
    expect(resultsView({ ...idle, data: searched }, opened)).toEqual({
      kind: 'results',
      response: opened,
    })
  })
})
