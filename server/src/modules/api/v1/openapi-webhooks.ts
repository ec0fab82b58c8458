/**
 * The OpenAPI 3.1 `webhooks` of the document (issue 33, item 3): what the app POSTs to a user's
 * alert webhook and CRM webhook, generated from the same zod schemas the senders build their
 * bodies as (common/contracts/webhook-events.ts), with the Standard Webhooks signature headers
 * and how to verify them (docs/api/examples/verify-webhook.ts).
 */
import {
  alertMatchedEvent,
  alertTestEvent,
  leadsPushedEvent,
} from '@common/contracts/webhook-events'
import { type ZodType, z } from 'zod'

export const WEBHOOKS_TAG = {
  name: 'webhooks',
  description:
    'What the app sends to your URLs: alert matches and test events (Settings > Alerts, Elite), and leads pushed to a CRM webhook.',
}

const VERIFY = `Signed the Standard Webhooks way: \`webhook-signature\` is \`v1,\` and the base64
HMAC-SHA256 of \`<webhook-id>.<webhook-timestamp>.<body>\`, keyed with the base64-decoded bytes of
your signing secret after its \`whsec_\` prefix. Verify with any Standard Webhooks library
(\`new Webhook(secret).verify(body, headers)\` in the \`standardwebhooks\` npm package) on the
raw body, refuse a timestamp more than 5 minutes off, and treat a repeated \`webhook-id\` as the
same event. A complete receiver: docs/api/examples/verify-webhook.ts in the repository.

Answer any 2xx within 10 seconds; anything else is retried with exponential backoff, and a URL
that keeps failing is disabled (you are told in the app).`

const header = (name: string, description: string) => ({
  name,
  in: 'header' as const,
  required: true,
  description,
  schema: { type: 'string' as const },
})

const SIGNATURE_HEADERS = [
  header('webhook-id', 'The delivery id: the same on every retry of one event'),
  header('webhook-timestamp', 'Unix seconds of this attempt'),
  header('webhook-signature', 'v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">'),
]

function jsonSchemaOf(schema: ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<
    string,
    unknown
  >
  return rest
}

function webhookOperation(operationId: string, summary: string, schema: ZodType) {
  return {
    post: {
      operationId,
      summary,
      description: VERIFY,
      tags: [WEBHOOKS_TAG.name],
      security: [],
      parameters: SIGNATURE_HEADERS,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(schema) } },
      },
      responses: {
        '204': { description: 'Received (any 2xx will do)' },
        '400': { description: 'Refused: the signature or the timestamp does not hold (retried)' },
      },
    },
  }
}

export const OPENAPI_WEBHOOKS = {
  'alert.matched': webhookOperation(
    'alertMatched',
    'A case event matched one of your alerts',
    alertMatchedEvent,
  ),
  test: webhookOperation('alertTestEvent', 'A test event from Settings > Alerts', alertTestEvent),
  'leads.pushed': webhookOperation(
    'leadsPushed',
    'Leads pushed to your CRM webhook',
    leadsPushedEvent,
  ),
}
