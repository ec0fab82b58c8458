import { describe, expect, it } from 'vitest'
import { splitList } from './alert-labels'

describe('splitList', () => {
  it('reads ZIP codes typed with commas, spaces or semicolons', () => {
    expect(splitList(' 08204, 08226;08260  ')).toEqual(['08204', '08226', '08260'])
    expect(splitList('')).toEqual([])
  })
  it('keeps county names with spaces when split by commas', () => {
    expect(splitList('Cape May, Lewis and Clark', /,/)).toEqual(['Cape May', 'Lewis and Clark'])
  })
})
