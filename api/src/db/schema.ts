// The tables. Generate a migration after a change: `pnpm --filter @glow/api db:generate`.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  primaryKey,
  smallint,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ACCEPTED_DOCUMENTS,
  APPLICATION_STATUSES,
  ASSESSMENT_SIZES,
  ASSESSMENT_STATUSES,
  COHORT_CANCEL_REASON_MAX_LENGTH,
  COHORT_PERIODS,
  CONTRIBUTOR_ROLES,
  DEFAULT_GRANT_AMOUNTS,
  DEFAULT_VOTING_PERIOD_DAYS,
  GITHUB_STATUSES,
  GRANT_SIZES,
  KYC_STATUSES,
  NOMINATION_CATEGORIES,
  PAYMENT_STATUSES,
  ROLES,
  VOTING_PERIOD_DAYS_MAX,
  WALLET_KINDS,
  WALLET_CHALLENGE_PURPOSES,
  type ApplicationDetails,
  type CohortFigures,
  type EligibilityAnswers,
  type EligibilityKey,
  type GrantAmounts,
  type LedgerFacts,
  type PaymentFailureKind,
  type Screening,
} from '@glow/contract';
import { now } from '../clock';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now);

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

/** Fixed-window counters (login attempts per email and per client address); ended ones are purged. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * Emails waiting to be sent (services/emailOutbox.ts): written in the transaction of the change
 * that sends them, sent by the outbox worker after it commits, deleted once the mail server took
 * them. The text holds the emailed link until then.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Not sent by then (its link has expired): dropped. Null: kept until sent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
    /** A worker that claimed the email sends it until then; after that, any worker may. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('email_outbox_next_attempt_at_idx').on(table.nextAttemptAt)],
);

/** Every change a signed-in user makes: who, what, which record, when. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
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

// The programme (DOMAIN.md): cohorts, projects, contributors, nominations, voters and votes.
// Later tables (assessments, applications, distributions, payments) refer to nominations,
// contributors and cohorts by id.

export const cohortPeriodEnum = pgEnum('cohort_period', COHORT_PERIODS);
export const nominationCategoryEnum = pgEnum('nomination_category', NOMINATION_CATEGORIES);
export const contributorRoleEnum = pgEnum('contributor_role', CONTRIBUTOR_ROLES);

export const grantSizeEnum = pgEnum('grant_size', GRANT_SIZES);
export const githubStatusEnum = pgEnum('github_status', GITHUB_STATUSES);

export const cohorts = pgTable(
  'cohorts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    period: cohortPeriodEnum('period').notNull().default('nomination'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    /** Set when the cohort is closed; the active cohort is the one without an end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Whole XRP paid per final size (DOMAIN.md). */
    grantAmounts: jsonb('grant_amounts')
      .$type<GrantAmounts>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(DEFAULT_GRANT_AMOUNTS)}'::jsonb`)),
    /** The sizes whose grants require KYC. */
    kycSizes: grantSizeEnum('kyc_sizes')
      .array()
      .notNull()
      .default(sql`'{large}'`),
    /** How long voting is planned to run: shown to voters; the admin moves the period. */
    votingPeriodDays: smallint('voting_period_days').notNull().default(DEFAULT_VOTING_PERIOD_DAYS),
    /** The figures as they were when the cohort closed; null while it runs (counted live). */
    figures: jsonb('figures').$type<CohortFigures>(),
    /** When an admin last reminded its judges: at most one reminder in a rolling 24 hours. */
    judgesRemindedAt: timestamp('judges_reminded_at', { withTimezone: true }),
    /**
     * The last day (UTC) its contributors have to complete their applications: shown from their
     * nomination on, reminded before, and named by a close that comes earlier. Null for a cohort
     * started before cohorts had one.
     */
    applicationsDueOn: date('applications_due_on'),
    /** Why an admin cancelled it (its period is then `cancelled`). */
    cancelReason: varchar('cancel_reason', { length: COHORT_CANCEL_REASON_MAX_LENGTH }),
    createdAt: createdAt(),
  },
  (table) => [
    // Names are trimmed by the contract; uniqueness ignores case.
    uniqueIndex('cohorts_name_unique').on(sql`lower(${table.name})`),
    // At most one active cohort.
    uniqueIndex('cohorts_one_active')
      .on(sql`(true)`)
      .where(sql`${table.endsAt} is null`),
    // Compared as text: a migration that adds an enum value cannot use it in the same
    // transaction, and the one that added `cancelled` also wrote these checks.
    check(
      'cohorts_ended_has_end',
      sql`(${table.period}::text in ('closed', 'cancelled')) = (${table.endsAt} is not null)`,
    ),
    check(
      'cohorts_cancelled_has_reason',
      sql`(${table.period}::text = 'cancelled') = (${table.cancelReason} is not null)`,
    ),
    check(
      'cohorts_voting_period_days_range',
      sql`${table.votingPeriodDays} between 1 and ${sql.raw(String(VOTING_PERIOD_DAYS_MAX))}`,
    ),
  ],
);

