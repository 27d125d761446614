// The demo story told further, for the browser journeys (e2e/): each journey starts where the one
// before it ends, and these chapters play what those journeys do, through the API as the story
// does, so that a journey can start from the data of the chapter before it instead of from the
// journeys before it. In the days before today, after the story:
// - scouting (what scout-journey leaves): Wave 1 goes through assessment (each demo judge assesses
//   Medium what Medium has not decided yet, then approves) and distribution and closes; the admin
//   starts Wave 2; the demo scout nominates Ines Moreau, new, for Ledger Lens, a new project, and
//   xrpl.js; Noor Haddad, a second scout, backs it; Ines sets her password; the demo scout
//   nominates Tomás Vidal for rippled; the admin opens voting.
// - judging (what judge-journey leaves): Wave 2's four judges assess it (Ines Medium with one
//   Decline, Tomás Medium after a split), approve, and the admin starts its distribution.
// - applying (what contributor-journey leaves): Ines applies with a GemWallet wallet, the admin
//   asks her for KYC, the provider approves her and the admin approves her application; Tomás
//   answers that his work is not recent and is not eligible.
// The chapters' emails stay in the outbox: an API started on their data sends them, as the
// journeys before would have. The repositories they add to GitHub (its stand-in) are told to
// whoever saves the data: the GitHub of a system started on them must hold them too.
import {
  ELIGIBLE_ANSWERS,
  type AssessRequest,
  type AssessmentSize,
  type NominationCategory,
} from '@glow/contract';
import { now } from '../clock';
import type { RepositorySeed } from '../testing/testGitHub';
import { SCREENING_PASSED } from '../testing/testProgramme';
import { acceptAndAnswer, completeApplication } from './demoApplicants';
import { TOMAS, WAVE_1, type DemoPerson } from './demoProgramme';
import { dayOf, key, minutesPast, type DemoStory } from './demoStage';
import { DEMO_ADMIN, DEMO_JUDGES, DEMO_SCOUT } from './demoUsers';

/** Where the demo data can be saved: after the story (as `npm start` has it), or a chapter. */
export const DEMO_CHAPTERS = ['story', 'scouting', 'judging', 'applying'] as const;
export type DemoChapter = (typeof DEMO_CHAPTERS)[number];

/** Ines Moreau, nominated in the scouting chapter; she signs in with her own password. */
export const INES: DemoPerson = {
  firstName: 'Ines',
  lastName: 'Moreau',
  githubUsername: 'imoreau',
  email: 'ines.moreau@example.org',
  projectRole: 'maintainer',
};
export const INES_PASSWORD = 'a-contributor-password';
export const TOMAS_PASSWORD = 'another-contributor-password';

const LEDGER_LENS = {
  name: 'Ledger Lens',
  description: 'A browser for the ledger objects of an account, for wallet developers.',
  githubRepo: 'glow-e2e/ledger-lens',
};
const NOOR = {
  email: 'noor.haddad@example.org',
  role: 'scout',
  firstName: 'Noor',
  lastName: 'Haddad',
} as const;

const EVERY_CRITERION_MET: AssessRequest['criteria'] = {
  coreInfrastructure: true,
  recentWork: true,
};

/** The day, `months` months before the story's moment, as date fields take it. */
function monthsBefore(months: number): string {
  const day = now();
  day.setUTCMonth(day.getUTCMonth() - months);
  return dayOf(day);
}

/** Answers the id of a cohort, project, contributor or nomination the story made. */
function madeId(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`The demo story made no ${name}`);
  return id;
}

/**
 * Each demo judge in turn assesses Medium (every criterion met) each nomination of the cohort on
 * their list that they are not in conflict with and Medium has not decided yet (three of them),
 * then each approves the distribution: as the browser suites' approveDistributionThroughApi.
 */
async function judgesApproveEveryMedium(story: DemoStory, cohortId: number, day: number) {
  const mediums = new Map<number, number>();
  for (const [index, { email }] of DEMO_JUDGES.entries()) {
    await story.at(day, `${10 + index}:00`, async () => {
      const token = await story.signIn(email);
      const { evaluations } = await story.call('listEvaluations', {
        token,
        params: { id: cohortId },
        query: { filter: 'todo', limit: 100 },
      });
      for (const { nominationId, conflict } of evaluations) {
        const count = mediums.get(nominationId) ?? 0;
        if (conflict || count >= 3) continue;
        await story.call('createAssessment', {
          token,
          params: { id: nominationId },
          body: { criteria: EVERY_CRITERION_MET, size: 'medium' },
        });
        mediums.set(nominationId, count + 1);
      }
    });
  }
  for (const [index, { email }] of DEMO_JUDGES.entries()) {
    await story.at(day, minutesPast('15:00', index * 10), async () => {
      await story.call('approveDistribution', {
        token: await story.signIn(email),
        params: { id: cohortId },
      });
    });
  }
}

