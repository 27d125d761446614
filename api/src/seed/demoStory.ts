// The demo data as a story: what each person did and when, counted in days from the day the demo
// starts, played step by step through the API in process, each step at its moment (the clock of
// clock.ts set by atTime). People act as users do: the admin invites the team and moves the
// cohorts, the scout nominates, voters connect a wallet, pay to register and vote, judges assess
// and approve, contributors follow the link of their invitation email, accept, answer, prove a
// wallet with its signature and submit; the KYC result comes as the provider's signed webhook, the
// grants are paid by the admin's batch, signed by the programme's key and checked on the ledger. So
// every record (the audit log, each application's history, the figures of every page) is what the
// product itself wrote. The outside services are stand-ins started for the story (demoWorld.ts).
import type { VoteType } from '@glow/contract';
import { desc, gt } from 'drizzle-orm';
import { now } from '../clock';
import type { Config } from '../config';
import type { Database, DatabaseConnection } from '../db/database';
import { emailOutbox, users } from '../db/schema';
import { markEmailSent } from '../system/emailOutbox';
import { hashPassword } from '../users/passwords';
import { programmeWallet } from '../testing/testLedger';
import { approveApplications, nominationsAndApplications, startKyc } from './demoApplicants';
import { DEMO_PROGRAMME_ACCOUNT, signProgrammePayment } from './demoLedger';
import {
  PILOT,
  PILOT_APPLICANTS,
  PILOT_KYC,
  PILOT_PAYMENTS,
  PILOT_VOTERS,
  WAVE_1,
  WAVE_1_APPLICANTS,
  type DemoCohort,
  type DemoPerson,
} from './demoProgramme';
import { questionBeforeVoting, questionsInVoting } from './demoContactMessages';
import { activateOrganicVoters, buildTheFarm, wave1Voting } from './demoWave1Voters';
import { DemoStory, dayOf, key, momentOf, minutesPast, type Step } from './demoStage';
import { DEMO_ADMIN, DEMO_JUDGES, DEMO_PASSWORD, DEMO_SCOUT, type DemoUser } from './demoUsers';
import { demoWallet } from './demoWallets';
import { startDemoWorld } from './demoWorld';

/** The story's first day, counted from today. */
const FIRST_DAY = -250;

/** The first admin: the one account nobody could invite, made as an operator makes it. */
async function firstAdmin(story: DemoStory) {
  await story.db
    .insert(users)
    .values({ ...DEMO_ADMIN, role: 'admin', passwordHash: await hashPassword(DEMO_PASSWORD) });
}

/** The admin invites the scout and the judges; each sets a password from the email. */
async function inviteTheTeam(story: DemoStory) {
  const team: Array<DemoUser & { role: 'scout' | 'judge' }> = [
    { ...DEMO_SCOUT, role: 'scout' },
    ...DEMO_JUDGES.map((judge) => ({ ...judge, role: 'judge' as const })),
  ];
  await story.at(-247, '09:00', async () => {
    for (const member of team) {
      await story.call('createUser', { token: await story.signIn(DEMO_ADMIN.email), body: member });
    }
  });
  await story.together(
    team.map((member, index): Step => [
      -247,
      minutesPast('10:30', index * 7),
      () => story.acceptInvitation(member.email),
    ]),
  );
}

async function startCohort(story: DemoStory, cohort: DemoCohort, days: number) {
  await story.at(days, '09:00', async () => {
    const started = await story.call('startCohort', {
      token: await story.signIn(DEMO_ADMIN.email),
      body: {
        name: cohort.name,
        startsOn: dayOf(now()),
        grantAmounts: cohort.grantAmounts,
        kycSizes: cohort.kycSizes,
        votingPeriodDays: cohort.votingPeriodDays,
      },
    });
    story.made.cohorts.set(cohort.name, started.id);
  });
}

/**
 * The Pilot's voters: voter i connects a wallet on day i/4 of the voting period, pays 1 drop to
 * register, and votes on three of the four nominations (not nomination i mod 4), down on one in
 * five of them.
 */
