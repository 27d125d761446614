// The demo's contributors: nominated by the scout, they follow their invitation, accept the
// documents, answer the eligibility questions, prove a wallet with its signature and submit; the
// admin approves; where the grant's size needs it, they verify their identity with the KYC provider,
// whose decision reaches Glow as its signed webhook.
import {
  ACCEPTED_DOCUMENTS,
  ELIGIBLE_ANSWERS,
  type CreateContributorRequest,
  type EligibilityAnswers,
} from '@glow/contract';
import { now } from '../clock';
import { SCREENING_PASSED } from '../testing/testProgramme';
import { crossmarkSignature, gemWalletSignature } from '../testing/testWallets';
import type { DemoApplicant, DemoCohort, DemoNomination, DemoPerson } from './demoProgramme';
import { DAY_MS, dayOf, key, minutesPast, type DemoStory, type Step } from './demoStage';
import { DEMO_ADMIN, DEMO_SCOUT } from './demoUsers';
import { demoWallet } from './demoWallets';

/** When a demo contributor began on their project: three years before their first nomination. */
const CONTRIBUTOR_SINCE_DAYS = -3 * 365;

/**
 * The scout nominates, the project and the contributor first when Glow does not know them, then
 * adds the nomination's evidence.
 */
async function nominate(story: DemoStory, cohort: DemoCohort, nomination: DemoNomination) {
  const token = await story.signIn(DEMO_SCOUT.email);
  const { project, contributor } = nomination;
  let projectId = story.made.projects.get(project.githubRepo);
  if (projectId === undefined) {
    const created = await story.call('createProject', { token, body: project });
    projectId = created.project.id;
    story.made.projects.set(project.githubRepo, projectId);
  }
  let contributorId = story.made.contributors.get(contributor.githubUsername);
  if (contributorId === undefined) {
    const body: CreateContributorRequest = {
      ...contributor,
      contributorSince: dayOf(new Date(now().getTime() + CONTRIBUTOR_SINCE_DAYS * DAY_MS)),
    };
    contributorId = (await story.call('createContributor', { token, body })).contributor.id;
    story.made.contributors.set(contributor.githubUsername, contributorId);
  }
  const workDone = new Date(now().getTime() - nomination.workDaysBefore * DAY_MS);
  const created = await story.call('createNomination', {
    token,
    body: {
      screening: SCREENING_PASSED,
      contributorId,
      projectIds: [projectId],
      description: nomination.description,
      categories: nomination.categories,
      contributionDate: dayOf(workDone),
    },
  });
  story.made.nominations.set(key(cohort, contributor), created.nomination.id);
  for (const evidence of nomination.evidence ?? []) {
    await story.call('addEvidence', {
      token,
      params: { id: created.nomination.id },
      body: evidence,
    });
  }
}

/** The contributor's application in `cohort`, as their dashboard lists it. */
async function applicationOf(story: DemoStory, cohort: Pick<DemoCohort, 'name'>, token: string) {
  const { applications } = await story.call('listMyApplications', { token });
  const application = applications.find((mine) => mine.cohort.name === cohort.name);
  if (!application) throw new Error(`The demo story found no application in ${cohort.name}`);
  return application;
}

/** Sets a password from the invitation, accepts both documents and answers the questions. */
async function beginApplication(story: DemoStory, cohort: DemoCohort, applicant: DemoApplicant) {
  await story.acceptInvitation(applicant.contributor.email);
  await acceptAndAnswer(story, cohort, applicant.contributor);
}

/**
 * The signed-in contributor accepts both documents and answers the eligibility questions of
 * their application in `cohort` (every answer "yes" unless `answers` says otherwise).
 */
export async function acceptAndAnswer(
  story: DemoStory,
  cohort: Pick<DemoCohort, 'name'>,
  contributor: DemoPerson,
  answers: EligibilityAnswers = ELIGIBLE_ANSWERS,
) {
  const token = await story.signIn(contributor.email);
  const application = await applicationOf(story, cohort, token);
  story.made.applications.set(key(cohort, contributor), application.id);
  for (const document of ACCEPTED_DOCUMENTS) {
    const { version } = await story.call('readContributorDocument', {
      token,
      params: { document },
    });
    await story.call('acceptContributorDocument', {
      token,
      params: { document },
      body: { version },
    });
  }
  await story.call('answerEligibility', {
    token,
    params: { id: application.id },
    body: answers,
  });
}

