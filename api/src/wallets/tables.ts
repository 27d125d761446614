// The wallets' tables: the challenges a wallet signs to prove an address, and the Xaman payloads
// this API created.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { WALLET_CHALLENGE_PURPOSES } from '@glow/contract';
import { createdAt } from '../db/columns';
import { payments } from '../payments/tables';
import { users, walletKindEnum } from '../users/tables';

export const walletChallengePurposeEnum = pgEnum(
  'wallet_challenge_purpose',
  WALLET_CHALLENGE_PURPOSES,
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
    /** What a signature of it proves: a sign-in, or a contributor's wallet registration. */
    purpose: walletChallengePurposeEnum('purpose').notNull().default('signIn'),
    /** The contributor a registration challenge was issued to. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('wallet_challenges_challenge_unique').on(table.challenge),
    check(
      'wallet_challenges_registration_has_user',
      sql`${table.purpose} = 'signIn' or ${table.userId} is not null`,
    ),
  ],
);

/**
 * The Xaman payloads this API created. A payload's uuid is public (in its QR code and status
 * websocket address), so reading or using one takes the secret answered to the browser that
 * created it; only its SHA-256 is stored. A signed sign-in can be used once.
 */
export const xamanPayloads = pgTable(
  'xaman_payloads',
  {
    uuid: text('uuid').primaryKey(),
    transactionType: text('transaction_type').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** What its signature proves: a sign-in, or a contributor's wallet registration. */
    purpose: walletChallengePurposeEnum('purpose').notNull().default('signIn'),
    /** The contributor a registration payload was created for. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The grant payment a Payment payload asks the programme's wallet to sign. */
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'xaman_payloads_registration_has_user',
      sql`${table.purpose} = 'signIn' or ${table.userId} is not null`,
    ),
  ],
);
