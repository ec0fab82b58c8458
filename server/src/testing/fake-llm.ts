/**
 * A local fake of an OpenAI-compatible chat API for tests: POST /v1/chat/completions on
 * 127.0.0.1. It checks the bearer key and the request's shape as the real API would (401 / 400
 * with an OpenAI-style error body), records each request, and answers what the test scripted.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'

/** What the fake receives, once it passed the checks. */
interface FakeChatRequest {
  model: string
  messages: { role: string; content: string }[]
  temperature: number
  response_format: { type: string }
  max_tokens?: number
}

/** A scripted answer: the assistant's text, or a raw HTTP answer; either after a delay. */
type FakeLlmReply =
  | { content: string; delayMs?: number }
  | { status: number; body: string; delayMs?: number }

export interface FakeLlm {
  /** For LLM_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string
  apiKey: string
  /** Requests that passed the checks, in order. */
  requests: FakeChatRequest[]
  /** How the next requests are answered (default: 500 "nothing scripted"). */
  respond(reply: FakeLlmReply | ((request: FakeChatRequest) => FakeLlmReply)): void
  close(): Promise<void>
}

const chatRequest = z.object({
  model: z.string().min(1),
  messages: z
    .array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() }))
    .min(1),
  temperature: z.literal(0),
  response_format: z.object({ type: z.literal('json_object') }),
  max_tokens: z.number().int().positive().optional(),
})

/** The JSON body of a chat.completion whose one choice says `content`. */
export function chatCompletionBody(content: string, model = 'fake-model'): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  })
}

const openAiError = (message: string, code: string) =>
  JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code } })

export async function startFakeLlm(options: { apiKey?: string } = {}): Promise<FakeLlm> {
  const apiKey = options.apiKey ?? 'sk-test-fake-llm-key'
  const requests: FakeChatRequest[] = []
  let script: (request: FakeChatRequest) => FakeLlmReply = () => ({
    status: 500,
    body: openAiError('nothing scripted for this request', 'server_error'),
  })

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const send = (status: number, body: string) => {
        if (response.destroyed) return
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(body)
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(
          404,
          openAiError(`Unknown request URL: ${request.method} ${request.url}`, 'unknown_url'),
        )
        return
      }
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        send(401, openAiError('Incorrect API key provided.', 'invalid_api_key'))
        return
      }
      let parsed: FakeChatRequest
      try {
        parsed = chatRequest.parse(JSON.parse(Buffer.concat(chunks).toString()))
      } catch (error) {
        send(400, openAiError(`Invalid request: ${(error as Error).message}`, 'invalid_request'))
        return
      }
      requests.push(parsed)
      const reply = script(parsed)
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
      if ('content' in reply) send(200, chatCompletionBody(reply.content, parsed.model))
      else send(reply.status, reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    respond(reply) {
      script = typeof reply === 'function' ? reply : () => reply
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