async function pilotVoting(story: DemoStory, votingDay: number) {
  const nominationIds = PILOT.nominations.map((nomination) =>
    story.made.nominations.get(key(PILOT, nomination.contributor))!,
  );
  for (let i = 0; i < PILOT_VOTERS; i += 1) {
    const time = `${String(10 + (i % 4) * 2).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`;
    await story.at(votingDay + Math.floor(i / 4), time, async () => {
      const keys = demoWallet(`pilot-voter-${i}`);
      const token = await story.connectWallet(i % 2 === 0 ? 'crossmark' : 'gemwallet', keys);
      const { ledger, config } = story.world;
      const payment = await ledger.pay(keys, {
        destination: config.voterRegistration.destination,
        amount: config.voterRegistration.amountDrops,
      });
      await ledger.waitForValidation(payment.hash);
      await story.call('registerVoter', { token, body: { transactionHash: payment.hash } });
      for (const [n, nominationId] of nominationIds.entries()) {
        if (n === i % nominationIds.length) continue;
        const type: VoteType = (i + n) % 5 === 0 ? 'DOWN' : 'UP';
        await story.call('castVote', { token, body: { nominationId, type } });
      }
    });
  }
}

/**
 * The judges open their assessment requests (they sign in together, the morning the period
 * begins), then assess, a day per nomination and an hour per judge, and each approves the
 * distribution the day after the last assessment.
 */
async function pilotJudging(story: DemoStory, firstDay: number) {
  await story.together(
    DEMO_JUDGES.map(({ email }, index): Step => [
      firstDay - 1,
      minutesPast('09:30', index * 4),
      () => story.signIn(email),
    ]),
  );
  for (const [n, nomination] of PILOT.nominations.entries()) {
    for (const [i, assessment] of (nomination.judging?.assessments ?? []).entries()) {
      await story.at(firstDay + n, `${10 + i}:00`, async () => {
        const judge = DEMO_JUDGES[assessment.judge]!;
        await story.call('createAssessment', {
          token: await story.signIn(judge.email),
          params: { id: story.made.nominations.get(key(PILOT, nomination.contributor))! },
          body: {
            criteria: {
              coreInfrastructure: true,
              recentWork: true,
              ...assessment.criteria,
            },
            size: assessment.size,
            ...(assessment.rejectionReason ? { rejectionReason: assessment.rejectionReason } : {}),
            ...(assessment.comment ? { comment: assessment.comment } : {}),
          },
        });
      });
    }
  }
  const approvalDay = firstDay + PILOT.nominations.length;
  for (const [i, judge] of DEMO_JUDGES.entries()) {
    await story.at(approvalDay, `${9 + i}:00`, async () => {
      await story.call('approveDistribution', {
        token: await story.signIn(judge.email),
        params: { id: story.made.cohorts.get(PILOT.name)! },
      });
    });
  }
}

/** The admin's programme wallet signs a batch's payments; each lands and is recorded as paid. */
async function payBatch(story: DemoStory, token: string, grantIds: number[]) {
  const { ledger } = story.world;
  const batch = await story.call('createPaymentBatch', {
    token,
    body: { cohortId: story.made.cohorts.get(PILOT.name)!, grantIds },
  });
  const submitted: Array<{ id: number; hash: string }> = [];
  for (const payment of batch.payments) {
    const info = await ledger.rpc('account_info', { account: DEMO_PROGRAMME_ACCOUNT });
    const { Sequence } = info.account_data as { Sequence: number };
    const signed = signProgrammePayment(payment.id, payment.transaction, Sequence);
    const answer = await ledger.rpc('submit', { tx_blob: signed.blob });
    if (answer.engine_result !== 'tesSUCCESS') {
      throw new Error(
        `The demo payment ${payment.id} was refused: ${String(answer.engine_result)}`,
      );
    }
    submitted.push({ id: payment.id, hash: signed.hash });
  }
  for (const { id, hash } of submitted) {
    await ledger.waitForValidation(hash);
    await story.call('recordPaymentTransaction', {
      token,
      params: { id },
      body: { transactionHash: hash },
    });
  }
}

/**
 * The admin connects the programme's wallet (Crossmark) and asks it to pay Jonas Becker, and
 * rejects the request in the wallet; an hour later a batch pays Priya Nair and Jonas. Only when the
 * API pays from the demo programme account, whose key the demo holds.
 */
