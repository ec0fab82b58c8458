/**
 * The webhook verification example the OpenAPI document's `webhooks` point to: a receiver checks
 * the Standard Webhooks signature with the `standardwebhooks` package before trusting a body.
 * `npm run typecheck` compiles it, and scripts/verify-webhook-example.test.ts runs it on a body
 * the app signed (docs/decisions/0069-webhooks-in-the-openapi-document.md).
 */
// example:start
// npm install standardwebhooks
import { createServer } from 'node:http'
import { Webhook } from 'standardwebhooks'

// The signing secret shown once when you connected the webhook (whsec_...).
const webhook = new Webhook(process.env.FORECLOSURE_LEADS_WEBHOOK_SECRET ?? '')

/** The event, or null when the signature, the timestamp (5 minutes) or the body does not hold. */
export function verifiedEvent(body: string, headers: Record<string, string>): unknown {
  try {
    // Reads webhook-id, webhook-timestamp and webhook-signature; refuses a replay.
    return webhook.verify(body, headers)
  } catch {
    return null
  }
}

export const receiver = createServer((request, response) => {
  let body = ''
  request.setEncoding('utf8')
  request.on('data', (chunk: string) => {
    body += chunk
  })
  request.on('end', () => {
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
        name,
        String(request.headers[name] ?? ''),
      ]),
    )
    const event = verifiedEvent(body, headers)
    if (!event) {
      response.writeHead(401).end()
      return
    }
    // Answer 2xx quickly; work on the event afterwards (the same webhook-id may come twice).
    response.writeHead(204).end()
  })
})
// example:end
