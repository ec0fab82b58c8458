import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { compiledStatement, fillSlots } from './prepared-query'

describe('compiledStatement', () => {
  it('builds a shape once and fills only its placeholders per execution', () => {
    let builds = 0
    const build = () => {
      builds++
      return sql`select ${sql.placeholder('a')}::int + ${41}::int as x where ${sql.placeholder('b')}::text <> ''`
    }
    const first = compiledStatement('compiled-statement.test|shape', build)
    const again = compiledStatement('compiled-statement.test|shape', build)
    expect(builds).toBe(1)
    expect(again).toBe(first)
    expect(first.text).toBe("select $1::int + $2::int as x where $3::text <> ''")
    expect(first.name).toMatch(/^fl_[\w-]{20}$/)
    expect(fillSlots(first, { a: 1, b: 'one' })).toEqual([1, 41, 'one'])
    expect(fillSlots(first, { a: 2, b: 'two' })).toEqual([2, 41, 'two'])
  })

  it('refuses an execution that leaves a placeholder without a value', () => {
    const statement = compiledStatement(
      'compiled-statement.test|missing',
      () => sql`select ${sql.placeholder('user_id')}::uuid`,
    )
    expect(() => fillSlots(statement, {})).toThrow('No value for placeholder "user_id"')
  })
})
