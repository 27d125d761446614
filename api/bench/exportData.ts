// The cohort `pnpm bench:exports` exports: one closed cohort of 1,000 nominations, 100,000 voters
// and 1,000,000 votes, judged and approved, with its grants frozen and 300 of them paid. Written
// set-based (INSERT … SELECT over generate_series), with explicit ids, into an empty, migrated
// database: the same statements on PGlite and PostgreSQL.
//
// Layout (ids from 1):
// - user 1 the admin whose session calls the exports, 2 a scout, 3…5 the judges of the panel.
// - cohort 1, closed: started 60 days ago, voting from day 7 for 14 days, closed 20 days ago.
// - nomination i (1…1,000) of contributor i for project i, by the scout; its three assessments
//   all of size i % 4 (Decline, Small, Medium, Large), approved by the three judges.
// - voter v (0-based) votes on the 10 nominations (7v + 101j) % 1,000 + 1, j = 0…9 (all distinct),
//   up 70 % of the time, at some minute of the 14 voting days.
// - every sized nomination's contributor has an approved application (KYC approved for Large) and
//   a registered wallet; its grant is frozen; the first 300 grants are paid in one batch.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

export const SCALE = {
  nominations: 1000,
  voters: 100_000,
  votesPerVoter: 10,
  paidGrants: 300,
} as const;

export const BENCH_COHORT_ID = 1;
export const BENCH_ADMIN_ID = 1;
export const VOTES = SCALE.voters * SCALE.votesPerVoter;

const N = SCALE.nominations;

