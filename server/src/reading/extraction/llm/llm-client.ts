/**
 * A minimal client for an OpenAI-compatible chat endpoint (POST {LLM_BASE_URL}/chat/completions):
 * OpenAI, Azure-style gateways, vLLM, Ollama, llama.cpp's server. One request, JSON mode,
 * temperature 0, a hard time limit. No SDK: the protocol is one POST.
 */
import { z } from 'zod'

export interface LlmSettings {
  /** e.g. 'https://api.openai.com/v1' or 'http://127.0.0.1:11434/v1'. */
  baseUrl: string
  /** Sent as `Authorization: Bearer ...` when set (local servers often need none). */
  apiKey?: string
  model: string
  timeoutMs: number
}

export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

/** Any way the request did not produce an answer: HTTP error, timeout, unreadable reply. */
class LlmError extends Error {
  override name = 'LlmError'
}

const chatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
})

/** Upper bound on the answer's length: the fields fit in far less. */
const MAX_ANSWER_TOKENS = 1200

/** Sends `messages` and resolves with the first choice's text; rejects with LlmError. */
export async function requestChatCompletion(
  settings: LlmSettings,
  messages: ChatMessage[],
): Promise<string> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: 0,
        max_tokens: MAX_ANSWER_TOKENS,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new LlmError(`LLM request timed out after ${settings.timeoutMs} ms`)
    }
    throw new LlmError(`LLM endpoint not reachable: ${(error as Error).message}`, { cause: error })
  }
  let body: string
  try {
    body = await response.text()
  } catch (error) {
    throw new LlmError(`LLM answer not received in full: ${(error as Error).message}`, {
      cause: error,
    })
  }
  if (!response.ok) {
    throw new LlmError(`LLM endpoint answered ${response.status}: ${errorMessageOf(body)}`)
  }
  let parsed: z.infer<typeof chatCompletion>
  try {
    parsed = chatCompletion.parse(JSON.parse(body))
  } catch {
    throw new LlmError('LLM endpoint answered something that is not a chat completion')
  }
  const content = parsed.choices[0]?.message.content
  if (!content) throw new LlmError('LLM answer is empty')
  return content
}

/** The `error.message` of an OpenAI-style error body, else the body's start (never a secret of ours). */
function errorMessageOf(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message
    if (typeof message === 'string') return message.slice(0, 200)
  } catch {
    // not JSON: shown as text below
  }
  return body.slice(0, 200) || '(empty body)'
}
