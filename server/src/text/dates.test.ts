import { describe, expect, it } from 'vitest'
import { parseDate } from './dates'

describe('parseDate', () => {
  it.each([
    ['02/14/2019', '2019-02-14'],
    ['2/4/2019', '2019-02-04'],
    ['10/3/16', '2016-10-03'],
    ['10/3/85', '1985-10-03'],
    ['02-14-2019', '2019-02-14'],
    ['2019-02-14', '2019-02-14'],
    ['2019-2-4', '2019-02-04'],
    ['2026-04-16T14:20:38.277Z', '2026-04-16'],
    ['02/14/2019 10:00 AM', '2019-02-14'],
    ['January 2, 2019', '2019-01-02'],
    ['Jan. 2, 2019', '2019-01-02'],
    ['Sept 30 2019', '2019-09-30'],
    ['2 January 2019', '2019-01-02'],
    ['Thursday, February 14, 2019 at 10:00', '2019-02-14'],
    ['  05/07/2012  ', '2012-05-07'],
    ['02/29/2020', '2020-02-29'],
  ])('%s -> %s', (input, expected) => {
    expect(parseDate(input)).toBe(expected)
  })

  it.each([
    ['02/30/2019'],
    ['13/01/2019'],
    ['02/29/2019'],
    ['2019-00-10'],
    ['Smarch 3, 2019'],
    ['soon'],
    [''],
    [null],
    [20190214],
  ])('%s -> null', (input) => {
    expect(parseDate(input)).toBeNull()
  })

  it('takes the UTC day of a Date', () => {
    expect(parseDate(new Date('2019-02-14T23:30:00Z'))).toBe('2019-02-14')
    expect(parseDate(new Date('invalid'))).toBeNull()
  })
})
