import { describe, expect, it } from 'vitest'
import { normalizeZip, parseUsAddress } from './addresses'
import { splitStreetAndCity } from './street-suffixes'
import { normalizeStateCode } from './us-states'

const address = (
  street: string | null,
  city: string | null,
  state: string | null,
  zipCode: string | null,
) => ({
  street,
  city,
  state,
  zipCode,
})

describe('parseUsAddress', () => {
  it.each([
    [
      '12 Example Blvd, Sampleton, SC 29607',
      address('12 Example Blvd', 'Sampleton', 'SC', '29607'),
    ],
    ['12 Example Way , Two Words, SC 29690', address('12 Example Way', 'Two Words', 'SC', '29690')],
    [
      '12 Example Place, Sampleton, , SC 29687',
      address('12 Example Place', 'Sampleton', 'SC', '29687'),
    ],
    ['12 Example Dr, Gibsonia, PA 15044-6113', address('12 Example Dr', 'Gibsonia', 'PA', '15044')],
    [
      '12 Example Rd, Sampleton, Pennsylvania 15238',
      address('12 Example Rd', 'Sampleton', 'PA', '15238'),
    ],
    [
      '12 Example Rd, Sampleton, New Jersey 08330',
      address('12 Example Rd', 'Sampleton', 'NJ', '08330'),
    ],
    [
      '12 Example St, Unit 4, Sampleton, PA 15213',
      address('12 Example St, Unit 4', 'Sampleton', 'PA', '15213'),
    ],
    [
      '12 Example St, Apt 4B, Sampleton, PA 15213',
      address('12 Example St, Apt 4B', 'Sampleton', 'PA', '15213'),
    ],
    ['12 EXAMPLE RD, SAMPLETON, LA, 71238', address('12 EXAMPLE RD', 'SAMPLETON', 'LA', '71238')],
    [
      '12 Example Way, Oldtown (per Mortgage), Newtown (per Assessor), SC 29662',
      address('12 Example Way', 'Newtown', 'SC', '29662'),
    ],
    ['2802 EXAMPLE AVE, SAMPLETON, OH', address('2802 EXAMPLE AVE', 'SAMPLETON', 'OH', null)],
    ['12 Example St, Sampleton', address('12 Example St', 'Sampleton', null, null)],
    ['12 Example St', address('12 Example St', null, null, null)],
    ['12 Example St 29607', address('12 Example St', null, null, '29607')],
  ])('%s', (input, expected) => {
    expect(parseUsAddress(input)).toEqual(expected)
  })

  it('finds the city when there is no comma before it', () => {
    expect(parseUsAddress('0 EXAMPLE ROAD SAMPLETON, LA. 71238')).toEqual(
      address('0 EXAMPLE ROAD', 'SAMPLETON', 'LA', '71238'),
    )
    expect(parseUsAddress('12 EXAMPLE ST. WEST SAMPLETON, LA 71292')).toEqual(
      address('12 EXAMPLE ST.', 'WEST SAMPLETON', 'LA', '71292'),
    )
    expect(parseUsAddress('5495 HIGHWAY 34 SAMPLETON, LA 71238')).toEqual(
      address('5495 HIGHWAY 34', 'SAMPLETON', 'LA', '71238'),
    )
    expect(parseUsAddress('515 EXAMPLE ROAD #162 SAMPLETON, LA. 71203')).toEqual(
      address('515 EXAMPLE ROAD #162', 'SAMPLETON', 'LA', '71203'),
    )
    expect(parseUsAddress('1614 S 9th STREET SAMPLETON, LA. 71202')).toEqual(
      address('1614 S 9th STREET', 'SAMPLETON', 'LA', '71202'),
    )
  })

  it('stops at the first address when a record holds several', () => {
    expect(
      parseUsAddress('1 EXAMPLE ST. SAMPLETON, LA 71292 2 OTHER DR. ELSEWHERE, LA 71202'),
    ).toEqual(address('1 EXAMPLE ST.', 'SAMPLETON', 'LA', '71292'))
  })

  it('drops a long description before the house number', () => {
    expect(
      parseUsAddress(
        '2018 MOBILE HOME BEARING SERIAL NUMBER X123 ON 193 EXAMPLE PLACE SAMPLETON, LA 71225',
      ),
    ).toEqual(address('193 EXAMPLE PLACE', 'SAMPLETON', 'LA', '71225'))
  })

  it('reads a Court or Way ending a line with no comma as the street’s, not Connecticut or Wyoming', () => {
    expect(parseUsAddress('163 COOPER CT')).toEqual(address('163 COOPER CT', null, null, null))
    expect(parseUsAddress('7275 TAFT CT.')).toEqual(address('7275 TAFT CT.', null, null, null))
    expect(parseUsAddress('12 EXAMPLE WY')).toEqual(address('12 EXAMPLE WY', null, null, null))
    // After a street's own suffix, or after a comma, it is the state.
    expect(parseUsAddress('736 Old Stratfield Road Fairfield CT')).toEqual(
      address('736 Old Stratfield Road', 'Fairfield', 'CT', null),
    )
    expect(parseUsAddress('12 Elm St, Hartford, CT')).toEqual(
      address('12 Elm St', 'Hartford', 'CT', null),
    )
    expect(parseUsAddress('12 Elm St, Hartford CT')).toEqual(
      address('12 Elm St', 'Hartford', 'CT', null),
    )
  })

  it('gives all nulls for blanks', () => {
    expect(parseUsAddress('')).toEqual(address(null, null, null, null))
    expect(parseUsAddress(undefined)).toEqual(address(null, null, null, null))
  })
})

describe('splitStreetAndCity', () => {
  it('prefers the last street suffix, but not a Saint', () => {
    expect(splitStreetAndCity('12 MAIN ST ST LOUIS')).toEqual({
      street: '12 MAIN ST',
      city: 'ST LOUIS',
    })
    expect(splitStreetAndCity('12 ST CLAIR AVE SAMPLETON')).toEqual({
      street: '12 ST CLAIR AVE',
      city: 'SAMPLETON',
    })
    expect(splitStreetAndCity('109 SOUTH WILLOW BEND RD. SAMPLETON')).toEqual({
      street: '109 SOUTH WILLOW BEND RD.',
      city: 'SAMPLETON',
    })
  })

  it('keeps the whole text as the street when no suffix marks the end', () => {
    expect(splitStreetAndCity('12 NOWHERE SAMPLETON')).toEqual({
      street: '12 NOWHERE SAMPLETON',
      city: null,
    })
  })
})

describe('normalizeZip', () => {
  it.each([
    ['08330', '08330'],
    ['15044-6113', '15044'],
    ['150446113', '15044'],
    [' 29607 ', '29607'],
    [8330, '08330'],
    ['00000', null],
    ['', null],
    ['123', null],
    ['ABCDE', null],
    [null, null],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeZip(input)).toBe(expected)
  })
})

describe('normalizeStateCode', () => {
  it.each([
    ['PA', 'PA'],
    ['pa', 'PA'],
    ['La.', 'LA'],
    ['Pennsylvania', 'PA'],
    ['new jersey', 'NJ'],
    ['XX', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeStateCode(input)).toBe(expected)
  })
})