const STEPS: { name: string; statements: string[] }[] = [
  {
    name: 'users, cohort, panel',
    statements: [
      `INSERT INTO users (id, email, role, password_hash, first_name, last_name)
       SELECT i, 'bench-' || i || '@bench.glow.local',
              (CASE WHEN i = 1 THEN 'admin' WHEN i = 2 THEN 'scout' ELSE 'judge' END)::role,
              'not-a-password', 'Bench', 'User ' || i
       FROM generate_series(1, 5) i`,
      `SELECT setval(pg_get_serial_sequence('users', 'id'), 5)`,
      `INSERT INTO cohorts (id, name, period, starts_at, ends_at)
       VALUES (1, 'Bench exports', 'closed', date_trunc('day', now()) - interval '60 days',
               date_trunc('day', now()) - interval '20 days')`,
      `SELECT setval(pg_get_serial_sequence('cohorts', 'id'), 1)`,
      `INSERT INTO cohort_judges (cohort_id, judge_id) SELECT 1, j FROM generate_series(3, 5) j`,
    ],
  },
  {
    name: `${N} projects, contributors and nominations`,
    statements: [
      `INSERT INTO projects (id, name, description, github_repo)
       SELECT i, 'bench-project-' || i, 'Bench project ' || i, 'bench-org/project-' || i
       FROM generate_series(1, ${N}) i`,
      `SELECT setval(pg_get_serial_sequence('projects', 'id'), ${N})`,
      `INSERT INTO contributors (id, first_name, last_name, email, github_username, project_role,
                                 contributor_since, xrpl_address, wallet_kind, wallet_registered_at)
       SELECT i, 'Contributor', 'Number ' || i, 'bench-contributor-' || i || '@bench.glow.local',
              'bench-contributor-' || i, 'maintainer', date '2024-01-01',
              'r' || substr(md5(i::text), 1, 30), 'gemwallet', now() - interval '30 days'
       FROM generate_series(1, ${N}) i`,
      `SELECT setval(pg_get_serial_sequence('contributors', 'id'), ${N})`,
      `INSERT INTO nominations (id, cohort_id, contributor_id, scout_id, description, categories,
                                contribution_date, screening, created_at)
       SELECT i, 1, i, 2, 'Bench nomination ' || i, ARRAY['Others']::nomination_category[],
              date '2026-01-01',
              '{"over18": true, "notInRestrictedRegion": true, "notOnSanctionsList": true, "notRippleEmployee": true}',
              c.starts_at + (i % 7) * interval '1 day'
       FROM generate_series(1, ${N}) i CROSS JOIN cohorts c`,
      `SELECT setval(pg_get_serial_sequence('nominations', 'id'), ${N})`,
      `INSERT INTO nomination_projects (nomination_id, project_id, cohort_id, contributor_id)
       SELECT i, i, 1, i FROM generate_series(1, ${N}) i`,
    ],
  },
  {
    name: `${SCALE.voters} voters`,
    statements: [
      `INSERT INTO voters (id, address, registration_tx_hash, registered_at)
       SELECT i, 'r' || substr(md5(i::text), 1, 25), upper(md5(i::text) || md5((-i)::text)),
              date_trunc('day', now()) - interval '60 days' + (i % 20) * interval '1 day'
       FROM generate_series(1, ${SCALE.voters}) i`,
      `SELECT setval(pg_get_serial_sequence('voters', 'id'), ${SCALE.voters})`,
    ],
  },
  {
    name: `${VOTES} votes`,
    statements: [
      `INSERT INTO votes (voter_id, nomination_id, value, updated_at)
       SELECT v + 1, (7 * v + 101 * j) % ${N} + 1,
              CASE WHEN (v + j) % 10 < 7 THEN 1 ELSE -1 END,
              date_trunc('day', now()) - interval '53 days'
                + ((13 * v + 31 * j) % (14 * 24 * 60)) * interval '1 minute'
       FROM generate_series(0, ${SCALE.voters - 1}) v
       CROSS JOIN generate_series(0, ${SCALE.votesPerVoter - 1}) j`,
      `INSERT INTO cohort_voters (cohort_id, voter_id, first_voted_at)
       SELECT 1, voter_id, min(updated_at) FROM votes GROUP BY voter_id`,
    ],
  },
  {
    name: 'judging and approvals',
    statements: [
      `INSERT INTO judge_assessments (nomination_id, judge_id, status, core_infrastructure,
                                      recent_work, size, rejection_reason)
       SELECT i, j, 'assessed', true, true,
              (ARRAY['decline', 'small', 'medium', 'large']::assessment_size[])[i % 4 + 1],
              CASE WHEN i % 4 = 0 THEN 'Not core infrastructure' END
       FROM generate_series(1, ${N}) i CROSS JOIN generate_series(3, 5) j`,
      `INSERT INTO distribution_approvals (cohort_id, judge_id) SELECT 1, j FROM generate_series(3, 5) j`,
    ],
  },
  {
    name: 'applications, grants and 300 paid payments',
    statements: [
      `INSERT INTO applications (id, contributor_id, cohort_id, status, details, agreement_name,
                                 agreement_version, agreed_address, submitted_at, kyc_status)
       SELECT i, i, 1, 'approved', '{"previousXrplGrants": false, "previousAccelerator": false}',
              'Contributor Number ' || i, '1', 'r' || substr(md5(i::text), 1, 30),
              now() - interval '25 days', CASE WHEN i % 4 = 3 THEN 'approved'::kyc_status END
       FROM generate_series(1, ${N}) i WHERE i % 4 <> 0`,
      `SELECT setval(pg_get_serial_sequence('applications', 'id'), ${N})`,
      `INSERT INTO grants (id, cohort_id, application_id, contributor_id, nomination_id, size, amount_drops)
       SELECT i, 1, i, i, i, (ARRAY['small', 'medium', 'large']::grant_size[])[i % 4],
              (ARRAY[50, 750, 3000])[i % 4]::bigint * 1000000
       FROM generate_series(1, ${N}) i WHERE i % 4 <> 0`,
      `SELECT setval(pg_get_serial_sequence('grants', 'id'), ${N})`,
      `INSERT INTO payment_batches (id, cohort_id, created_by, created_by_email, wallet_address, wallet_kind)
       VALUES (1, 1, 1, 'bench-1@bench.glow.local', 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq', 'gemwallet')`,
      `SELECT setval(pg_get_serial_sequence('payment_batches', 'id'), 1)`,
      `INSERT INTO payments (grant_id, batch_id, status, source, destination, amount_drops,
                             last_ledger_sequence, created_ledger_index, tx_hash, ledger_facts, paid_at)
       SELECT g.id, 1, 'paid', 'rhHE7LZHyCdfFwssrBYK99K1i89ufRcScq', c.xrpl_address, g.amount_drops,
              900100, 900000, upper(md5(g.id::text) || md5((-g.id)::text)),
              jsonb_build_object('ledgerIndex', 900000 + g.id), now() - interval '5 days'
       FROM grants g JOIN contributors c ON c.id = g.contributor_id
       ORDER BY g.id LIMIT ${SCALE.paidGrants}`,
    ],
  },
];

/** Whether the database already holds the bench's cohort, complete (the last step's rows). */
export async function isGenerated(db: Database): Promise<boolean> {
  const { rows } = (await db.execute(
    sql.raw(`SELECT (SELECT count(*) FROM payments)::int AS paid,
                    (SELECT count(*) FROM votes)::int AS votes`),
  )) as unknown as { rows: { paid: number; votes: number }[] };
  return rows[0]?.paid === SCALE.paidGrants && rows[0]?.votes === VOTES;
}

/** Fills the empty, migrated database; prints each step's time. */
export async function generateExportCohort(db: Database): Promise<void> {
  for (const step of STEPS) {
    const started = performance.now();
    for (const statement of step.statements) await db.execute(sql.raw(statement));
    console.info(`  ${step.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // What autovacuum does on a live PostgreSQL soon after a bulk load (PGlite has no autovacuum):
  // statistics, and the visibility map that lets the vote counts read the index alone.
  await db.execute(sql.raw('VACUUM ANALYZE'));
}