/** When a cohort entered each period it reached (moves go forward, so each period once). */
export const cohortPeriods = pgTable(
  'cohort_periods',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    period: cohortPeriodEnum('period').notNull(),
    beganAt: timestamp('began_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    /** The admin who moved the cohort; null for the first period's backfill or a deleted user. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.period] })],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** `owner/name` on GitHub. */
    githubRepo: text('github_repo').notNull(),
    websiteUrl: text('website_url'),
    xHandle: text('x_handle'),
    // The repository's facts as GitHub gave them at `githubReadAt` (null: never read yet).
    githubStars: integer('github_stars'),
    githubForks: integer('github_forks'),
    githubOpenIssues: integer('github_open_issues'),
    githubPushedAt: timestamp('github_pushed_at', { withTimezone: true }),
    githubReadAt: timestamp('github_read_at', { withTimezone: true }),
    /** `missing`: gone or private at the last read (the figures are from an earlier one). */
    githubStatus: githubStatusEnum('github_status'),
    /** A refresh worker holds the project until then (two API instances never read it twice). */
    githubRefreshLeasedUntil: timestamp('github_refresh_leased_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('projects_github_read_at_idx').on(table.githubReadAt.asc().nullsFirst()),
    uniqueIndex('projects_name_unique').on(sql`lower(${table.name})`),
    uniqueIndex('projects_github_repo_unique').on(sql`lower(${table.githubRepo})`),
    uniqueIndex('projects_website_url_unique').on(table.websiteUrl),
  ],
);

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

export const nominations = pgTable(
  'nominations',
  {
    id: serial('id').primaryKey(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id),
    scoutId: integer('scout_id').references(() => users.id, { onDelete: 'set null' }),
    description: varchar('description', { length: 2000 }).notNull(),
    categories: nominationCategoryEnum('categories').array().notNull(),
    contributionDate: date('contribution_date').notNull(),
    /** The nominating scout's answers to the screening questions, each of which must pass. */
    screening: jsonb('screening').$type<Screening>().notNull(),
    createdAt: createdAt(),
    /** When its details were last edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('nominations_cohort_id_idx').on(table.cohortId),
    index('nominations_scout_id_idx').on(table.scoutId),
    index('nominations_contributor_id_idx').on(table.contributorId),
  ],
);

/**
 * The projects of a nomination. A contributor-and-project pair is nominated at most once per
 * cohort (DOMAIN.md): the unique index makes two scouts racing end with one nomination.
 */
export const nominationProjects = pgTable(
  'nomination_projects',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    /** The nomination's contributor (copied here for the pair's unique index). */
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id),
  },
  (table) => [
    primaryKey({ columns: [table.nominationId, table.projectId] }),
    uniqueIndex('nomination_projects_pair_once_per_cohort').on(
      table.cohortId,
      table.contributorId,
      table.projectId,
    ),
    // The project list counts each project's nominations.
    index('nomination_projects_project_id_idx').on(table.projectId),
  ],
);

