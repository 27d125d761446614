// The users' tables: accounts, their sessions (a signed-in user, a confirmed wallet or both) and
// the single-use links of invitation and reset emails.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES, WALLET_KINDS } from '@glow/contract';
import { createdAt } from '../db/columns';

export const roleEnum = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Kept lower-case, so uniqueness ignores case. */
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    /** Null until the invited user sets a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: createdAt(),
    /**
     * Set when an admin removes a person with history (nominations, assessments, applications,
     * payments): the row and its email stay, so their records keep naming them; they cannot
     * sign in and are asked nothing. Null while the account is active.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** When they last signed in with their password; null if never. */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    /**
     * Set when an admin erased the person's personal data at their request (privacy/erasure.ts):
     * the row stays, with placeholders, so their records stay whole and anonymous.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export const walletKindEnum = pgEnum('wallet_kind', WALLET_KINDS);

/**
 * A session: a signed-in user, a wallet the API has confirmed, or both (a judge may also vote).
 * Only the SHA-256 of the api_token is stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    walletAddress: text('wallet_address'),
    walletKind: walletKindEnum('wallet_kind'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    check(
      'sessions_user_or_wallet',
      sql`${table.userId} is not null or ${table.walletAddress} is not null`,
    ),
  ],
);

export const passwordTokenPurposeEnum = pgEnum('password_token_purpose', ['invitation', 'reset']);

/** The single-use tokens of invitation and reset links, stored as SHA-256 hashes. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: passwordTokenPurposeEnum('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('password_tokens_token_hash_unique').on(table.tokenHash)],
);
