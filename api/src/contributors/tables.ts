// The contributors' table: the people scouts nominate.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONTRIBUTOR_ROLES } from '@glow/contract';
import { createdAt } from '../db/columns';
import { users, walletKindEnum } from '../users/tables';

export const contributorRoleEnum = pgEnum('contributor_role', CONTRIBUTOR_ROLES);

export const contributors = pgTable(
  'contributors',
  {
    id: serial('id').primaryKey(),
    /** The contributor's account, made with their first nomination. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    githubUsername: text('github_username').notNull(),
    xHandle: text('x_handle'),
    projectRole: contributorRoleEnum('project_role').notNull(),
    contributorSince: date('contributor_since').notNull(),
    contributorUntil: date('contributor_until'),
    status: text('status').notNull().default('nominated'),
    /**
     * The scout's suggestion until the contributor proves they own a wallet; then the
     * registered address, the only one a grant is paid to (`walletRegisteredAt` set).
     */
    xrplAddress: text('xrpl_address'),
    walletKind: walletKindEnum('wallet_kind'),
    walletRegisteredAt: timestamp('wallet_registered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contributors_email_unique').on(table.email),
    // One record per person: a GitHub username in any case is the same account.
    uniqueIndex('contributors_github_username_unique').on(sql`lower(${table.githubUsername})`),
    // One registered wallet, one person.
    uniqueIndex('contributors_registered_wallet_unique')
      .on(table.xrplAddress)
      .where(sql`${table.walletRegisteredAt} is not null`),
    check(
      'contributors_registered_wallet_complete',
      sql`${table.walletRegisteredAt} is null or (${table.xrplAddress} is not null and ${table.walletKind} is not null)`,
    ),
  ],
);