/** Another scout backing a nomination, with their own screening answers and a note. */
export const coNominations = pgTable(
  'co_nominations',
  {
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    scoutId: integer('scout_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screening: jsonb('screening').$type<Screening>().notNull(),
    note: varchar('note', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.nominationId, table.scoutId] }),
    index('co_nominations_scout_id_idx').on(table.scoutId),
  ],
);

/**
 * A scout backs a project at most once per cohort ("project already nominated"), as its
 * nominating scout or as a co-nominator: one row per project of each nomination they back.
 */
export const scoutBackings = pgTable(
  'scout_backings',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    scoutId: integer('scout_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.cohortId, table.scoutId, table.projectId] }),
    index('scout_backings_nomination_id_idx').on(table.nominationId),
  ],
);

/** A registered voter: registration holds for every cohort. */
export const voters = pgTable(
  'voters',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    /** The validated 1-drop payment that proved the address; each counts once. */
    registrationTxHash: text('registration_tx_hash').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [
    uniqueIndex('voters_address_unique').on(table.address),
    uniqueIndex('voters_registration_tx_hash_unique').on(table.registrationTxHash),
  ],
);

/**
 * A voter registration under way: one per wallet session, since each waits for the ledger. A claim
 * older than the longest wait is stale (its instance stopped) and may be taken over.
 */
