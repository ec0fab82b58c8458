/**
 * Layout memory (issue 34, item 7; docs/decisions/0055): the document layouts an account has
 * taught by correcting a field, and per layout and field where the value is printed, so the next
 * document of that layout from any user of the account is read there.
 */
import { check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { CORRECTION_FIELDS } from '../../../../common/field-corrections'
import { users } from './accounts'
import { oneOf, parentId, timestamps, uuidPk } from './columns'
import { documents } from './documents'

/** One layout of an account: the signature of its first page (layout-signature.ts). */
export const documentLayouts = pgTable(
  'document_layouts',
  {
    id: uuidPk(),
    /** The account (its owner's user id, users.account_id); deleting the owner deletes it. */
    accountId: parentId('account_id', () => users.id),
    signature: jsonb('signature').$type<string[]>().notNull(),
    /** The document the layout was first learned from; null once it is deleted. */
    learnedFrom: uuid('learned_from').references(() => documents.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('document_layouts_account_id_idx').on(t.accountId)],
)

/**
 * Where one field of a layout is printed: the rule (layout-rule.ts, validated when read) is an
 * anchor of label words and the value's place beside or below it. A later correction of the same
 * field on the same layout replaces it.
 */
export const layoutFieldRules = pgTable(
  'layout_field_rules',
  {
    id: uuidPk(),
    layoutId: parentId('layout_id', () => documentLayouts.id),
    field: text('field').notNull(),
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    /** Who taught it; null once that user is deleted. */
    learnedBy: uuid('learned_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('layout_field_rules_layout_id_field_unique').on(t.layoutId, t.field),
    check('layout_field_rules_field_check', oneOf(t.field, CORRECTION_FIELDS)),
  ],
)
