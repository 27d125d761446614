// The chapters the browser journeys start from leave the data where each journey expects them:
// played as the browser suites' set-up plays them (writeDemoChapters.ts: on PGlite, after the
// story), each chapter's end read from the database.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { pgliteConnection, rowsOf, type Database } from '../db/database';
import { migratedDataDir } from '../testing/migratedPglite';
import { DEMO_CHAPTERS, INES, tellChapters, type DemoChapter } from './demoChapters';
import { DEMO_COHORT_NAME, PILOT_COHORT_NAME } from './demoProgramme';
import { playDemoStory } from './demoStory';

interface ChapterEnd {
  cohorts: { name: string; period: string; closed: boolean }[];
  nominations: { cohort: string; contributor: string; scouts: number; assessed: number }[];
  applications: { contributor: string; status: string }[];
  repositories: string[];
}

async function endOf(db: Database, repositories: { fullName: string }[]): Promise<ChapterEnd> {
  return {
    cohorts: await rowsOf(
      db.execute(sql`select name, period, ends_at is not null as closed from cohorts order by id`),
    ),
    nominations: await rowsOf(
      db.execute(sql`
        select c.name as cohort, p.first_name || ' ' || p.last_name as contributor,
          1 + (select count(*)::int from co_nominations x where x.nomination_id = n.id) as scouts,
          (select count(*)::int from judge_assessments a where a.nomination_id = n.id
            and a.status = 'assessed') as assessed
        from nominations n join cohorts c on c.id = n.cohort_id
        join contributors p on p.id = n.contributor_id
        where c.name <> ${DEMO_COHORT_NAME} and c.name <> ${PILOT_COHORT_NAME}
        order by n.id`),
    ),
    applications: await rowsOf(
      db.execute(sql`
        select p.first_name || ' ' || p.last_name as contributor, a.status
        from applications a join cohorts c on c.id = a.cohort_id
        join contributors p on p.id = a.contributor_id
        where c.name <> ${DEMO_COHORT_NAME} and c.name <> ${PILOT_COHORT_NAME}
        order by a.id`),
    ),
    repositories: repositories.map((repository) => repository.fullName),
  };
}

const ends = new Map<DemoChapter, ChapterEnd>();

beforeAll(async () => {
  const client = new PGlite({ loadDataDir: await migratedDataDir() });
  const connection = pgliteConnection(client);
  try {
    await playDemoStory(connection, loadConfig(), (story) =>
      tellChapters(story, 'applying', async (chapter, repositories) => {
        ends.set(chapter, await endOf(connection.db, repositories));
      }),
    );
  } finally {
    await connection.close();
  }
}, 120_000);

const INES_NAME = `${INES.firstName} ${INES.lastName}`;

it('reaches every chapter, in order', () => {
  expect([...ends.keys()]).toEqual([...DEMO_CHAPTERS]);
});

it('ends the story with Wave 1 in its voting period and nothing after it', () => {
  const story = ends.get('story')!;
  expect(story.cohorts.at(-1)).toEqual({ name: DEMO_COHORT_NAME, period: 'voting', closed: false });
  expect(story.nominations).toEqual([]);
  expect(story.repositories).toEqual([]);
});

it('scouting: Wave 1 closed, Wave 2 voting on Ines Moreau (two scouts) and Tomás Vidal', () => {
  const scouting = ends.get('scouting')!;
  expect(scouting.cohorts.find((cohort) => cohort.name === DEMO_COHORT_NAME)).toMatchObject({
    closed: true,
  });
  expect(scouting.cohorts.at(-1)).toMatchObject({ period: 'voting', closed: false });
  expect(scouting.nominations.map(({ contributor, scouts }) => [contributor, scouts])).toEqual(
    expect.arrayContaining([
      [INES_NAME, 2],
      ['Tomás Vidal', 1],
    ]),
  );
  expect(scouting.nominations.every(({ assessed }) => assessed === 0)).toBe(true);
  expect(scouting.repositories).toContain('glow-e2e/ledger-lens');
});

it('judging: Wave 2 in its distribution, every nomination assessed, both contributors to apply', () => {
  const judging = ends.get('judging')!;
  expect(judging.cohorts.at(-1)).toMatchObject({ period: 'distribution', closed: false });
  expect(judging.nominations.length).toBeGreaterThan(0);
  for (const nomination of judging.nominations) expect(nomination.assessed).toBeGreaterThan(0);
  expect(judging.applications).toEqual([
    { contributor: INES_NAME, status: 'inProgress' },
    { contributor: 'Tomás Vidal', status: 'inProgress' },
  ]);
});

it('applying: Ines approved, Tomás not eligible', () => {
  expect(ends.get('applying')!.applications).toEqual(
    expect.arrayContaining([
      { contributor: INES_NAME, status: 'approved' },
      { contributor: 'Tomás Vidal', status: 'notEligible' },
    ]),
  );
});