/** The demo scout nominates a contributor the story knows for projects it knows. */
async function nominate(
  story: DemoStory,
  nomination: {
    contributorId: number;
    projectIds: number[];
    description: string;
    categories: NominationCategory[];
    monthsAgo: number;
  },
): Promise<number> {
  const { contributorId, projectIds, description, categories, monthsAgo } = nomination;
  const { nomination: created } = await story.call('createNomination', {
    token: await story.signIn(DEMO_SCOUT.email),
    body: {
      screening: SCREENING_PASSED,
      contributorId,
      projectIds,
      description,
      categories,
      contributionDate: monthsBefore(monthsAgo),
    },
  });
  return created.id;
}

/**
 * Wave 1 closes; Wave 2 gets its nominations and opens voting. Answers Wave 2's name; the
 * repositories added to GitHub go to `repositories`.
 */
async function scouting(story: DemoStory, repositories: RepositorySeed[]): Promise<string> {
  const { made } = story;
  const wave1 = madeId(made.cohorts, WAVE_1.name);
  await story.at(-3, '09:00', () => story.moveCohort(WAVE_1, 'assessment'));
  await judgesApproveEveryMedium(story, wave1, -3);
  await story.at(-3, '16:00', () => story.moveCohort(WAVE_1, 'distribution'));
  await story.at(-3, '17:00', () => story.moveCohort(WAVE_1, 'closed'));

  // The start form's defaults: the name and settings that follow the last cohort.
  const wave2 = await story.at(-2, '09:00', async () => {
    const token = await story.signIn(DEMO_ADMIN.email);
    const defaults = await story.call('cohortDefaults', { token });
    const { suggestedName: name, startsOn, grantAmounts, kycSizes, votingPeriodDays } = defaults;
    const started = await story.call('startCohort', {
      token,
      body: { name, startsOn, grantAmounts, kycSizes, votingPeriodDays },
    });
    made.cohorts.set(name, started.id);
    return name;
  });

  const ines = await story.at(-2, '10:00', async () => {
    const token = await story.signIn(DEMO_SCOUT.email);
    const repository = {
      fullName: LEDGER_LENS.githubRepo,
      stars: 12,
      openIssues: 3,
      pushedAt: now().toISOString(),
    };
    await story.world.github.addRepository(repository);
    repositories.push(repository);
    const { project } = await story.call('createProject', { token, body: LEDGER_LENS });
    made.projects.set(LEDGER_LENS.githubRepo, project.id);
    const { contributor } = await story.call('createContributor', {
      token,
      body: { ...INES, contributorSince: monthsBefore(24) },
    });
    made.contributors.set(INES.githubUsername, contributor.id);
    return nominate(story, {
      contributorId: contributor.id,
      projectIds: [project.id, madeId(made.projects, 'XRPLF/xrpl.js')],
      description:
        'Built the account explorer the xrpl.js examples now link to, and fixed how it decodes NFT offers.',
      categories: ['Creating Community Tools'],
      // Older than the six months judges look for: the form warns, and lets it through.
      monthsAgo: 7,
    });
  });
  made.nominations.set(key({ name: wave2 }, INES), ines);

  await story.at(-2, '11:00', async () => {
    await story.call('createUser', { token: await story.signIn(DEMO_ADMIN.email), body: NOOR });
  });
  await story.at(-2, '11:30', () => story.acceptInvitation(NOOR.email));
  await story.at(-2, '12:00', async () => {
    await story.call('coNominate', {
      token: await story.signIn(NOOR.email),
      params: { id: ines },
      body: {
        screening: SCREENING_PASSED,
        note: 'I reviewed the explorer too: the NFT offer fix was overdue.',
      },
    });
  });
  await story.at(-2, '13:00', () => story.acceptInvitation(INES.email, INES_PASSWORD));

  const tomas = await story.at(-2, '14:00', () =>
    nominate(story, {
      contributorId: madeId(made.contributors, TOMAS.githubUsername),
      projectIds: [madeId(made.projects, 'XRPLF/rippled')],
      description: 'Kept the ledger acquisition fix working under the new peer protocol.',
      categories: ['Improving the Core Protocol'],
      monthsAgo: 1,
    }),
  );
  made.nominations.set(key({ name: wave2 }, TOMAS), tomas);
  await story.at(-2, '16:00', () => story.moveCohort({ name: wave2 }, 'voting'));
  return wave2;
}

