import { ApiError } from '@/lib/api'

/** GET `url` with the session cookie; an ApiError for any non-OK answer. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'include' })
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return (await response.json()) as T
}
