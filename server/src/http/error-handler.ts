/**
 * Turns every failure into `{ code, message }` with the right status. Client mistakes get a
 * 4xx with a message a person can act on; anything unexpected is logged with the request id
 * and answered with a 500 that leaks nothing.
 */
import type { ErrorBody, ErrorCode } from '@common/errors'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isForeignKeyViolation, violatedConstraint } from '../db/pg-errors'
import { AppError } from './app-error'

interface ClientErrorAnswer {
  status: number
  code: ErrorCode
  message: string
}

const TOO_MANY_PARTS_MESSAGE =
  'The upload has more parts than the upload form sends. Send one PDF file and, if you like, its ZIP code.'

const FASTIFY_CLIENT_ERRORS: Record<string, ClientErrorAnswer> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type. Send the request body as application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  // @fastify/multipart's limits (the upload route allows one file, a few fields and parts).
  FST_FILES_LIMIT: {
    status: 413,
    code: 'TOO_MANY_FILES',
    message: 'Upload one PDF file at a time.',
  },
  FST_FIELDS_LIMIT: {
    status: 413,
    code: 'TOO_MANY_PARTS',
    message: TOO_MANY_PARTS_MESSAGE,
  },
  FST_PARTS_LIMIT: {
    status: 413,
    code: 'TOO_MANY_PARTS',
    message: TOO_MANY_PARTS_MESSAGE,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is empty. Send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the body.',
  },
}

/**
 * busboy's parse errors (a body that is not the multipart/form-data its Content-Type says: no
 * boundary, a boundary it cannot use, no closing boundary, a part cut short) carry no code or
 * status, so they are known by their words, as @fastify/multipart itself tells them, and only on
 * a multipart request.
 */
const MULTIPART_PARSE_ERROR =
  /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required|The needle cannot .+|Unsupported Content-Type\.|Missing Content-Type-header\.)$/

function malformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (error.code || error.statusCode) return false
  const type = request.headers['content-type']?.toLowerCase() ?? ''
  return type.startsWith('multipart/') && MULTIPART_PARSE_ERROR.test(error.message)
}

const MALFORMED_MULTIPART: ClientErrorAnswer = {
  status: 400,
  code: 'BAD_REQUEST',
  message:
    'The upload is not a complete multipart/form-data body. Send the file as a form upload (multipart/form-data) with the boundary its Content-Type names, ending with the closing boundary.',
}

/**
 * A row written for something deleted meanwhile (a foreign key violation): the signed-in user's
 * account itself (deleted while one of its requests ran, e.g. an upload still arriving) is a 401
 * like any request of a deleted account; anything else it referred to, a 409 to reload.
 */
function goneReference(error: unknown): ClientErrorAnswer | undefined {
  if (!isForeignKeyViolation(error)) return undefined
  if (/_user_id_users_id_fk$/.test(violatedConstraint(error) ?? '')) {
    return { status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }
  }
  return {
    status: 409,
    code: 'REFERENCE_DELETED',
    message:
      'Something this request refers to was deleted meanwhile. Reload the page and try again.',
  }
}

export function registerErrorHandler(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { ...error.extra, code: error.code, message: error.message }
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.status(error.status).send(body)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }))
      const where = error.validationContext ?? 'request'
      const list = fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join('; ')
      const body: ErrorBody = {
        code: 'VALIDATION_FAILED',
        message: fields.length === 1 && fields[0] ? fields[0].message : `Invalid ${where}: ${list}`,
        fields,
      }
      return reply.status(400).send(body)
    }
    if (malformedMultipart(error, request)) {
      request.log.info({ err: error }, 'malformed multipart body')
      const { status, code, message } = MALFORMED_MULTIPART
      return reply.status(status).send({ code, message } satisfies ErrorBody)
    }
    const gone = goneReference(error)
    if (gone) return reply.status(gone.status).send({ code: gone.code, message: gone.message })
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined
    if (known) {
      const message =
        known.code === 'PAYLOAD_TOO_LARGE'
          ? `${known.message} The limit is ${Math.round(bodyLimitBytes / 1024)} KB.`
          : known.message
      return reply.status(known.status).send({ code: known.code, message } satisfies ErrorBody)
    }
    // SyntaxError from the JSON parser carries statusCode 400 without a code on some versions.
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: error.message })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    } satisfies ErrorBody)
  })
}
