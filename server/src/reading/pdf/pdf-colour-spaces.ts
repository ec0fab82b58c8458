/**
 * Samples per pixel of the PDF colour spaces (ISO 32000 8.6), by family name and its inline
 * abbreviation: what an image costs once decoded is width x height x components x bits.
 */
export const COLOUR_COMPONENTS: Record<string, number> = {
  DeviceGray: 1,
  G: 1,
  CalGray: 1,
  Indexed: 1,
  I: 1,
  Separation: 1,
  Pattern: 1,
  DeviceRGB: 3,
  RGB: 3,
  CalRGB: 3,
  Lab: 3,
  DeviceCMYK: 4,
  CMYK: 4,
}
/** Components assumed when the colour space cannot be read (JPX without one, odd spaces). */
export const UNKNOWN_COMPONENTS = 4
