// The programme `pnpm bench:programme` measures: 19 closed cohorts with frozen figures and one in
// its assessment period, 2,000 projects with GitHub facts, 10,000 nominations, 100,000 voters and
// 1,000,000 votes, with the scouts and judges behind them. Written set-based (one INSERT … SELECT
// over generate_series per table), with explicit ids, into an empty, migrated database.
//
// Layout (all ids from 1; what the SQL below relies on):
// - cohort c (1…20) starts (20 − c)·30 + 10 days before today; 1…19 closed 28 days after their
//   start, 20 is in its assessment period (started 10 days ago, voting for 2 days, assessed since
//   yesterday).
// - nomination i belongs to cohort (i − 1) % 20 + 1 and is its k-th, k = (i − 1) / 20 (0…499); so
//   cohort c's k-th nomination has id c + 20k. It names project (4k + c) % 2000 + 1 (unique per
//   cohort, as the schema requires) and contributor i, and was made by scout i % 50 + 1.
// - votes: voter v (0-based) votes on the nominations at rows (7v + 1009j) % n of a group of n
//   nominations, j = 0…7 over the 9,500 of the closed cohorts and j = 0, 1 over the 500 of the
//   active one; 1009j mod n differs for each j, so no voter votes twice on one nomination. 70 %
//   are up votes; a tenth of the active cohort's are from today.
// - judging: the 7 judges are the panel of every cohort. Nomination i of a closed cohort has
//   3 + i % 2 assessments, by judges (i + m) % 7, all of one size but the fourth (every size
//   occurs), and each closed cohort all 7 approvals. Cohort 20 is moved on to its assessment
//   period: its k-th nomination has 3 + k % 2 assessments (2 when k % 25 = 0, short of 3), by
//   judges (k + m) % 7; when k % 10 = 1 they are Small, Small, Large, Large (a split three judges
//   can still decide): about 1,750 assessments.
// There is no grant or payment table yet: their figures stay 0.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../src/db/database';
import * as schema from '../src/db/schema';
import { freezeCohortFigures } from '../src/programme/cohortFigures';
import { recordVotersWhoTookPart } from '../src/voting/cohortVoters';

export const SCALE = {
  scouts: 50,
  judges: 7,
  cohorts: 20,
  projects: 2000,
  nominations: 10_000,
  voters: 100_000,
  closedCohortVotes: 800_000,
  activeCohortVotes: 200_000,
} as const;

/**
 * Stored as the database's comment once generation has finished: a database whose comment is
 * this holds a complete programme of this shape (change the version when the layout changes).
 */
/** The programme's admin, whose session the bench calls with. */
export const BENCH_ADMIN_EMAIL = 'scale-admin@bench.glow.local';

export const GENERATION_SIGNATURE = `glow programme bench v4 ${JSON.stringify(SCALE)}`;

const S = SCALE;
const ACTIVE = S.cohorts;
const CLOSED = S.cohorts - 1;
const PER_COHORT = S.nominations / S.cohorts;

const TOPICS = ['ledger', 'wallet', 'amm', 'oracle', 'bridge', 'hooks', 'nft', 'dex', 'escrow'];
const KINDS = ['kit', 'core', 'hub', 'lab', 'flow', 'scan', 'link', 'forge', 'node', 'studio'];

/** Words project names are made of: searches for one of them find a share of the projects. */
export const PROJECT_NAME_WORDS = { topics: TOPICS, kinds: KINDS } as const;

