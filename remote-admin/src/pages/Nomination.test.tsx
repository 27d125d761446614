import type { AdminNomination, Assessment } from '@glow/contract';
import { selectBreadcrumb } from '@glow/shared-api';
import { installFakeApi, type ReceivedCall } from '@glow/shared-api/testing';
import { screen, within } from '@testing-library/react';
import { applicationPath, cohortPath, nominationPath, paymentPath, userPath } from '../paths';
import { renderAdminPage } from '../testing/renderAdminPage';

const assessment = (id: number, name: string, changes: Partial<Assessment>): Assessment => ({
  id,
  nominationId: 12,
  judge: { id: 40 + id, name },
  status: 'assessed',
  criteria: { coreInfrastructure: true, recentWork: true },
  size: 'medium',
  rejectionReason: null,
  comment: null,
  recusalReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: null,
  ...changes,
});

const MAYA: AdminNomination = {
  id: 12,
  cohort: { id: 2, name: 'Wave 1', period: 'distribution', active: true },
  contributor: {
    id: 7,
    firstName: 'Maya',
    lastName: 'Okafor',
    githubUsername: 'mokafor',
    email: 'maya@example.org',
  },
  projects: [
    { id: 3, name: 'xrpl.js', githubRepo: 'XRPLF/xrpl.js', websiteUrl: 'https://js.xrpl.org' },
  ],
  description: 'Rewrote the autofill path of xrpl.js.',
  categories: ['Solving Technical Debt'],
  contributionDate: '2026-09-14',
  scouts: 2,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: null,
  score: 5,
  status: 'sized',
  finalSize: 'medium',
  grantReturnedBecause: null,
  scout: { id: 21, name: 'Sam Scout', email: 'scout@glow.local' },
  coScouts: [{ id: 22, name: 'Rae Second', email: 'rae@example.org', note: 'I reviewed it too.' }],
  evidence: [
    {
      id: 5,
      url: 'https://github.com/XRPLF/xrpl.js/pull/2741',
      kind: 'pullRequest',
      note: 'The change itself.',
      addedAt: '2026-10-02T10:00:00.000Z',
      github: {
        title: 'Autofill fetches fees once per batch',
        state: 'merged',
        mergedAt: '2026-09-14T10:00:00.000Z',
        publishedAt: null,
        readAt: '2026-10-02T10:00:01.000Z',
        notReadBecause: null,
      },
    },
  ],
  votes: { up: 7, down: 2, score: 5 },
  assessments: [
    assessment(1, 'Ada Judge', {}),
    assessment(2, 'Bo Judge', { size: 'decline', rejectionReason: 'Paid work.' }),
    assessment(3, 'Cy Judge', {
      status: 'recused',
      size: null,
      criteria: null,
      recusalReason: 'Works with her.',
    }),
  ],
  application: { id: 31, status: 'approved' },
  grant: {
    id: 4,
    nominationId: 12,
    size: 'medium',
    amountDrops: '750000000',
    state: 'paid',
    payment: { id: 9, status: 'paid' },
  },
};

let calls: ReceivedCall[];
let nomination: AdminNomination;

beforeEach(() => {
  localStorage.clear();
  nomination = structuredClone(MAYA);
  calls = installFakeApi({ 'GET /api/nominations/{id}': () => ({ body: nomination }) });
});

async function open() {
  const rendered = await renderAdminPage(nominationPath(12));
  await screen.findByRole('heading', { level: 1, name: 'Nomination of Maya Okafor' });
  return rendered;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const hrefOf = (scope: ReturnType<typeof region>, name: string) =>
  scope.getByRole('link', { name }).getAttribute('href');

describe("an admin's page of a nomination", () => {
  it('shows the nomination, its scouts, contributor, projects, evidence and votes', async () => {
    await open();
    expect(calls.find((call) => call.path === '/api/nominations/12')?.token).toBe('admin-token');

    const facts = region('Nomination');
    expect(hrefOf(facts, 'Wave 1')).toBe(cohortPath(2));
    expect(facts.getByText('Sized: Medium')).toBeTruthy();
    expect(facts.getByText('Rewrote the autofill path of xrpl.js.')).toBeTruthy();

    const scouts = region('Scouts');
    expect(hrefOf(scouts, 'Sam Scout')).toBe(userPath(21));
    expect(hrefOf(scouts, 'Rae Second')).toBe(userPath(22));
    expect(scouts.getByText('I reviewed it too.')).toBeTruthy();

    expect(region('Contributor').getByText('maya@example.org')).toBeTruthy();
    expect(hrefOf(region('Contributor'), '@mokafor')).toBe('https://github.com/mokafor');
    expect(hrefOf(region('Projects'), 'XRPLF/xrpl.js')).toBe('https://github.com/XRPLF/xrpl.js');
    expect(region('Evidence').getByText('The change itself.')).toBeTruthy();

    const votes = region('Votes');
    const fact = (name: string) => votes.getByText(name).nextElementSibling?.textContent;
    expect([fact('Up'), fact('Down'), fact('Score')]).toEqual(['7', '2', '+5']);
  });

  it("puts the nomination's cohort in the breadcrumb trail: Cohorts › Wave 1", async () => {
    const { store } = await open();
    expect(selectBreadcrumb(store.getState(), nominationPath(12))).toEqual({
      label: 'Nomination of Maya Okafor',
      trail: [
        { label: 'Cohorts', path: '/admin/cohorts' },
        { label: 'Wave 1', path: cohortPath(2) },
      ],
    });
  });

  it("shows each judge's size, a decline's reason and a recusal once assessed", async () => {
    await open();
    const rows = region('Assessments').getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ada Judge: Medium',
      'Bo Judge: DeclineRejection reason: Paid work.',
      'Cy Judge: recusedReason: Works with her.',
    ]);
  });

  it('says the assessments come once the assessment is over', async () => {
    nomination = { ...nomination, status: 'being assessed', finalSize: null, assessments: null };
    await open();
    expect(
      region('Assessments').getByText("Shown once the cohort's assessment is over."),
    ).toBeTruthy();
    expect(region('Assessments').queryByText(/Ada Judge/)).toBeNull();
  });

  it('links the application and the payment, with the grant’s size, amount and state', async () => {
    await open();
    const record = region('Application and grant');
    expect(hrefOf(record, 'Open the application')).toBe(applicationPath(31));
    expect(hrefOf(record, 'Open the payment')).toBe(paymentPath(9));
    expect(record.getByText(/Medium, 750 XRP/)).toBeTruthy();
  });

  it('says when the contributor has no application yet', async () => {
    nomination = { ...nomination, application: null, grant: null };
    await open();
    expect(
      region('Application and grant').getByText('The contributor has no application in Wave 1.'),
    ).toBeTruthy();
  });

  it('says a nomination that does not exist is not found, with the way back', async () => {
    calls = installFakeApi({
      'GET /api/nominations/{id}': () => ({
        status: 404,
        body: { message: 'nomination not found' },
      }),
    });
    await renderAdminPage(nominationPath(12));
    expect(await screen.findByText(/nomination not found/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All cohorts' }).getAttribute('href')).toBe(
      '/admin/cohorts',
    );
  });
});
