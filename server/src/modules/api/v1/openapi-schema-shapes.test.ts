import { describe, expect, it } from 'vitest'
import { lintableSchema } from './openapi-schema-shapes'

const number = { type: 'number' }
const tuple = (items: unknown, places = [number, number, number, number]) => ({
  type: 'array',
  prefixItems: places,
  items,
  minItems: places.length,
  maxItems: places.length,
})

describe('lintableSchema', () => {
  it('gives a closed tuple of one kind its places’ schema as items, at any depth', () => {
    const schema = { type: 'object', properties: { boxes: { type: 'array', items: tuple(false) } } }
    expect(lintableSchema(schema)).toEqual({
      type: 'object',
      properties: { boxes: { type: 'array', items: tuple(number) } },
    })
    expect(schema.properties.boxes.items.items).toBe(false)
  })

  it('leaves a tuple alone when its places differ or more items may follow', () => {
    const mixed = tuple(false, [number, { type: 'string' }])
    expect(lintableSchema(mixed)).toEqual(mixed)
    const open = { ...tuple(false), maxItems: 9 }
    expect(lintableSchema(open)).toEqual(open)
  })

  it('names the keys of a record of an enum, every key required, in properties', () => {
    const count = { type: 'integer' }
    const record = {
      type: 'object',
      propertyNames: { type: 'string', enum: ['city', 'state'] },
      additionalProperties: count,
      required: ['city', 'state'],
    }
    expect(lintableSchema({ 200: record })).toEqual({
      200: { ...record, properties: { city: count, state: count } },
    })
    const { required: _, ...optional } = record
    expect(lintableSchema(optional)).toEqual(optional)
  })
})
