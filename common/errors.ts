/**
 * The error body every API failure answers with (CONVENTIONS.md: one error type). The client
 * reads `message`; `code` lets it branch without parsing text.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export interface ErrorBody {
  code: ErrorCode | string
  message: string
  /** Per-field problems, for validation failures. */
  fields?: { path: string; message: string }[]
  [extra: string]: unknown
}