/** Proves the wallet with its signature, then submits the details and signs the agreement. */
export async function completeApplication(
  story: DemoStory,
  cohort: Pick<DemoCohort, 'name'>,
  applicant: DemoApplicant,
) {
  const { contributor, wallet } = applicant;
  if (!wallet) throw new Error(`${contributor.firstName} has no wallet in the demo story`);
  const token = await story.signIn(contributor.email);
  const keys = demoWallet(wallet.label);
  if (wallet.kind === 'xaman') {
    const payload = await story.call('walletRegistrationXamanPayload', { token });
    await story.world.xaman.approve(payload.uuid, { seed: keys.seed });
    await story.call('registerXamanWallet', {
      token,
      params: { payloadId: payload.uuid },
      body: { secret: payload.secret },
    });
  } else {
    const challenge = await story.call('walletRegistrationChallenge', {
      token,
      body: { kind: wallet.kind, address: keys.address, publicKey: keys.publicKey },
    });
    await story.call('registerWallet', {
      token,
      body: {
        kind: wallet.kind,
        challenge: challenge.challenge,
        signature:
          wallet.kind === 'gemwallet'
            ? gemWalletSignature(keys, challenge.message)
            : crossmarkSignature(keys, challenge.messageHex),
        publicKey: keys.publicKey,
      },
    });
  }
  const agreement = await story.call('readContributorDocument', {
    token,
    params: { document: 'grantAgreement' },
  });
  await story.call('submitApplicationDetails', {
    token,
    params: { id: story.made.applications.get(key(cohort, contributor))! },
    body: {
      previousXrplGrants: false,
      previousAccelerator: false,
      ...(applicant.website && { website: applicant.website }),
      github: contributor.githubUsername,
      additionalInformation: applicant.additionalInformation,
      confirmedAddress: keys.address,
      agreementName: `${contributor.firstName} ${contributor.lastName}`,
      agreementVersion: agreement.version,
    },
  });
}

/** The admin approves the submitted applications of `applicants` on `day`, half an hour apart. */
export async function approveApplications(
  story: DemoStory,
  cohort: DemoCohort,
  applicants: DemoApplicant[],
  day: number,
) {
  const approved = applicants.filter((applicant) => applicant.reaches === 'approved');
  for (const [index, { contributor }] of approved.entries()) {
    await story.at(day, minutesPast('10:00', index * 30), async () => {
      await story.call('approveApplication', {
        token: await story.signIn(DEMO_ADMIN.email),
        params: { id: story.made.applications.get(key(cohort, contributor))! },
      });
    });
  }
}

/**
 * A cohort's nominations, one a day from `firstDay` at 10:00; the day after the last one, each
 * applicant sets a password from the invitation and begins, and the day after that proves a wallet
 * and submits.
 */
export async function nominationsAndApplications(
  story: DemoStory,
  cohort: DemoCohort,
  applicants: DemoApplicant[],
  firstDay: number,
) {
  for (const [index, nomination] of cohort.nominations.entries()) {
    await story.at(firstDay + index, '10:00', () => nominate(story, cohort, nomination));
  }
  const beginDay = firstDay + cohort.nominations.length;
  await story.together(
    applicants.map((applicant, index): Step => [
      beginDay,
      minutesPast('18:00', index * 6),
      () => beginApplication(story, cohort, applicant),
    ]),
  );
  await story.together(
    applicants
      .filter((applicant) => applicant.reaches === 'approved')
      .map((applicant, index): Step => [
        beginDay + 1,
        minutesPast('19:00', index * 8),
        () => completeApplication(story, cohort, applicant),
      ]),
  );
}

/**
 * Each contributor whose grant needs KYC opens the provider's page from Glow; answers how the
 * provider then decides the `index`th of them, on a later day (its webhook delivered to Glow).
 */
export async function startKyc(
  story: DemoStory,
  cohort: DemoCohort,
  verifying: Array<{ contributor: DemoPerson; decision: 'approved' | 'rejected' }>,
  day: number,
) {
  const started: Array<{ verificationId: string; decision: 'approved' | 'rejected' }> = [];
  await story.together(
    verifying.map(({ contributor, decision }, index): Step => [
      day,
      minutesPast('10:00', index * 5),
      async () => {
        const token = await story.signIn(contributor.email);
        const { redirectUrl } = await story.call('startKyc', {
          token,
          params: { id: story.made.applications.get(key(cohort, contributor))! },
        });
        const verificationId = new URL(redirectUrl).pathname.split('/').pop()!;
        started[index] = { verificationId, decision };
      },
    ]),
  );
  return async (index: number, decidedDay: number, time: string) => {
    const { verificationId, decision } = started[index]!;
    await story.at(decidedDay, time, async () => {
      story.world.kyc.decide(verificationId, decision);
      await story.world.kyc.deliveriesSettled();
    });
  };
}
