import { formatDate, formatDay } from '@glow/shared-ui/pages';
import type { Dashboard } from '@glow/contract';
import { applicationsPath, cohortPath, paths, paymentsPath } from '../../paths';
import { DASHBOARD } from '../../testing/programme';
import { nextSteps } from './nextSteps';
import { waitingLines } from './waitingItems';

const cohort = DASHBOARD.cohort!;

function dashboard(
  changes: Partial<NonNullable<Dashboard['cohort']>>,
  attention: Partial<Dashboard['attention']> = {},
  figures: Partial<Dashboard['figures']> = {},
): Dashboard {
  return {
    cohort: { ...cohort, ...changes },
    figures: { ...DASHBOARD.figures, ...figures },
    attention: { ...DASHBOARD.attention, ...attention },
    waitingOnAdmin: [],
    newContactMessages: 0,
  };
}

const texts = (data: Dashboard, now?: Date) => nextSteps(data, now).map(({ text }) => text);

describe('what needs an admin next', () => {
  it('without a cohort: start one', () => {
    expect(nextSteps({ ...DASHBOARD, cohort: null })).toEqual([
      { text: 'No cohort is running: start one', to: paths.startCohort },
    ]);
  });

  it('before the cohort starts: the day it starts', () => {
    const startsAt = '2026-12-01T00:00:00.000Z';
    expect(texts(dashboard({ started: false, startsAt }))).toEqual([
      `Wave 1 starts on ${formatDate(startsAt)}; scouts nominate from then`,
    ]);
  });

  it('in nomination: how many nominations, none yet', () => {
    expect(nextSteps(dashboard({}, {}, { nominations: 0 }))).toEqual([
      {
        text: 'No nominations yet: scouts nominate until you open voting',
        to: cohortPath(2),
      },
    ]);
    expect(texts(dashboard({}, {}, { nominations: 1 }))).toEqual([
      '1 nomination so far: open voting when the scouts are done',
    ]);
  });

  it('in voting: the planned end; once past, nothing here (the waiting list says it)', () => {
    const voting = dashboard({ period: 'voting', periodStartedAt: '2026-10-03T09:00:00.000Z' });
    expect(texts(voting, new Date('2026-10-10T00:00:00.000Z'))).toEqual([
      `Voting opened ${formatDay('2026-10-03T09:00:00.000Z')}; planned to run 14 days (until ${formatDay('2026-10-17T09:00:00.000Z')})`,
    ]);
    expect(texts(voting, new Date('2026-10-18T00:00:00.000Z'))).toEqual([]);
  });

  it('in assessment: nominations short of assessments, and the judges’ approval once required', () => {
    const assessment = dashboard(
      { period: 'assessment' },
      { nominationsUnderAssessed: 3, distribution: { approvals: 5, judges: 7, required: 0 } },
    );
    expect(texts(assessment)).toEqual(['3 nominations have fewer than 3 assessments']);

    const approvalRequired = dashboard(
      { period: 'assessment' },
      { nominationsUnderAssessed: 1, distribution: { approvals: 5, judges: 7, required: 6 } },
    );
    expect(texts(approvalRequired)).toEqual([
      '1 nomination has fewer than 3 assessments',
      'Distribution approved by 5 of 7 judges',
    ]);
  });

  it('in distribution: nothing while grants wait to be paid (the waiting list says it), then closing', () => {
    expect(
      nextSteps(dashboard({ period: 'distribution' }, { approvedGrants: 6, grantsReadyToPay: 4 })),
    ).toEqual([]);
    expect(
      nextSteps(dashboard({ period: 'distribution' }, { approvedGrants: 6, paidGrants: 6 })),
    ).toEqual([{ text: 'Every grant to pay is paid: close the cohort', to: cohortPath(2) }]);
    expect(
      nextSteps(dashboard({ period: 'distribution' }, { approvedGrants: 6, paidGrants: 4 })),
    ).toEqual([{ text: '2 approved grants are not ready to pay yet', to: paymentsPath(2) }]);
  });

  it('in distribution: a grant returned to the pool is not one left to pay', () => {
    expect(
      nextSteps(
        dashboard(
          { period: 'distribution' },
          { approvedGrants: 3, paidGrants: 2, returnedGrants: 1 },
        ),
      ),
    ).toEqual([
      {
        text: 'Every grant to pay is paid (1 grant returned to the pool): close the cohort',
        to: cohortPath(2),
      },
    ]);
    expect(
      nextSteps(
        dashboard(
          { period: 'distribution' },
          { approvedGrants: 5, paidGrants: 2, returnedGrants: 2 },
        ),
      ),
    ).toEqual([
      {
        text: '1 approved grant is not ready to pay yet (2 grants returned to the pool)',
        to: paymentsPath(2),
      },
    ]);
  });
});

describe('what waits on an admin', () => {
  const wave = { id: 2, name: 'Wave 1' };

  it('says each item with its count, and links where it is done', () => {
    expect(
      waitingLines([
        { kind: 'applicationsToReview', cohort: wave, count: 3, since: null },
        { kind: 'kycRejected', cohort: wave, count: 1, since: null },
        { kind: 'grantsPayable', cohort: { id: 1, name: 'Pilot' }, count: 2, since: null },
        { kind: 'judgesUnfinished', cohort: wave, count: 1, since: null },
        { kind: 'votingOverdue', cohort: wave, count: 1, since: '2026-10-29T09:00:00.000Z' },
      ]),
    ).toEqual([
      {
        count: 3,
        text: '3 applications submitted for review in Wave 1',
        to: `${applicationsPath(2)}?status=submitted`,
      },
      {
        count: 1,
        text: '1 KYC check rejected in Wave 1: ask again, or the grant goes back to the pool at the close',
        to: applicationsPath(2),
      },
      { count: 2, text: '2 grants of Pilot ready to pay', to: paymentsPath(1) },
      {
        count: 1,
        text: '1 judge has not finished assessing Wave 1',
        to: `${cohortPath(2)}#cohort-judging`,
      },
      {
        count: 1,
        text: `Wave 1's voting was planned to end ${formatDay('2026-10-29T09:00:00.000Z')}: it stays open until you start the assessment`,
        to: cohortPath(2),
      },
    ]);
  });
});
