/**
 * Two JSON Schema shapes zod writes that mean what they should but that OpenAPI tools read as
 * mistakes, rewritten into equivalent ones (docs/decisions/0066):
 * - a fixed-length tuple (`z.tuple`): `prefixItems` with `items: false` and `maxItems` its length.
 *   Spectral's array-items rule wants an `items` schema; with every place taken by `prefixItems`
 *   and no room for more, `items` can be the places' own schema (when they all share it).
 * - a record keyed by an enum (`z.record(z.enum(...), v)`, every key required): `required` names
 *   keys that only `propertyNames` allows. Redocly's no-required-schema-properties-undefined wants
 *   each in `properties`, which is what `additionalProperties` says of it already.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function closedTupleItems(node: JsonObject): Json | undefined {
  const places = node.prefixItems
  if (!Array.isArray(places) || node.items !== false || node.maxItems !== places.length) return
  const [first, ...rest] = places
  if (first === undefined) return
  const text = JSON.stringify(first)
  return rest.every((place) => JSON.stringify(place) === text) ? first : undefined
}

function enumRecordProperties(node: JsonObject): JsonObject | undefined {
  const names = isObject(node.propertyNames) ? node.propertyNames.enum : undefined
  const value = node.additionalProperties
  if (node.properties || !Array.isArray(names) || !isObject(value)) return
  if (!Array.isArray(node.required) || node.required.length === 0) return
  return Object.fromEntries(names.map((name) => [String(name), value]))
}

/** A copy of a JSON Schema (or of a map of them) with both shapes rewritten, at any depth. */
export function lintableSchema<T>(schema: T): T {
  const visit = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(visit)
    if (!isObject(node)) return node
    const out: JsonObject = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, visit(value)]),
    )
    const items = closedTupleItems(out)
    if (items !== undefined) out.items = items
    const properties = enumRecordProperties(out)
    if (properties) out.properties = properties
    return out
  }
  return visit(schema as Json) as T
}
