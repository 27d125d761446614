// The tables. Generate a migration after a change: `pnpm --filter @glow/api db:generate`.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES, WALLET_KINDS } from '@glow/shared-api/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

/** A challenge a wallet signs to prove an address: random, single use, short-lived. */
export const walletChallenges = pgTable(
  'wallet_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull(),
    walletKind: walletKindEnum('wallet_kind').notNull(),
    /** GemWallet asks for its challenge with the address and public key it will sign with. */
    address: text('address'),
    publicKey: text('public_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('wallet_challenges_challenge_unique').on(table.challenge)],
);

/** The Xaman payloads this API created; a signed one can be used once. */
export const xamanPayloads = pgTable('xaman_payloads', {
  uuid: text('uuid').primaryKey(),
  transactionType: text('transaction_type').notNull(),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

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

/** Fixed-window counters (login attempts per email and per client address). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Every change a signed-in user makes: who, what, which record, when. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied from the actor, so the entry still says who it was after the user is deleted. */
    actorEmail: text('actor_email').notNull(),
    actorRole: roleEnum('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [index('audit_logs_at_idx').on(table.at)],
);
