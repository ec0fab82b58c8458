/** Accounts: users, their server-side sessions and password resets. */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  index,
  json,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { counter, parentId, singleUse, timestamps, timestamptz, uuidPk } from './columns'

/** A person with a login: profile, trial counters and PayPal subscription state. */
export const users = pgTable(
  'users',
  {
    id: uuidPk(),
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** argon2id hash of the password; never leaves the server. */
    passwordHash: text('password_hash'),
    /** 'trial' marks a trial user. */
    authProvider: text('auth_provider').notNull().default('trial'),
    paypalCustomerId: text('paypal_customer_id'),
    paypalSubscriptionId: text('paypal_subscription_id'),
    /** One of SUBSCRIPTION_TIERS; not a CHECK because the spec leaves the list open. */
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    /** One of SUBSCRIPTION_STATUSES; not a CHECK because the spec leaves the list open. */
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    trialStartedAt: timestamptz('trial_started_at'),
    /** When a cancelled subscription's paid period ends; access lasts until then. */
    subscriptionEndsAt: timestamptz('subscription_ends_at'),
    /** create_time of the last provider event applied, so older events cannot undo newer ones. */
    subscriptionEventAt: timestamptz('subscription_event_at'),
    trialSearchCount: counter('trial_search_count'),
    trialDownloadCount: counter('trial_download_count'),
    trialUploadCount: counter('trial_upload_count'),
    /**
     * The account the user works in: the account owner's user id, for a user added to someone's
     * account; null for a user on their own (every user who registered). What the account learns
     * (a document layout's fields, docs/decisions/0055) is shared by its users.
     */
    /**
     * When the user was made an operator of this deployment (`npm run admin -- grant <email>`, or
     * the first account when OPERATOR_FIRST_ACCOUNT is set); null for everyone else. Operators run
     * the source catalogue from /operator (docs/decisions/0077).
     */
    operatorSince: timestamptz('operator_since'),
    accountId: uuid('account_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    /** One free trial per person: a first + last name registers once (names are stored trimmed). */
    uniqueIndex('users_full_name_unique').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`),
    // Deleting an account's owner sets its users' account_id to null: found through this index.
    index('users_account_id_idx').on(t.accountId).where(sql`${t.accountId} is not null`),
  ],
)

/**
 * Server-side session store: one row per signed-in browser. `sid` is an HMAC of the cookie's
 * token (the token itself is never stored); `user_id` lets a password reset end a user's
 * sessions; `expire` is the earlier of the idle and the absolute limit.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamptz('expire').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_id_idx').on(t.userId)],
)

/** A password-reset link: only the token's hash is stored, and it is used at most once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuidPk(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: parentId('user_id', () => users.id),
    email: text('email').notNull(),
    ...singleUse(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert

/**
 * What every signed-in request knows of its user (`request.user`): the columns the session read
 * selects (accounts' session.service.ts), not the whole row. Never the password hash, the
 * provider's ids, the trial counters or the row's bookkeeping: code that needs one of those reads
 * it itself, when it needs it.
 */
export type SessionUser = Pick<
  User,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'profileImageUrl'
  | 'authProvider'
  | 'subscriptionTier'
  | 'subscriptionStatus'
  | 'trialStartedAt'
  | 'subscriptionEndsAt'
  | 'createdAt'
  | 'operatorSince'
>
export type Session = typeof sessions.$inferSelect
