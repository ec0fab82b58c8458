import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { users } from './accounts'
import { counter, flag, parentId, singleUse, timestamps } from './columns'
import { userKey, userOwned } from './user-owned'

const parents = pgTable('test_parents', { ...userOwned(), label: text('label') })
const children = pgTable('test_children', {
  parentId: parentId('parent_id', () => parents.id),
  ...timestamps(),
})

const perUser = pgTable('test_per_user', {
  userId: userKey(),
  sent: counter('sent'),
  enabled: flag('enabled', true),
  ...singleUse(),
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

  it('userKey: the user id is the key, and the row goes with its user', () => {
    const config = getTableConfig(perUser)
    expect(config.columns[0]?.primary).toBe(true)
    expect(config.foreignKeys[0]?.reference().foreignTable).toBe(users)
    expect(config.foreignKeys[0]?.onDelete).toBe('cascade')
  })

  it('counter, flag and singleUse: required, with the starting value', () => {
    const columns = getTableConfig(perUser).columns.slice(1)
    expect(columns.map((column) => [column.name, column.notNull, column.default])).toEqual([
      ['sent', true, 0],
      ['enabled', true, true],
      ['is_used', true, false],
      ['expires_at', true, undefined],
      ['created_at', true, expect.anything()],
    ])
  })
})
