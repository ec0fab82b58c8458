/**
 * PayPal's own API descriptions as a test oracle: billing_subscriptions_v1.json and
 * notifications_webhooks_v1.json (paypal/paypal-rest-api-specifications, copied unchanged to
 * ../shared/data/reference/paypal/) loaded into Ajv, so a test can check every request the
 * adapter sent and every answer the fake gave against PayPal's schemas, and the fake cannot
 * drift from PayPal unnoticed.
 *
 * Ajv (with ajv-formats) validates JSON values against the documents' JSON-schema parts;
 * @seriousme/openapi-schema-validator checks that a document is valid OpenAPI, not that a
 * payload fits it, and openapi-backend would add routing and mocking we do not need. The glue
 * here only finds the operation for a method and path and picks its body and response schemas.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import AjvModule, { type ErrorObject } from 'ajv'
import addFormatsModule from 'ajv-formats'
import { REPO_ROOT } from '../lib/repo-root'

// Both packages are CommonJS with a `default` export; under ESM the class sits on .default.
const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default ?? AjvModule
const addFormats =
  (addFormatsModule as unknown as { default: typeof addFormatsModule }).default ?? addFormatsModule

const paypalReferenceDir = path.resolve(REPO_ROOT, '..', 'shared', 'data', 'reference', 'paypal')
export const hasPayPalReference = existsSync(
  path.join(paypalReferenceDir, 'billing_subscriptions_v1.json'),
)

const DOCUMENTS = {
  subscriptions: 'billing_subscriptions_v1.json',
  webhooks: 'notifications_webhooks_v1.json',
} as const
type DocumentName = keyof typeof DOCUMENTS

/** PayPal's own format names; the documents give each one a pattern or length besides. */
const PAYPAL_FORMATS = [
  'ppaas_date_time_v3',
  'ppaas_date_notime_v2',
  'ppaas_payer_id_v3',
  'ppaas_common_currency_code_v2',
  'ppaas_common_country_code_v2',
  'ppaas_common_email_address_v2',
  'ppaas_common_language_v3',
  'ppaas_common_percentage_v2',
  'merchant_common_email_address_v2',
  'payer_v1',
]

/** PayPal APIs the app uses that these two documents do not describe (OAuth, catalog products). */
const DOCUMENTED_ELSEWHERE = new Set(['/v1/oauth2/token', '/v1/catalogs/products'])

interface Operation {
  document: DocumentName
  /** JSON pointer of the operation inside its document. */
  pointer: string
  spec: {
    requestBody?: { content?: Record<string, unknown> }
    responses?: Record<string, { content?: Record<string, unknown>; $ref?: string }>
    parameters?: Array<{ $ref?: string; name?: string; in?: string; required?: boolean }>
  }
}

/** One HTTP exchange with PayPal (or the fake), as fake-paypal.ts records it. */
interface PayPalExchange {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  rawBody: string
  status?: number
  replyBody?: unknown
}

export interface PayPalSchemas {
  /**
   * Problems of one exchange against the documents (empty: it fits); null when the documents do
   * not describe it (the OAuth token endpoint, a 429 answer, the buyer's approval pages).
   */
  checkExchange(exchange: PayPalExchange): string[] | null
  /** Problems of `value` against a schema of a document, e.g. ('webhooks', 'event'). */
  check(document: DocumentName, schemaName: string, value: unknown): string[]
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1')

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword}`)
}

/** Loads both documents (throws when ../shared/data/reference/paypal is missing). */
export function loadPayPalSchemas(): PayPalSchemas {
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false })
  addFormats(ajv)
  for (const name of PAYPAL_FORMATS) ajv.addFormat(name, true)
  const documents = {} as Record<DocumentName, { paths: Record<string, Record<string, unknown>> }>
  for (const [name, file] of Object.entries(DOCUMENTS) as [DocumentName, string][]) {
    documents[name] = JSON.parse(readFileSync(path.join(paypalReferenceDir, file), 'utf8'))
    ajv.addSchema(documents[name], name)
  }

  const routes: Array<{ method: string; pattern: RegExp; operation: Operation }> = []
  for (const [document, spec] of Object.entries(documents) as [
    DocumentName,
    typeof documents.subscriptions,
  ][]) {
    for (const [template, operations] of Object.entries(spec.paths)) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`)
      for (const [method, operation] of Object.entries(operations)) {
        if (typeof operation !== 'object' || operation === null || !('responses' in operation)) {
          continue
        }
        routes.push({
          method: method.toUpperCase(),
          pattern,
          operation: {
            document,
            pointer: `/paths/${escapePointer(template)}/${method}`,
            spec: operation as Operation['spec'],
          },
        })
      }
    }
  }

  const validate = (document: DocumentName, pointer: string, value: unknown): string[] => {
    const validator = ajv.getSchema(`${document}#${pointer}`)
    if (!validator) return [`no schema at ${document}#${pointer}`]
    return validator(value) ? [] : describe(validator.errors)
  }

  const resolveParameter = (document: DocumentName, parameter: { $ref?: string }) => {
    if (!parameter.$ref) return parameter as { name?: string; in?: string; required?: boolean }
    const name = parameter.$ref.replace('#/components/parameters/', '')
    const components = (
      documents[document] as unknown as {
        components: { parameters: Record<string, { name: string; in: string; required?: boolean }> }
      }
    ).components
    return components.parameters[name] ?? {}
  }

  return {
    check: (document, schemaName, value) =>
      validate(document, `/components/schemas/${escapePointer(schemaName)}`, value),

    checkExchange(exchange) {
      const route = routes.find(
        (r) => r.method === exchange.method && r.pattern.test(exchange.path),
      )
      if (!route) {
        return exchange.path.startsWith('/v1/') && !DOCUMENTED_ELSEWHERE.has(exchange.path)
          ? [`${exchange.method} ${exchange.path} is not an operation PayPal documents`]
          : null
      }
      if (exchange.status === 429) return null
      const { document, pointer, spec } = route.operation
      const problems: string[] = []
      for (const raw of spec.parameters ?? []) {
        const parameter = resolveParameter(document, raw)
        if (parameter.in === 'query' && parameter.required && parameter.name) {
          if (!exchange.query.has(parameter.name)) {
            problems.push(`request: query parameter ${parameter.name} is required`)
          }
        }
      }
      if (spec.requestBody?.content?.['application/json'] && exchange.rawBody !== '') {
        const at = `${pointer}/requestBody/content/application~1json/schema`
        problems.push(...validate(document, at, exchange.body).map((p) => `request: ${p}`))
      }
      if (exchange.status === undefined) return problems
      const key = String(exchange.status)
      const response = spec.responses?.[key] ? key : 'default'
      const at = `${pointer}/responses/${response}`
      const described = spec.responses?.[response]
      const hasBody = exchange.replyBody !== undefined
      if (described?.$ref || described?.content?.['application/json']) {
        const schemaAt = described.$ref
          ? `${described.$ref.slice(1)}/content/application~1json/schema`
          : `${at}/content/application~1json/schema`
        if (!hasBody) problems.push(`reply ${key}: a JSON body is described but none was sent`)
        else
          problems.push(
            ...validate(document, schemaAt, exchange.replyBody).map((p) => `reply ${key}: ${p}`),
          )
      } else if (hasBody) {
        problems.push(`reply ${key}: PayPal answers no body here`)
      }
      return problems
    },
  }
}
