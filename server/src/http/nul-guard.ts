/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a value carrying one fails deep in a
 * query ("invalid byte sequence 0x00") after earlier statements (a spent trial search) have
 * run. This hook refuses such a request before any route sees it, naming the field.
 */
import type { ErrorBody } from '@common/errors'
import type { FastifyInstance } from 'fastify'

const NUL = '\u0000'

/** The path of the first string (value or key) holding a NUL, or null when there is none. */
function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null
  if (value === null || typeof value !== 'object' || depth > 64) return null
  for (const [key, child] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '\\u0000')]
    const found = findNul(child, [...path, key], depth + 1)
    if (found) return found
  }
  return null
}

const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000). Remove it and try again.'

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNul(value)
      if (!path) continue
      const field = path.join('.')
      const body: ErrorBody = {
        code: 'VALIDATION_FAILED',
        message: field ? `${field}: ${NUL_MESSAGE}` : NUL_MESSAGE,
        fields: [{ path: field || where, message: NUL_MESSAGE }],
      }
      return reply.status(400).send(body)
    }
  })
}