async function pilotPayments(story: DemoStory, day: number) {
  if (story.config.payments.programmeAddress !== DEMO_PROGRAMME_ACCOUNT) return;
  const grantOf = async (token: string) => {
    const { grants } = await story.call('listCohortPayments', {
      token,
      params: { id: story.made.cohorts.get(PILOT.name)! },
    });
    return (person: DemoPerson) => {
      const applicationId = story.made.applications.get(key(PILOT, person));
      const grant = grants.find((row) => row.applicationId === applicationId);
      if (!grant) throw new Error(`The demo story found no Pilot grant of ${person.firstName}`);
      return grant.id;
    };
  };
  let token = '';
  await story.at(day, '09:55', async () => {
    const admin = await story.signIn(DEMO_ADMIN.email);
    token = await story.connectWallet('crossmark', programmeWallet(), admin);
    story.keepSession(DEMO_ADMIN.email, token);
  });
  await story.at(day, '10:00', async () => {
    const grantIdOf = await grantOf(token);
    const batch = await story.call('createPaymentBatch', {
      token,
      body: {
        cohortId: story.made.cohorts.get(PILOT.name)!,
        grantIds: PILOT_PAYMENTS.declined.map(grantIdOf),
      },
    });
    for (const payment of batch.payments) {
      await story.call('reportPaymentFailure', {
        token,
        params: { id: payment.id },
        body: { code: 'SIGNING_REJECTED' },
      });
    }
  });
  await story.at(day, '11:00', async () => {
    const grantIdOf = await grantOf(token);
    await payBatch(story, token, PILOT_PAYMENTS.paid.map(grantIdOf));
  });
}

/** Marks the story's emails sent, at their time: they were delivered then, not at today's start. */
async function deliverStoryEmails(db: Database, after: number) {
  const sent = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(gt(emailOutbox.id, after));
  for (const { id } of sent) await markEmailSent(db, id);
}

async function lastEmailId(db: Database): Promise<number> {
  const [last] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return last?.id ?? 0;
}

/**
 * The Pilot (opened about eight months ago, closed four months ago) and Wave 1 (opened three
 * weeks ago, voting since four days ago, for fourteen days).
 */
async function tell(story: DemoStory) {
  await story.at(-248, '09:00', () => firstAdmin(story));
  await inviteTheTeam(story);
  await activateOrganicVoters(story, -250, -240);

  await startCohort(story, PILOT, -240);
  await nominationsAndApplications(story, PILOT, PILOT_APPLICANTS, -239);
  await story.at(-230, '09:00', () => story.moveCohort(PILOT, 'voting'));
  await pilotVoting(story, -230);
  await story.at(-219, '09:00', () => story.moveCohort(PILOT, 'assessment'));
  await pilotJudging(story, -218);
  await story.at(-213, '09:00', () => story.moveCohort(PILOT, 'distribution'));
  const decideKyc = await startKyc(story, PILOT, PILOT_KYC, -212);
  await approveApplications(story, PILOT, PILOT_APPLICANTS, -210);
  // Priya Nair's verification is decided first, Lars Henriksen's two days later.
  await decideKyc(0, -209, '15:00');
  await decideKyc(1, -207, '11:00');
  await pilotPayments(story, -200);
  await activateOrganicVoters(story, -200, -120);
  await story.at(-120, '16:00', () => story.moveCohort(PILOT, 'closed'));
  await activateOrganicVoters(story, -120, -21);

  await startCohort(story, WAVE_1, -21);
  await nominationsAndApplications(story, WAVE_1, WAVE_1_APPLICANTS, -20);
  await approveApplications(story, WAVE_1, WAVE_1_APPLICANTS, -10);
  await questionBeforeVoting(story);
  await buildTheFarm(story, -5);
  await activateOrganicVoters(story, -21, 0);
  await story.at(-4, '09:00', () => story.moveCohort(WAVE_1, 'voting'));
  await questionsInVoting(story);
  await wave1Voting(story);
}

/**
 * Plays the story on `database` through an API configured as `config`; `goOn`, when given, tells
 * more of it (demoChapters.ts) on the same stage, after the story's emails are marked sent.
 */
export async function playDemoStory(
  database: Pick<DatabaseConnection, 'db' | 'kind'>,
  config: Config,
  goOn?: (story: DemoStory) => Promise<void>,
): Promise<void> {
  const started = now();
  const today = Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), started.getUTCDate());
  const world = await startDemoWorld(
    database,
    config,
    new Date(momentOf(today, FIRST_DAY, '00:00')),
  );
  try {
    const emailsBefore = await lastEmailId(world.db);
    const story = new DemoStory(world, today);
    await tell(story);
    await deliverStoryEmails(world.db, emailsBefore);
    await goOn?.(story);
  } finally {
    await world.close();
  }
}
