/**
 * The one error type of the server (CONVENTIONS.md rule 3). Throw it from any route or service;
 * the error handler answers `{ code, message, ...extra }` with its status. The code is a domain
 * code from `common/errors.ts` that says what happened; the status is its HTTP class.
 */
import type { ErrorCode } from '@common/errors'

export class AppError extends Error {
  override name = 'AppError'

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    /** Extra fields for the reply body, e.g. `{ requiresSubscription: true }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }

  static badRequest(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    return new AppError(code, message, 400, extra)
  }
  static unauthorized(code: ErrorCode = 'UNAUTHORIZED', message = 'Unauthorized') {
    return new AppError(code, message, 401)
  }
  static forbidden(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    return new AppError(code, message, 403, extra)
  }
  static notFound(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    return new AppError(code, message, 404, extra)
  }
  static conflict(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    return new AppError(code, message, 409, extra)
  }
  /** Seconds the client should wait (sent as Retry-After), for 429 and 503 answers. */
  retryAfterSeconds?: number

  static rateLimited(message: string, retryAfterSeconds?: number) {
    const error = new AppError('RATE_LIMITED', message, 429)
    error.retryAfterSeconds = retryAfterSeconds
    return error
  }
}
