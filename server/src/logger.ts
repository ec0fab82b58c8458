/** The process's pino logger; Fastify uses the same instance for request logs. */
import type { FastifyRequest } from 'fastify'
import pino, { type DestinationStream, type Logger } from 'pino'
import { maskSecretParameters } from './lib/redact'

/**
 * Fastify's own request serializer with the URL's secret parameters masked: the page a
 * password-reset e-mail links to is `/reset-password?token=...`, and a request log line holding
 * that token would let whoever reads the logs set the password.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecretParameters(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** `destination` is for tests that read what was logged; the default is stdout. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { req: serializeRequest },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.passwordHash',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  )
}
