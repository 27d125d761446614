// The exports' rows, read in keyset pages: each page is one short query `where key >
// last key order by key limit size`, run only when the download has taken the previous page. No
// transaction or connection is held between pages, so other calls run in between (PGlite too)
// and an export of a million votes never sits in memory.
import {
  ASSESSMENT_SIZE_NAMES,
  GRANT_STATE_NAMES,
  grantStateOf,
  PAYMENT_STATUS_NAMES,
  xrpOf,
  type ApplicationStatus,
  type CohortPeriod,
  type AssessmentSize,
  type KycStatus,
  type PaymentStatus,
} from '@glow/contract';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import type { CsvCell } from '../http/csv';

/** Rows per page unless EXPORT_PAGE_SIZE says otherwise. */
export const DEFAULT_PAGE_SIZES = { nominations: 500, votesNominations: 200, payments: 2000 };

/** An ISO 8601 UTC timestamp of a column, as text (the same from PGlite and PostgreSQL). */
const isoOf = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A contributor's full name. */
const contributorName = sql`trim(ct.first_name || ' ' || ct.last_name)`;

/** A nomination's project names, alphabetical, separated by "; ". */
const projectNames = sql`(select string_agg(p.name, '; ' order by p.name)
  from nomination_projects np join projects p on p.id = np.project_id
  where np.nomination_id = n.id)`;

/**
 * Reads pages from `readPage(after)` until one is short; `keyOf` gives a row's key, the next
 * page's `after`. Yields the rows one by one.
 */
export async function* keysetPages<Row>(
  pageSize: number,
  readPage: (after: number) => Promise<Row[]>,
  keyOf: (row: Row) => number,
): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const page = await readPage(after);
    yield* page;
    if (page.length < pageSize) return;
    after = keyOf(page.at(-1)!);
  }
}

// --- Nominations ------------------------------------------------------------------------------

export const NOMINATIONS_HEADER = [
  'nomination_id',
  'contributor',
  'projects',
  'categories',
  'nominated_at',
  'score',
  'up_votes',
  'down_votes',
  'scouts',
  'final_size',
  'grant_amount_xrp',
  'grant_state',
  'payment_status',
  'transaction_hash',
  'paid_at',
] as const;

interface NominationRow {
  id: number;
  contributor: string;
  projects: string | null;
  categories: string;
  nominatedAt: string;
  score: number;
  up: number;
  down: number;
  scouts: number;
  grantDrops: string | null;
  applicationStatus: ApplicationStatus | null;
  kycStatus: KycStatus | null;
  walletRegistered: boolean;
  walletChanged: boolean;
  lastStatus: PaymentStatus | null;
  lastFailureReason: string | null;
  lastReportedFailure: string | null;
  lastLedgerSequence: number | null;
  paidHash: string | null;
  paidAt: string | null;
}

function nominationsPage(
  db: Database,
  cohortId: number,
  after: number,
  limit: number,
): Promise<NominationRow[]> {
  return rowsOf<NominationRow>(
    db.execute(sql`
      select n.id as "id", ${contributorName} as "contributor", ${projectNames} as "projects",
        array_to_string(n.categories, '; ') as "categories",
        ${isoOf(sql`n.created_at`)} as "nominatedAt",
        counted.up - counted.down as "score", counted.up as "up", counted.down as "down",
        ((case when n.scout_id is null then 0 else 1 end)
          + (select count(*) from co_nominations cn where cn.nomination_id = n.id))::int as "scouts",
        g.amount_drops::text as "grantDrops",
        a.status as "applicationStatus", a.kyc_status as "kycStatus",
        (ct.wallet_registered_at is not null) as "walletRegistered",
        (a.wallet_changed_at is not null) as "walletChanged",
        last.status as "lastStatus", last.failure_reason as "lastFailureReason",
        last.reported_failure as "lastReportedFailure",
        last.last_ledger_sequence as "lastLedgerSequence",
        paid.tx_hash as "paidHash", ${isoOf(sql`paid.paid_at`)} as "paidAt"
      from nominations n
      join contributors ct on ct.id = n.contributor_id
      cross join lateral (select (count(*) filter (where v.value = 1))::int as up,
          (count(*) filter (where v.value = -1))::int as down
        from votes v where v.nomination_id = n.id and not exists (select 1 from excluded_voters e
          where e.cohort_id = n.cohort_id and e.voter_id = v.voter_id)) counted
      left join grants g on g.nomination_id = n.id
      left join applications a on a.id = g.application_id
      left join lateral (select p.status, p.failure_reason, p.reported_failure, p.last_ledger_sequence
        from payments p where p.grant_id = g.id and p.status <> 'duplicate'
        order by p.id desc limit 1) last on true
      left join lateral (select p.tx_hash, p.paid_at
        from payments p where p.grant_id = g.id and p.status = 'paid' limit 1) paid on true
      where n.cohort_id = ${cohortId} and n.id > ${after}
      order by n.id
      limit ${limit}`),
  );
}