export const registrationsInFlight = pgTable('registrations_in_flight', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/**
 * One vote per voter and nomination, +1 or -1; removing a vote deletes the row. A score is the
 * sum of its votes, read when asked for: nothing to keep in step, so no lost or double counts.
 * Its indexes serve the admin's counts at scale (a million votes) from the index alone: scores
 * and vote counts of a cohort's nominations, and the votes cast or changed today.
 */
export const votes = pgTable(
  'votes',
  {
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [
    primaryKey({ columns: [table.voterId, table.nominationId] }),
    index('votes_nomination_id_value_idx').on(table.nominationId, table.value),
    index('votes_updated_at_nomination_id_idx').on(table.updatedAt, table.nominationId),
    check('votes_value_is_up_or_down', sql`${table.value} in (-1, 1)`),
  ],
);

/**
 * The voters who took part in a cohort: those who cast at least one vote in it, kept or removed
 * since (the vote statement adds the row and never takes it away). Counting them reads this
 * index alone, where counting the distinct voters of a cohort's votes groups every vote.
 */
export const cohortVoters = pgTable(
  'cohort_voters',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => voters.id, { onDelete: 'cascade' }),
    firstVotedAt: timestamp('first_voted_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.voterId] })],
);

/** GitHub's rate-limit budget as last answered, shared by every API instance. */
export const githubRateLimits = pgTable('github_rate_limits', {
  /** GitHub's `x-ratelimit-resource`: 'core' for the REST calls Glow makes. */
  resource: text('resource').primaryKey(),
  limit: integer('limit').notNull(),
  remaining: integer('remaining').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  /** No call to GitHub before this (set by a rate-limited answer). */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
});

// Judging (DOMAIN.md "Judging"): the cohort's panel of judges, their assessments and recusals,
// consensus sizes of splits, and the approvals of the distribution.

export const assessmentSizeEnum = pgEnum('assessment_size', ASSESSMENT_SIZES);
export const assessmentStatusEnum = pgEnum('assessment_status', ASSESSMENT_STATUSES);

/**
 * The judges of a cohort: every judge user when it moved to assessment, and judges created while
 * it is in assessment. An excused judge (absent, excused by an admin) is not waited for.
 */
export const cohortJudges = pgTable(
  'cohort_judges',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    excusedAt: timestamp('excused_at', { withTimezone: true }),
    excusedBy: integer('excused_by').references(() => users.id, { onDelete: 'set null' }),
    excuseReason: varchar('excuse_reason', { length: 500 }),
  },
  (table) => [
    primaryKey({ columns: [table.cohortId, table.judgeId] }),
    index('cohort_judges_judge_id_idx').on(table.judgeId),
    check(
      'cohort_judges_excuse_has_reason',
      sql`(${table.excusedAt} is null) = (${table.excuseReason} is null)`,
    ),
  ],
);

/**
 * One row per judge and nomination: an assessment (the four criteria and a size, a reason for
 * Decline) or a recusal (with its reason). The unique index makes "one each" race-proof.
 */
export const judgeAssessments = pgTable(
  'judge_assessments',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    /** Null once the judge's account is deleted ("a former judge"); the assessment still counts. */
    judgeId: integer('judge_id').references(() => users.id, { onDelete: 'set null' }),
    status: assessmentStatusEnum('status').notNull(),
    over18: boolean('over_18'),
    coreInfrastructure: boolean('core_infrastructure'),
    recentWork: boolean('recent_work'),
    unpaid: boolean('unpaid'),
    size: assessmentSizeEnum('size'),
    rejectionReason: varchar('rejection_reason', { length: 1000 }),
    comment: varchar('comment', { length: 2000 }),
    recusalReason: varchar('recusal_reason', { length: 1000 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('judge_assessments_once_per_judge').on(table.nominationId, table.judgeId),
    index('judge_assessments_judge_id_idx').on(table.judgeId),
    check(
      'judge_assessments_assessed_complete',
      sql`${table.status} <> 'assessed' or (${table.size} is not null and ${table.over18} is not null
        and ${table.coreInfrastructure} is not null and ${table.recentWork} is not null
        and ${table.unpaid} is not null and ${table.recusalReason} is null)`,
    ),
    check(
      'judge_assessments_decline_reason',
      sql`(${table.size} is not distinct from 'decline') = (${table.rejectionReason} is not null)`,
    ),
    check(
      'judge_assessments_recusal',
      sql`${table.status} <> 'recused' or (${table.size} is null and ${table.recusalReason} is not null)`,
    ),
  ],
);

/** The judges' consensus size of a split no judge was left to decide, with its reason. */
export const nominationConsensusSizes = pgTable('nomination_consensus_sizes', {
  nominationId: integer('nomination_id')
    .primaryKey()
    .references(() => nominations.id, { onDelete: 'cascade' }),
  size: assessmentSizeEnum('size').notNull(),
  reason: varchar('reason', { length: 1000 }).notNull(),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedAt: timestamp('recorded_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(now),
});

/** A panel judge's approval of the cohort's distribution: once each (the primary key). */
export const distributionApprovals = pgTable(
  'distribution_approvals',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approvedAt: timestamp('approved_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.judgeId] })],
);

/**
 * A contributor's commits to a project in the 6 months before `windowEnd` (the nomination's
 * date), as GitHub last said.
 */
export const githubCommitCounts = pgTable(
  'github_commit_counts',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Lower-case GitHub login. */
    githubUsername: text('github_username').notNull(),
    commits: integer('commits').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    /** The end of the 6 months counted; null for a count of the 6 months before `readAt`. */
    windowEnd: timestamp('window_end', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.githubUsername] })],
);

// Applications (DOMAIN.md "Contributor onboarding"): one per person per cohort, made
// with the person's first nomination in the cohort; the documents a user accepted; the KYC
// verifications of an application and the provider's webhook events seen.

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const kycStatusEnum = pgEnum('kyc_status', KYC_STATUSES);
export const acceptedDocumentEnum = pgEnum('accepted_document', ACCEPTED_DOCUMENTS);

/** A user's acceptance of a version of the terms or the code of conduct (once per version). */
export const documentAcceptances = pgTable(
  'document_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: acceptedDocumentEnum('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [
    uniqueIndex('document_acceptances_once_per_version').on(
      table.userId,
      table.document,
      table.version,
    ),
  ],
);

/**
 * A contributor's application in a cohort: the nominations of the person in the cohort share it
 * (`nominations.contributor_id` + `cohort_id`). The person-level steps (documents, wallet) are
 * on the user and the contributor; the answers that concern the cohort are here.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('inProgress'),
    eligibility: jsonb('eligibility').$type<EligibilityAnswers>(),
    eligibilityAnsweredAt: timestamp('eligibility_answered_at', { withTimezone: true }),
    eligibilityAnsweredBy: integer('eligibility_answered_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    failingEligibility: text('failing_eligibility').array().$type<EligibilityKey[]>(),
    /** The earlier application whose passing answers this one took over (a later cohort). */
    eligibilityCarriedFrom: integer('eligibility_carried_from').references(
      (): AnyPgColumn => applications.id,
      { onDelete: 'set null' },
    ),
    details: jsonb('details').$type<ApplicationDetails>(),
    agreementName: text('agreement_name'),
    agreementVersion: text('agreement_version'),
    agreedAddress: text('agreed_address'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * When the registered wallet changed after a submission, until an admin approves the
     * application again (the admins see it).
     */
    walletChangedAt: timestamp('wallet_changed_at', { withTimezone: true }),
    /**
     * The address an admin approved with the application (the agreement's): its grant is paid to
     * it, whatever wallet is registered later. Set on approval; a wallet change clears it.
     */
    approvedAddress: text('approved_address'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    returnReason: varchar('return_reason', { length: 1000 }),
    reopenReason: varchar('reopen_reason', { length: 1000 }),
    /** Null when the grant needs no KYC. */
    kycStatus: kycStatusEnum('kyc_status'),
    kycRequestedBy: integer('kyc_requested_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    kycRequestReason: varchar('kyc_request_reason', { length: 1000 }),
    /** When an admin's reminder last emailed the contributor: at most one in 24 hours. */
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    // One grant per person per cohort, by construction.
    uniqueIndex('applications_one_per_cohort').on(table.contributorId, table.cohortId),
    index('applications_cohort_id_idx').on(table.cohortId),
    check(
      'applications_submitted_signed',
      sql`${table.status} not in ('submitted', 'approved') or (${table.agreementName} is not null
        and ${table.agreementVersion} is not null and ${table.agreedAddress} is not null
        and ${table.details} is not null and ${table.submittedAt} is not null)`,
    ),
    check(
      'applications_approved_address',
      sql`${table.status} <> 'approved' or ${table.approvedAddress} is not null`,
    ),
    check(
      'applications_not_eligible_failing',
      sql`${table.status} <> 'notEligible' or ${table.failingEligibility} is not null`,
    ),
  ],
);

/**
 * The reminders of an application's due date that were sent: one per application, due date and
 * offset (days before it), so that of two API instances only one sends each, and a new due date
 * is reminded again.
 */
export const applicationDueReminders = pgTable(
  'application_due_reminders',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    dueOn: date('due_on').notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().$defaultFn(now),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.dueOn, table.daysBefore] })],
);

