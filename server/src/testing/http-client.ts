/**
 * A tiny HTTP client for integration tests that keeps cookies like a browser would, so a
 * test can sign in and then call protected routes.
 */
export interface TestClient {
  cookies: Map<string, string>
  request(path: string, init?: RequestInit): Promise<Response>
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>
  get(path: string, headers?: Record<string, string>): Promise<Response>
}

export function createTestClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>()
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a),
      )
      if (!value || expired) cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }
  return {
    cookies,
    request,
    post: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    get: (path, headers) => request(path, { headers }),
  }
}