/** The grant's state name (Paid, Payable, Waiting…) of a nomination the grant was sized by. */
function grantStateName(row: NominationRow, cohortPeriod: CohortPeriod): string | null {
  if (row.grantDrops === null || row.applicationStatus === null) return null;
  const { state } = grantStateOf({
    applicationStatus: row.applicationStatus,
    cohortPeriod,
    // Only the reasons' wording reads the step, and the export writes the state alone.
    currentStep: null,
    walletRegistered: row.walletRegistered,
    walletChanged: row.walletChanged,
    kycStatus: row.kycStatus,
    paid: row.paidHash !== null,
    lastPayment:
      row.lastStatus === null
        ? null
        : {
            status: row.lastStatus,
            failureReason: row.lastFailureReason,
            reportedFailure: row.lastReportedFailure,
            lastLedgerSequence: row.lastLedgerSequence ?? 0,
          },
  });
  return GRANT_STATE_NAMES[state];
}

/**
 * The cohort's nominations with their score, votes, scouts, final size (`finalSizes`, from the
 * approved distribution) and their grant's amount, state and payment, in nomination id order.
 */
export async function* nominationRows(
  db: Database,
  cohort: { id: number; period: CohortPeriod },
  finalSizes: Map<number, AssessmentSize>,
  pageSize = DEFAULT_PAGE_SIZES.nominations,
): AsyncGenerator<CsvCell[]> {
  const rows = keysetPages(
    pageSize,
    (after) => nominationsPage(db, cohort.id, after, pageSize),
    (row) => row.id,
  );
  for await (const row of rows) {
    const size = finalSizes.get(row.id);
    yield [
      row.id,
      row.contributor,
      row.projects,
      row.categories,
      row.nominatedAt,
      row.score,
      row.up,
      row.down,
      row.scouts,
      size ? ASSESSMENT_SIZE_NAMES[size] : null,
      row.grantDrops === null ? null : xrpOf(row.grantDrops),
      grantStateName(row, cohort.period),
      row.paidHash !== null
        ? PAYMENT_STATUS_NAMES.paid
        : row.lastStatus && PAYMENT_STATUS_NAMES[row.lastStatus],
      row.paidHash,
      row.paidAt,
    ];
  }
}

// --- Votes per nomination per day --------------------------------------------------------------

export const VOTES_HEADER = [
  'nomination_id',
  'contributor',
  'projects',
  'day',
  'up_votes',
  'down_votes',
  'net',
] as const;

interface NominationNames {
  id: number;
  contributor: string;
  projects: string | null;
}

interface DayOfVotes {
  nominationId: number;
  day: string;
  up: number;
  down: number;
}

/** One page of the cohort's nominations (ids and names), for the votes export. */
function nominationNamesPage(db: Database, cohortId: number, after: number, limit: number) {
  return rowsOf<NominationNames>(
    db.execute(sql`
      select n.id as "id", ${contributorName} as "contributor", ${projectNames} as "projects"
      from nominations n
      join contributors ct on ct.id = n.contributor_id
      where n.cohort_id = ${cohortId} and n.id > ${after}
      order by n.id
      limit ${limit}`),
  );
}

/**
 * The votes per UTC day of the cohort's nominations with ids from `first` to `last`, as the
 * database keeps them (`nomination_vote_days`).
 */
