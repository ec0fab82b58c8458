import { describe, expect, it } from 'vitest'
import { rgbaToPnm } from './pnm'

const pixels = (...rgba: number[][]) => new Uint8ClampedArray(rgba.flat())

describe('rgbaToPnm', () => {
  it('writes a grey P5 image when every pixel has equal channels', () => {
    const image = rgbaToPnm(pixels([0, 0, 0, 255], [128, 128, 128, 255], [255, 255, 255, 0]), 3, 1)
    expect(image.toString('latin1', 0, 11)).toBe('P5\n3 1\n255\n')
    expect([...image.subarray(11)]).toEqual([0, 128, 255])
  })

  it('writes a colour P6 image as soon as one pixel has a tint, keeping every channel', () => {
    const image = rgbaToPnm(pixels([10, 10, 10, 255], [200, 180, 160, 255]), 1, 2)
    expect(image.toString('latin1', 0, 11)).toBe('P6\n1 2\n255\n')
    expect([...image.subarray(11)]).toEqual([10, 10, 10, 200, 180, 160])
  })

  it('refuses pixel data shorter than the image', () => {
    expect(() => rgbaToPnm(pixels([0, 0, 0, 255]), 2, 1)).toThrow(RangeError)
  })
})
