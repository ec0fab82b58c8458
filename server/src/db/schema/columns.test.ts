import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { users } from './accounts'
import { parentId, timestamps } from './columns'
import { userOwned } from './user-owned'

const parents = pgTable('test_parents', { ...userOwned(), label: text('label') })
const children = pgTable('test_children', {
  parentId: parentId('parent_id', () => parents.id),
  ...timestamps(),
})

describe('shared column groups', () => {
  it('userOwned: a uuid key, then a required user_id that goes with its user', () => {
    const config = getTableConfig(parents)
    expect(config.columns.map((column) => [column.name, column.notNull, column.primary])).toEqual([
      ['id', true, true],
      ['user_id', true, false],
      ['label', false, false],
    ])
    const [owner] = config.foreignKeys
    expect(owner?.onDelete).toBe('cascade')
    expect(owner?.reference().foreignTable).toBe(users)
  })

  it('parentId: required, deleted with its parent', () => {
    const [key] = getTableConfig(children).foreignKeys
    expect(key?.reference().foreignTable).toBe(parents)
    expect(key?.reference().columns.map((column) => column.name)).toEqual(['parent_id'])
    expect(key?.onDelete).toBe('cascade')
  })

  it('timestamps: created_at then updated_at, both required with a default', () => {
    const columns = getTableConfig(children).columns.slice(1)
    expect(columns.map((column) => [column.name, column.notNull, column.hasDefault])).toEqual([
      ['created_at', true, true],
      ['updated_at', true, true],
    ])
  })
})