function votesPerDayOf(db: Database, cohortId: number, first: number, last: number) {
  return rowsOf<DayOfVotes>(
    db.execute(sql`
      select nomination_id as "nominationId", to_char(day::timestamp, 'YYYY-MM-DD') as "day",
        sum(up)::int as "up", sum(down)::int as "down"
      from nomination_vote_days
      where cohort_id = ${cohortId} and nomination_id between ${first} and ${last}
      group by nomination_id, day
      having sum(up + down) > 0
      order by nomination_id, day`),
  );
}

/**
 * The cohort's votes per nomination and UTC day of their last change (a row per nomination and
 * day with votes), a page of nominations at a time.
 */
export async function* votesPerDayRows(
  db: Database,
  cohortId: number,
  pageSize = DEFAULT_PAGE_SIZES.votesNominations,
): AsyncGenerator<CsvCell[]> {
  let after = 0;
  for (;;) {
    const nominations = await nominationNamesPage(db, cohortId, after, pageSize);
    if (nominations.length === 0) return;
    const byId = new Map(nominations.map((nomination) => [nomination.id, nomination]));
    const days = await votesPerDayOf(db, cohortId, nominations[0]!.id, nominations.at(-1)!.id);
    for (const row of days) {
      const nomination = byId.get(row.nominationId)!;
      yield [
        row.nominationId,
        nomination.contributor,
        nomination.projects,
        row.day,
        row.up,
        row.down,
        row.up - row.down,
      ];
    }
    if (nominations.length < pageSize) return;
    after = nominations.at(-1)!.id;
  }
}

// --- Payments ---------------------------------------------------------------------------------

export const PAYMENTS_HEADER = [
  'payment_id',
  'cohort',
  'grant_id',
  'contributor',
  'destination',
  'amount_xrp',
  'amount_drops',
  'status',
  'failure_reason',
  'batch_id',
  'wallet',
  'created_at',
  'paid_at',
  'transaction_hash',
  'ledger_index',
  'explorer_url',
] as const;

interface PaymentRow {
  id: number;
  cohort: string;
  grantId: number;
  contributor: string;
  destination: string;
  amountDrops: string;
  status: PaymentStatus;
  failureReason: string | null;
  batchId: number;
  wallet: string;
  createdAt: string;
  paidAt: string | null;
  txHash: string | null;
  ledgerIndex: number | null;
}

function paymentsPage(db: Database, cohortId: number | null, after: number, limit: number) {
  return rowsOf<PaymentRow>(
    db.execute(sql`
      select p.id as "id", c.name as "cohort", p.grant_id as "grantId",
        ${contributorName} as "contributor", p.destination as "destination",
        p.amount_drops::text as "amountDrops", p.status as "status",
        p.failure_reason as "failureReason", p.batch_id as "batchId", b.wallet_kind as "wallet",
        ${isoOf(sql`p.created_at`)} as "createdAt", ${isoOf(sql`p.paid_at`)} as "paidAt",
        p.tx_hash as "txHash", (p.ledger_facts ->> 'ledgerIndex')::int as "ledgerIndex"
      from payments p
      join grants g on g.id = p.grant_id
      join cohorts c on c.id = g.cohort_id
      join contributors ct on ct.id = g.contributor_id
      join payment_batches b on b.id = p.batch_id
      where p.id > ${after} ${cohortId === null ? sql`` : sql`and g.cohort_id = ${cohortId}`}
      order by p.id
      limit ${limit}`),
  );
}

/** Every payment (or one cohort's), oldest first, with its transaction's explorer page. */
export async function* paymentRows(
  db: Database,
  cohortId: number | null,
  explorerUrlOf: (hash: string) => string,
  pageSize = DEFAULT_PAGE_SIZES.payments,
): AsyncGenerator<CsvCell[]> {
  const rows = keysetPages(
    pageSize,
    (after) => paymentsPage(db, cohortId, after, pageSize),
    (row) => row.id,
  );
  for await (const row of rows) {
    yield [
      row.id,
      row.cohort,
      row.grantId,
      row.contributor,
      row.destination,
      xrpOf(row.amountDrops),
      row.amountDrops,
      PAYMENT_STATUS_NAMES[row.status],
      row.failureReason,
      row.batchId,
      row.wallet,
      row.createdAt,
      row.paidAt,
      row.txHash,
      row.ledgerIndex,
      row.txHash === null ? null : explorerUrlOf(row.txHash),
    ];
  }
}
