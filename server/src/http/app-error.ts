/**
 * The one error type of the server (CONVENTIONS.md rule 3). Throw it from any route or service;
 * the error handler answers `{ code, message, ...extra }` with its status.
 */
import type { ErrorCode } from '@common/errors'

export class AppError extends Error {
  override name = 'AppError'

  constructor(
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly status: number,
    /** Extra fields for the reply body, e.g. `{ requiresSubscription: true }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }

  static badRequest(message: string, extra?: Record<string, unknown>) {
    return new AppError('BAD_REQUEST', message, 400, extra)
  }
  static unauthorized(message = 'Unauthorized') {
    return new AppError('UNAUTHORIZED', message, 401)
  }
  static forbidden(message: string, extra?: Record<string, unknown>) {
    return new AppError('FORBIDDEN', message, 403, extra)
  }
  static notFound(message: string) {
    return new AppError('NOT_FOUND', message, 404)
  }
  static conflict(message: string, extra?: Record<string, unknown>) {
    return new AppError('CONFLICT', message, 409, extra)
  }
  /** Seconds the client should wait (sent as Retry-After), for 429 and 503 answers. */
  retryAfterSeconds?: number

  static rateLimited(message: string, retryAfterSeconds?: number) {
    const error = new AppError('RATE_LIMITED', message, 429)
    error.retryAfterSeconds = retryAfterSeconds
    return error
  }
}