const sqlArray = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(', ')}]`;

interface Step {
  name: string;
  /** Run one after another on the generating connection… */
  statements?: string[];
  /** …or the API's own code, on the same connection. */
  run?: (db: Database) => Promise<unknown>;
}

const setSerial = (table: string, max: number) =>
  `SELECT setval(pg_get_serial_sequence('${table}', 'id'), ${max})`;

function steps(): Step[] {
  return [
    {
      name: `users: ${S.scouts} scouts, ${S.judges} judges, an admin`,
      statements: [
        `INSERT INTO users (id, email, role, password_hash, first_name, last_name)
         SELECT i,
                CASE WHEN i <= ${S.scouts} THEN 'scale-scout-' || i ELSE 'scale-judge-' || (i - ${S.scouts}) END
                  || '@bench.glow.local',
                (CASE WHEN i <= ${S.scouts} THEN 'scout' ELSE 'judge' END)::role,
                $1, 'Bench',
                CASE WHEN i <= ${S.scouts} THEN 'Scout ' || i ELSE 'Judge ' || (i - ${S.scouts}) END
         FROM generate_series(1, ${S.scouts + S.judges}) i`,
        `INSERT INTO users (id, email, role, password_hash, first_name, last_name)
         VALUES (${S.scouts + S.judges + 1}, '${BENCH_ADMIN_EMAIL}', 'admin', $1, 'Bench', 'Admin')`,
        setSerial('users', S.scouts + S.judges + 1),
      ],
    },
    {
      name: `cohorts: ${CLOSED} closed, 1 voting, with their periods`,
      statements: [
        `INSERT INTO cohorts (id, name, period, starts_at, ends_at)
         SELECT i, 'Scale wave ' || i,
                (CASE WHEN i < ${ACTIVE} THEN 'closed' ELSE 'voting' END)::cohort_period,
                date_trunc('day', now()) - ((${ACTIVE} - i) * 30 + 10) * interval '1 day',
                CASE WHEN i < ${ACTIVE}
                  THEN date_trunc('day', now()) - ((${ACTIVE} - i) * 30 + 10 - 28) * interval '1 day' END
         FROM generate_series(1, ${S.cohorts}) i`,
        setSerial('cohorts', S.cohorts),
        `INSERT INTO cohort_periods (cohort_id, period, began_at)
         SELECT c.id, p.period,
                CASE WHEN p.period = 'closed' THEN c.ends_at ELSE c.starts_at + p.days * interval '1 day' END
         FROM cohorts c
         CROSS JOIN (VALUES ('nomination'::cohort_period, 0), ('voting', 7), ('assessment', 14),
                            ('distribution', 21), ('closed', 28)) AS p (period, days)
         WHERE c.period = 'closed' OR p.period IN ('nomination', 'voting')`,
      ],
    },
    {
      name: `projects: ${S.projects}, GitHub facts read`,
      statements: [
        `INSERT INTO projects (id, name, description, github_repo, website_url, x_handle,
                               github_stars, github_forks, github_open_issues, github_pushed_at,
                               github_read_at, github_status)
         SELECT i, name, 'A ' || replace(name, '-', ' ') || ' for the XRP Ledger (bench project ' || i || ')',
                'scale-org/' || name, 'https://' || name || '.example.org', 'p' || i,
                (i * 7919) % 5000, (i * 104729) % 700, (i * 31) % 97,
                now() - ((i * 13) % 365) * interval '1 day',
                now() - (i % 24) * interval '1 hour',
                (CASE WHEN i % 100 = 0 THEN 'missing' ELSE 'found' END)::github_status
         FROM (SELECT i, (${sqlArray(TOPICS)})[i % ${TOPICS.length} + 1] || '-'
                         || (${sqlArray(KINDS)})[(i / ${TOPICS.length}) % ${KINDS.length} + 1] || '-' || i AS name
               FROM generate_series(1, ${S.projects}) i) AS named`,
        setSerial('projects', S.projects),
      ],
    },
    {
      name: `contributors and nominations: ${S.nominations}`,
      statements: [
        `INSERT INTO contributors (id, first_name, last_name, email, github_username, project_role,
                                   contributor_since)
         SELECT i, 'Contributor', 'Number ' || i, 'contributor-' || i || '@bench.glow.local',
                'contributor-' || i,
                (enum_range(NULL::contributor_role))[i % 4 + 1],
                date '2023-01-01' + i % 700
         FROM generate_series(1, ${S.nominations}) i`,
        setSerial('contributors', S.nominations),
        `INSERT INTO nominations (id, cohort_id, contributor_id, scout_id, description, categories,
                                  contribution_date, screening, created_at)
         SELECT i, c.id, i, i % ${S.scouts} + 1,
                'Bench nomination ' || i || ': reviewed and merged work on the project.',
                ARRAY[(enum_range(NULL::nomination_category))[i % 8 + 1]],
                (c.starts_at - interval '20 days')::date,
                '{"over18": true, "notInRestrictedRegion": true, "notOnSanctionsList": true, "notRippleEmployee": true}',
                c.starts_at + ((i - 1) / ${S.cohorts}) % 7 * interval '1 day' + (i % 86400) * interval '1 second'
         FROM generate_series(1, ${S.nominations}) i
         JOIN cohorts c ON c.id = (i - 1) % ${S.cohorts} + 1`,
        setSerial('nominations', S.nominations),
        `INSERT INTO nomination_projects (nomination_id, project_id, cohort_id, contributor_id)
         SELECT i, (4 * ((i - 1) / ${S.cohorts}) + (i - 1) % ${S.cohorts} + 1) % ${S.projects} + 1,
                (i - 1) % ${S.cohorts} + 1, i
         FROM generate_series(1, ${S.nominations}) i`,
        // Each nomination's scout backs its project (a project is nominated once per cohort here).
        `INSERT INTO scout_backings (cohort_id, scout_id, project_id, nomination_id)
         SELECT np.cohort_id, n.scout_id, np.project_id, n.id
         FROM nomination_projects np JOIN nominations n ON n.id = np.nomination_id`,
      ],
    },
    {
      name: `voters: ${S.voters}`,
      statements: [
        `INSERT INTO voters (id, address, registration_tx_hash, registered_at)
         SELECT i, 'r' || substr(md5(i::text), 1, 25), upper(md5(i::text) || md5((-i)::text)),
                now() - (i % 600) * interval '1 day'
         FROM generate_series(1, ${S.voters}) i`,
        setSerial('voters', S.voters),
      ],
    },
    {
      name: `votes: ${S.closedCohortVotes} on the closed cohorts`,
      statements: [
        `INSERT INTO votes (voter_id, nomination_id, value, updated_at)
         SELECT p.voter + 1, p.r % ${CLOSED} + 1 + ${S.cohorts} * (p.r / ${CLOSED}),
                CASE WHEN random() < 0.7 THEN 1 ELSE -1 END,
                c.starts_at + interval '7 days' + random() * interval '7 days'
         FROM (SELECT g % ${S.voters} AS voter,
                      (g % ${S.voters} * 7 + g / ${S.voters} * 1009) % ${CLOSED * PER_COHORT} AS r
               FROM generate_series(0, ${S.closedCohortVotes - 1}) g) AS p
         JOIN cohorts c ON c.id = p.r % ${CLOSED} + 1
         ORDER BY 1, 2`,
      ],
    },
    {
      name: `votes: ${S.activeCohortVotes} on the active cohort`,
      statements: [
        `INSERT INTO votes (voter_id, nomination_id, value, updated_at)
         SELECT p.voter + 1, ${ACTIVE} + ${S.cohorts} * p.r,
                CASE WHEN random() < 0.7 THEN 1 ELSE -1 END,
                CASE WHEN p.voter % 10 = 0
                  THEN date_trunc('day', now()) + random() * (now() - date_trunc('day', now()))
                  ELSE c.starts_at + interval '7 days'
                       + random() * (date_trunc('day', now()) - c.starts_at - interval '7 days') END
         FROM (SELECT g % ${S.voters} AS voter,
                      (g % ${S.voters} * 7 + g / ${S.voters} * 1009) % ${PER_COHORT} AS r
               FROM generate_series(0, ${S.activeCohortVotes - 1}) g) AS p
         JOIN cohorts c ON c.id = ${ACTIVE}
         ORDER BY 1, 2`,
      ],
    },
    {
      name: 'voters who took part, per cohort',
      run: (db) => recordVotersWhoTookPart(db),
    },
    {
      name: `judging: panels of ${S.judges}, assessments and approvals of the closed cohorts`,
      statements: [
        `INSERT INTO cohort_judges (cohort_id, judge_id, joined_at)
         SELECT c.id, ${S.scouts} + j, c.starts_at + interval '14 days'
         FROM cohorts c CROSS JOIN generate_series(1, ${S.judges}) j`,
        `INSERT INTO judge_assessments (nomination_id, judge_id, status, core_infrastructure,
                                        recent_work, size, rejection_reason, created_at)
         SELECT n.id, ${S.scouts} + (n.id + m) % ${S.judges} + 1, 'assessed', true, true,
                s.size, CASE WHEN s.size = 'decline' THEN 'Not core XRPL infrastructure' END,
                c.starts_at + interval '15 days'
         FROM nominations n
         JOIN cohorts c ON c.id = n.cohort_id
         CROSS JOIN generate_series(0, 3) m
         CROSS JOIN LATERAL (SELECT (enum_range(NULL::assessment_size))
                               [(n.id / ${S.cohorts} + (m / 3)) % 4 + 1] AS size) s
         WHERE c.period = 'closed' AND m < 3 + n.id % 2`,
        `INSERT INTO distribution_approvals (cohort_id, judge_id, approved_at)
         SELECT c.id, ${S.scouts} + j, c.starts_at + interval '20 days'
         FROM cohorts c CROSS JOIN generate_series(1, ${S.judges}) j
         WHERE c.period = 'closed'`,
      ],
    },
    {
      name: 'judging: the active cohort moved to assessment, about 1,750 assessments',
      statements: [
        `UPDATE cohorts SET period = 'assessment' WHERE id = ${ACTIVE}`,
        `INSERT INTO cohort_periods (cohort_id, period, began_at)
         VALUES (${ACTIVE}, 'assessment', now() - interval '1 day')`,
        `INSERT INTO judge_assessments (nomination_id, judge_id, status, core_infrastructure,
                                        recent_work, size, rejection_reason, created_at)
         SELECT n.id, ${S.scouts} + (k.k + m) % ${S.judges} + 1, 'assessed', true, true,
                s.size, CASE WHEN s.size = 'decline' THEN 'Not core XRPL infrastructure' END,
                now() - interval '1 day' + (n.id % 3600) * interval '1 second'
         FROM nominations n
         CROSS JOIN LATERAL (SELECT (n.id - 1) / ${S.cohorts} AS k) k
         CROSS JOIN generate_series(0, 3) m
         CROSS JOIN LATERAL (SELECT CASE WHEN k.k % 10 = 1
                               THEN (ARRAY['small', 'small', 'large', 'large']::assessment_size[])[m + 1]
                               ELSE (enum_range(NULL::assessment_size))[(k.k + (m / 3)) % 4 + 1]
                             END AS size) s
         WHERE n.cohort_id = ${ACTIVE}
           AND m < CASE WHEN k.k % 25 = 0 THEN 2 ELSE 3 + k.k % 2 END`,
      ],
    },
    {
      name: 'figures of the closed cohorts frozen (as the close does)',
      run: async (db) => {
        for (let cohortId = 1; cohortId <= CLOSED; cohortId += 1) {
          await freezeCohortFigures(db, cohortId);
        }
      },
    },
    { name: 'VACUUM ANALYZE', statements: ['VACUUM ANALYZE'] },
  ];
}

export interface TimedStep {
  name: string;
  seconds: number;
}

/**
 * Writes the programme into the migrated, empty database `client` is connected to; answers how
 * long each step took. `passwordHash` is every generated user's (the demo password's hash).
 */
export async function generateProgramme(
  client: pg.Client,
  passwordHash: string,
  onStep: (step: TimedStep) => void,
): Promise<TimedStep[]> {
  // Fixed random() values (same data on every run) and no wait for the disk on each statement.
  await client.query('SELECT setseed(0.14)');
  await client.query('SET synchronous_commit = off');
  const db = drizzle(client, { schema }) as unknown as Database;
  const timed: TimedStep[] = [];
  for (const step of steps()) {
    const started = performance.now();
    for (const statement of step.statements ?? []) {
      await client.query(statement, statement.includes('$1') ? [passwordHash] : []);
    }
    await step.run?.(db);
    const done = { name: step.name, seconds: (performance.now() - started) / 1000 };
    timed.push(done);
    onStep(done);
  }
  return timed;
}
