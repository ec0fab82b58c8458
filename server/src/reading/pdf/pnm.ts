/**
 * A rendered page as a netpbm image for tesseract: grey (P5) when every pixel has equal red,
 * green and blue, colour (P6) otherwise. Leptonica reads both without inflating anything, where a
 * PNG costs a zlib encode here and a decode in the WASM worker (about 0.3 CPU-s a 200-dpi page,
 * docs/decisions/0045). The pixels are the same as the PNG's, so tesseract reads the same words.
 */

/** `rgba`: the canvas's pixels, 4 bytes each (alpha ignored: pages are drawn on white). */
export function rgbaToPnm(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Buffer {
  const count = width * height
  if (rgba.length < count * 4) throw new RangeError('The pixel data is shorter than the image.')
  let grey = true
  for (let i = 0; i < count * 4; i += 4) {
    if (rgba[i] !== rgba[i + 1] || rgba[i] !== rgba[i + 2]) {
      grey = false
      break
    }
  }
  const header = Buffer.from(`${grey ? 'P5' : 'P6'}\n${width} ${height}\n255\n`, 'latin1')
  const out = Buffer.allocUnsafe(header.length + count * (grey ? 1 : 3))
  header.copy(out)
  let j = header.length
  if (grey) {
    for (let i = 0; i < count * 4; i += 4) out[j++] = rgba[i]!
  } else {
    for (let i = 0; i < count * 4; i += 4) {
      out[j++] = rgba[i]!
      out[j++] = rgba[i + 1]!
      out[j++] = rgba[i + 2]!
    }
  }
  return out
}