/** The sizes each of Wave 2's judges gives, in the order they assess (DEMO_JUDGES' order). */
const WAVE_2_ASSESSMENTS: Array<
  Array<{ person: DemoPerson; size: AssessmentSize; rejectionReason?: string }>
> = [
  [
    { person: INES, size: 'medium' },
    { person: TOMAS, size: 'small' },
  ],
  [
    {
      person: INES,
      size: 'decline',
      rejectionReason: 'The explorer was paid work for a wallet company.',
    },
    { person: TOMAS, size: 'medium' },
  ],
  [
    { person: INES, size: 'medium' },
    { person: TOMAS, size: 'large' },
  ],
  [{ person: TOMAS, size: 'medium' }],
];

/** Wave 2 is assessed, its distribution approved, and it moves to distribution. */
async function judging(story: DemoStory, wave2: string) {
  const cohort = { name: wave2 };
  await story.at(-1, '09:00', () => story.moveCohort(cohort, 'assessment'));
  for (const [index, { email }] of DEMO_JUDGES.entries()) {
    await story.at(-1, minutesPast('10:00', index * 30), async () => {
      const token = await story.signIn(email);
      for (const { person, size, rejectionReason } of WAVE_2_ASSESSMENTS[index]!) {
        await story.call('createAssessment', {
          token,
          params: { id: madeId(story.made.nominations, key(cohort, person)) },
          body: {
            criteria: EVERY_CRITERION_MET,
            size,
            ...(rejectionReason && { rejectionReason }),
          },
        });
      }
    });
  }
  for (const [index, { email }] of DEMO_JUDGES.entries()) {
    await story.at(-1, minutesPast('13:00', index * 10), async () => {
      await story.call('approveDistribution', {
        token: await story.signIn(email),
        params: { id: madeId(story.made.cohorts, wave2) },
      });
    });
  }
  await story.at(-1, '14:00', () => story.moveCohort(cohort, 'distribution'));
}

/** Ines applies, verifies her identity and is approved; Tomás is not eligible. */
async function applying(story: DemoStory, wave2: string) {
  const cohort = { name: wave2 };
  const inesApplication = () => madeId(story.made.applications, key(cohort, INES));
  await story.at(-1, '15:00', () => acceptAndAnswer(story, cohort, INES));
  await story.at(-1, '15:10', () =>
    completeApplication(story, cohort, {
      contributor: INES,
      reaches: 'approved',
      wallet: { kind: 'gemwallet', label: 'wallet-imoreau' },
      website: 'https://ledger-lens.example.org',
    }),
  );
  await story.at(-1, '16:00', async () => {
    await story.call('requestKyc', {
      token: await story.signIn(DEMO_ADMIN.email),
      params: { id: inesApplication() },
      body: { reason: 'The explorer is a company product: we check who receives the grant.' },
    });
  });
  const verificationId = await story.at(-1, '16:30', async () => {
    const { redirectUrl } = await story.call('startKyc', {
      token: await story.signIn(INES.email),
      params: { id: inesApplication() },
    });
    return new URL(redirectUrl).pathname.split('/').pop()!;
  });
  await story.at(-1, '17:00', async () => {
    story.world.kyc.decide(verificationId, 'approved');
    await story.world.kyc.deliveriesSettled();
  });
  await story.at(-1, '18:00', async () => {
    await story.call('approveApplication', {
      token: await story.signIn(DEMO_ADMIN.email),
      params: { id: inesApplication() },
    });
  });
  await story.at(-1, '19:00', async () => {
    await story.acceptInvitation(TOMAS.email, TOMAS_PASSWORD);
    await acceptAndAnswer(story, cohort, TOMAS, { ...ELIGIBLE_ANSWERS, recentWork: false });
  });
}

/**
 * Tells the chapters after the story, in order, up to `last`; `reached` is called at the end of
 * the story and of each chapter (to save the data as they are then), with the repositories added
 * to GitHub so far.
 */
export async function tellChapters(
  story: DemoStory,
  last: DemoChapter,
  reached: (chapter: DemoChapter, repositories: RepositorySeed[]) => Promise<void>,
): Promise<void> {
  const repositories: RepositorySeed[] = [];
  await reached('story', repositories);
  if (last === 'story') return;
  const wave2 = await scouting(story, repositories);
  await reached('scouting', repositories);
  if (last === 'scouting') return;
  await judging(story, wave2);
  await reached('judging', repositories);
  if (last === 'judging') return;
  await applying(story, wave2);
  await reached('applying', repositories);
}
