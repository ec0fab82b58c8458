/**
 * A JSON endpoint of the API as the client calls it: its method, its path (`:name` segments for
 * the parameters) and the types of its body, query and reply, taken from the zod contracts in
 * common/contracts that the server validates the request and serialises the reply with, declared
 * as `post('/api/login', body<LoginRequest>(), reply<LoginResponse>())`. The types cost nothing
 * at run time: a declaration is its method, its path and whether the client reads the reply. The
 * files beside this one declare the endpoints, one file per feature.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** What a query string is given as: named values (undefined ones left out), or ready-made. */
type QueryValues = Readonly<Record<string, string | undefined>> | URLSearchParams

/** One part of an endpoint's declaration: the type of its body, its query or its reply. */
interface Part<Kind extends PartKind, T> {
  readonly kind: Kind
  /** Never set: carries the type. */
  readonly type?: T
}
type PartKind = 'body' | 'query' | 'reply'

/** The JSON body the endpoint takes. */
export const body = <T>(): Part<'body', T> => ({ kind: 'body' })
/** The query string the endpoint takes. */
export const query = <T extends QueryValues>(): Part<'query', T> => ({ kind: 'query' })
/** The JSON reply the client reads (left out: the client only needs to know it succeeded). */
export const reply = <T>(): Part<'reply', T> => ({ kind: 'reply' })

/** The type that `parts` give for `Kind`, or `Missing` when none of them is of that kind. */
type PartType<Parts extends readonly Part<PartKind, unknown>[], Kind extends PartKind, Missing> = [
  Extract<Parts[number], Part<Kind, unknown>>,
] extends [never]
  ? Missing
  : Extract<Parts[number], Part<Kind, unknown>> extends Part<Kind, infer T>
    ? T
    : Missing

export interface Endpoint<
  Path extends string = string,
  Body = unknown,
  Query = unknown,
  Reply = unknown,
> {
  readonly method: HttpMethod
  readonly path: Path
  /** Whether the client reads the reply's JSON; false when it needs only to know it succeeded. */
  readonly readsReply: boolean
  /** Never set: carries the types for `call()` and the compiler. */
  readonly types?: { body: Body; query: Query; reply: Reply }
}

/**
 * The declaration of an endpoint with `method`: its path, then the parts it has, in any order.
 * Left out, the body and the query are `undefined` (nothing to send) and the reply is `void`
 * (not read).
 */
function declareWith(method: HttpMethod) {
  return <Path extends string, Parts extends readonly Part<PartKind, unknown>[]>(
    path: Path,
    ...parts: Parts
  ): Endpoint<
    Path,
    PartType<Parts, 'body', undefined>,
    PartType<Parts, 'query', undefined>,
    PartType<Parts, 'reply', void>
  > => ({ method, path, readsReply: parts.some((part) => part.kind === 'reply') })
}

export const get = declareWith('GET')
export const post = declareWith('POST')
export const put = declareWith('PUT')
export const patch = declareWith('PATCH')
export const del = declareWith('DELETE')

/** The names of a path's `:name` segments: '/api/leads/:id/notes' gives 'id'. */
export type PathParamName<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamName<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never

export type PathParams<Path extends string> = { readonly [Name in PathParamName<Path>]: string }

export type BodyOf<E> = E extends Endpoint<string, infer Body, unknown, unknown> ? Body : never
export type QueryOf<E> = E extends Endpoint<string, unknown, infer Query, unknown> ? Query : never
export type ReplyOf<E> = E extends Endpoint<string, unknown, unknown, infer Reply> ? Reply : never
export type PathOf<E> = E extends Endpoint<infer Path, unknown, unknown, unknown> ? Path : never

/** The path with its parameters filled in, each URI-encoded. */
export function pathOf(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (segment, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path}: no value for ${segment}`)
    return encodeURIComponent(value)
  })
}

/** The query string of `query` without its '?', undefined values left out ('' for none). */
export function queryString(query: QueryValues | undefined): string {
  if (query === undefined) return ''
  if (query instanceof URLSearchParams) return query.toString()
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, value)
  }
  return params.toString()
}

/** The URL of a call: the path with its parameters, then `?query` when there is one. */
export function urlOf(
  path: string,
  params?: Readonly<Record<string, string>>,
  query?: QueryValues,
): string {
  const search = queryString(query)
  return search ? `${pathOf(path, params)}?${search}` : pathOf(path, params)
}
