/**
 * The committed OpenAPI 3.1 document (docs/api/openapi.json) as the oracle of the contract tests
 * (docs/decisions/0072): finds the documented operation of a request (method and path template),
 * and lists what an answer does that the document does not say: a status the operation does not
 * document, a content type it does not name, a body its schema refuses (Ajv's JSON Schema 2020-12
 * dialect, the dialect of OpenAPI 3.1 schemas; `$ref`s resolved by Ajv inside the document), a
 * required header missing or a header its schema refuses.
 *
 * Why Ajv and this glue rather than a package that validates exchanges: openapi-backend checks
 * the document against the OpenAPI 3.0 schema before use (our 3.1 document fails it) and its
 * current release needs Node 22; jest-openapi / vitest-openapi read 3.0 only. Ajv (with
 * ajv-formats) is the validator those packages are built on, and it speaks 2020-12 itself.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ErrorObject } from 'ajv'
import Ajv2020Module from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { REPO_ROOT } from '../../lib/repo-root'

// Both are CommonJS with a `default` export; under ESM the class sits on .default.
const Ajv2020 =
  (Ajv2020Module as unknown as { default: typeof Ajv2020Module }).default ?? Ajv2020Module
const addFormats =
  (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule

const DOCUMENT_PATH = path.join(REPO_ROOT, 'docs', 'api', 'openapi.json')
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

interface HeaderObject {
  required?: boolean
  schema?: { type?: string }
}
interface ResponseObject {
  content?: Record<string, { schema?: unknown }>
  headers?: Record<string, HeaderObject>
}
interface OperationObject {
  operationId: string
  tags?: string[]
  requestBody?: { content?: Record<string, unknown> }
  responses: Record<string, ResponseObject>
}
interface OpenApiDocument {
  openapi: string
  paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationObject>>>
}

/** One documented operation. */
export interface DocumentedOperation {
  operationId: string
  method: string
  template: string
  tags: readonly string[]
}

/** What the test saw of one request and its answer. */
export interface Exchange {
  method: string
  /** The request path, with or without its query. */
  path: string
  status: number
  headers: Headers
  body: Uint8Array
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1')
const describeErrors = (errors: ErrorObject[] | null | undefined, root: string) =>
  (errors ?? []).map((e) => `${e.instancePath || root} ${e.message ?? e.keyword}`)
const isJson = (mediaType: string) =>
  mediaType === 'application/json' || mediaType.endsWith('+json')

export class OpenApiContract {
  readonly operations: readonly DocumentedOperation[]
  private readonly document: OpenApiDocument
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true })
  private readonly routes: { method: string; pattern: RegExp; operation: DocumentedOperation }[]

  constructor(document: OpenApiDocument = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8'))) {
    if (!document.openapi.startsWith('3.1.'))
      throw new Error(`not OpenAPI 3.1: ${document.openapi}`)
    this.document = document
    addFormats(this.ajv)
    this.ajv.addSchema(document, 'openapi')
    this.routes = Object.entries(document.paths).flatMap(([template, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method]
        if (!operation) return []
        const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        return [
          {
            method: method.toUpperCase(),
            pattern: new RegExp(`^${escaped.replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
            operation: {
              operationId: operation.operationId,
              method: method.toUpperCase(),
              template,
              tags: operation.tags ?? [],
            },
          },
        ]
      }),
    )
    this.operations = this.routes.map((route) => route.operation)
  }

  /** The documented operation a request is answered by, or undefined. */
  find(method: string, requestPath: string): DocumentedOperation | undefined {
    const pathname = requestPath.split('?')[0] ?? requestPath
    return this.routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(pathname))
      ?.operation
  }

  /** What the answer does that the document does not say (empty: it fits). */
  checkAnswer(exchange: Exchange): string[] {
    const operation = this.find(exchange.method, exchange.path)
    if (!operation) return [`${exchange.method} ${exchange.path} is not a documented operation`]
    const spec = this.spec(operation)
    const status = String(exchange.status)
    const key = [status, `${status[0]}XX`, 'default'].find((k) => spec.responses[k])
    const where = `${operation.operationId} ${status}`
    if (!key) return [`${where}: the status is not documented for this operation`]
    const response = spec.responses[key] as ResponseObject
    const pointer = `${this.pointerOf(operation)}/responses/${key}`
    return [
      ...this.checkHeaders(where, pointer, response, exchange.headers),
      ...this.checkBody(where, pointer, response, exchange),
    ]
  }

  /** What a JSON request body does that the operation's requestBody schema refuses. */
  checkRequestBody(operationId: string, value: unknown): string[] {
    const operation = this.operations.find((o) => o.operationId === operationId)
    if (!operation) return [`${operationId} is not documented`]
    if (!this.spec(operation).requestBody?.content?.['application/json']) {
      return [`${operationId} documents no JSON request body`]
    }
    const pointer = `${this.pointerOf(operation)}/requestBody/content/application~1json/schema`
    return this.validate(pointer, value).map((p) => `${operationId} request: ${p}`)
  }

  private spec(operation: DocumentedOperation): OperationObject {
    const method = operation.method.toLowerCase() as (typeof METHODS)[number]
    return this.document.paths[operation.template]?.[method] as OperationObject
  }

  private pointerOf(operation: DocumentedOperation): string {
    return `/paths/${escapePointer(operation.template)}/${operation.method.toLowerCase()}`
  }

  private validate(pointer: string, value: unknown, root = '(body)'): string[] {
    const validator = this.ajv.getSchema(`openapi#${pointer}`)
    if (!validator) return [`no schema at ${pointer}`]
    return validator(value) ? [] : describeErrors(validator.errors, root)
  }

  private checkHeaders(where: string, pointer: string, response: ResponseObject, got: Headers) {
    const problems: string[] = []
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const raw = got.get(name)
      if (raw === null) {
        if (header.required) problems.push(`${where}: required header ${name} is missing`)
        continue
      }
      if (!header.schema) continue
      const numeric = header.schema.type === 'integer' || header.schema.type === 'number'
      const value = numeric && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw
      const at = `${pointer}/headers/${escapePointer(name)}/schema`
      problems.push(...this.validate(at, value, `header ${name}`).map((p) => `${where}: ${p}`))
    }
    return problems
  }

  private checkBody(where: string, pointer: string, response: ResponseObject, exchange: Exchange) {
    if (!response.content) {
      return exchange.body.length > 0 ? [`${where}: a body is sent where none is documented`] : []
    }
    const contentType = exchange.headers.get('content-type')
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
    if (!(mediaType in response.content)) {
      return [`${where}: content type ${contentType ?? '(none)'} is not documented`]
    }
    if (!isJson(mediaType)) return []
    let body: unknown
    try {
      body = JSON.parse(new TextDecoder().decode(exchange.body))
    } catch {
      return [`${where}: the body is not JSON`]
    }
    const at = `${pointer}/content/${escapePointer(mediaType)}/schema`
    return this.validate(at, body).map((p) => `${where}: ${p}`)
  }
}
