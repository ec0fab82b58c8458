/**
 * What kind of page image a file is, by its first bytes (never by its name): PNG's eight-byte
 * signature, JPEG's start-of-image marker, TIFF's byte order and 42 (or a BigTIFF's 43, so that
 * one is refused by name rather than as "not an image").
 */
import type { ImageUploadKind } from '@common/contracts/documents'

export type ImageKind = ImageUploadKind

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte)

/** The image kind of `bytes`, or null when they are not a PNG, JPEG or TIFF. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x49, 0x49]) && (bytes[2] === 42 || bytes[2] === 43) && bytes[3] === 0) {
    return 'tiff'
  }
  if (startsWith(bytes, [0x4d, 0x4d, 0]) && (bytes[3] === 42 || bytes[3] === 43)) return 'tiff'
  return null
}
