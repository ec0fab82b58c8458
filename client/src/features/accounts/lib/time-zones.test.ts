import { describe, expect, it } from 'vitest'
import { timeZoneOptions, US_TIME_ZONES } from './time-zones'

describe('timeZoneOptions', () => {
  it('offers the US zones, then the browser’s and the saved zone once each', () => {
    const options = timeZoneOptions('Europe/Berlin', 'Asia/Tokyo').map((o) => o.zone)
    expect(options.slice(0, US_TIME_ZONES.length)).toEqual(US_TIME_ZONES.map((o) => o.zone))
    expect(options.slice(US_TIME_ZONES.length)).toEqual(['Asia/Tokyo', 'Europe/Berlin'])
    expect(timeZoneOptions('America/Chicago', 'America/Chicago')).toHaveLength(US_TIME_ZONES.length)
  })
})