/** A verification at the KYC provider for an application (a new one when an admin asks again). */
export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The provider's id of the verification. */
    providerId: text('provider_id').notNull(),
    status: kycStatusEnum('status').notNull().default('pending'),
    redirectUrl: text('redirect_url').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The provider's time of the last event applied: an older event changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('kyc_verifications_provider_id_unique').on(table.providerId),
    index('kyc_verifications_application_id_idx').on(table.applicationId),
  ],
);

/** The provider's webhook events applied or seen: a replayed or re-delivered id changes nothing. */
export const kycWebhookEvents = pgTable('kyc_webhook_events', {
  eventId: text('event_id').primaryKey(),
  verificationProviderId: text('verification_provider_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(now),
  /** `applied`, or `stale` (older than the verification's last event). */
  outcome: text('outcome').notNull(),
});

// Payments (DOMAIN.md "Distribution and payment"): the grants frozen when a cohort's
// distribution is approved, the batches an admin pays from the programme's wallet and one row per
// attempt to pay a grant, with its status history.

export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * A person's one grant in a cohort (one per application), frozen when the cohort's distribution
 * is approved: the size and amount a payment pays, never recomputed afterwards.
 */
export const grants = pgTable(
  'grants',
  {
    id: serial('id').primaryKey(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id),
    /** The nomination whose final size the grant pays (the largest of the person's). */
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    size: grantSizeEnum('size').notNull(),
    amountDrops: bigint('amount_drops', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('grants_one_per_application').on(table.applicationId),
    index('grants_cohort_id_idx').on(table.cohortId),
    check('grants_amount_positive', sql`${table.amountDrops} > 0`),
  ],
);

/** Grants an admin paid together, from one wallet session. */
export const paymentBatches = pgTable(
  'payment_batches',
  {
    id: serial('id').primaryKey(),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email').notNull(),
    walletAddress: text('wallet_address').notNull(),
    walletKind: walletKindEnum('wallet_kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_batches_cohort_id_idx').on(table.cohortId)],
);

/**
 * One attempt to pay a grant, created before the wallet signs (its memo names this row's id). At
 * most one live attempt per grant (awaiting the wallet, submitted or paid) and a transaction hash
 * recorded once: both by unique indexes, so concurrent batches cannot pay a grant twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => grants.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => paymentBatches.id),
    status: paymentStatusEnum('status').notNull().default('awaitingSignature'),
    /** The programme's address the transaction must come from. */
    source: text('source').notNull(),
    /** The contributor's registered address when the batch was made. */
    destination: text('destination').notNull(),
    amountDrops: bigint('amount_drops', { mode: 'number' }).notNull(),
    lastLedgerSequence: integer('last_ledger_sequence').notNull(),
    createdLedgerIndex: integer('created_ledger_index').notNull(),
    /** The hash the browser reported, before the ledger confirmed it (not unique). */
    claimedTxHash: text('claimed_tx_hash'),
    /** The validated transaction that paid it (upper-case hex). */
    txHash: text('tx_hash'),
    ledgerFacts: jsonb('ledger_facts').$type<LedgerFacts>(),
    /** An ambiguous wallet report (FAILED_TO_SIGN_TX…): the payment stays in flight. */
    reportedFailure: text('reported_failure'),
    failureKind: text('failure_kind').$type<PaymentFailureKind>(),
    failureReason: varchar('failure_reason', { length: 500 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_one_live_per_grant')
      .on(table.grantId)
      .where(sql`${table.status} in ('awaitingSignature', 'submitted', 'paid')`),
    uniqueIndex('payments_tx_hash_unique')
      .on(table.txHash)
      .where(sql`${table.txHash} is not null`),
    index('payments_open_idx')
      .on(table.createdLedgerIndex)
      .where(sql`${table.status} in ('awaitingSignature', 'submitted')`),
    index('payments_grant_id_idx').on(table.grantId),
    index('payments_batch_id_idx').on(table.batchId),
    check(
      'payments_paid_has_hash',
      sql`(${table.status} in ('paid', 'duplicate')) = (${table.txHash} is not null and ${table.paidAt} is not null)`,
    ),
    check(
      'payments_failed_has_reason',
      sql`${table.status} <> 'failed' or (${table.failureKind} is not null and ${table.failureReason} is not null)`,
    ),
    check(
      'payments_tx_hash_format',
      sql`${table.txHash} is null or ${table.txHash} ~ '^[0-9A-F]{64}$'`,
    ),
    check('payments_amount_positive', sql`${table.amountDrops} > 0`),
  ],
);

/** Each status a payment took, by whom (null: Glow, checking the ledger) and why. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: paymentStatusEnum('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    reason: varchar('reason', { length: 500 }),
  },
  (table) => [index('payment_events_payment_id_at_idx').on(table.paymentId, table.at)],
);
