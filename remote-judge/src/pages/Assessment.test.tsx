import type { AssessmentOutcome, Evaluation } from '@glow/contract';
import { selectBreadcrumb } from '@glow/shared-api';
import { formatDate } from '@glow/shared-ui/pages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assessment, evaluation, installJudgeApi } from '../testing/fakeJudgeApi';
import { renderJudgePage } from '../testing/renderJudgePage';

const MINE = assessment(90, { judge: { id: 4, name: 'Judge Demo' }, size: 'small' });

const outcome = (fields: Partial<AssessmentOutcome> = {}): AssessmentOutcome => ({
  success: true,
  message: 'assessment saved',
  assessment: MINE,
  approvalsCleared: false,
  distributionReady: false,
  ...fields,
});

const writes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

async function openAssessment(fields: Partial<Evaluation> = {}, routes = {}) {
  const calls = installJudgeApi({
    'GET /api/nominations/{id}/evaluation': { body: evaluation(fields) },
    ...routes,
  });
  await renderJudgePage('/judge/assessment/30');
  await screen.findByRole('heading', { level: 1, name: 'Assessment of Maya Okafor' });
  return calls;
}

const form = () => screen.getByRole('form', { name: 'Your assessment' });
const question = (name: string | RegExp) => within(form()).getByRole('group', { name });

/** Answers the judge's two criteria, the groups before the size. */
function answerAll(answer: 'Yes' | 'No' = 'Yes') {
  for (const group of within(form()).getAllByRole('group').slice(0, 2))
    fireEvent.click(within(group).getByRole('radio', { name: answer }));
}

const save = (name = 'Save assessment') =>
  act(async () => fireEvent.click(within(form()).getByRole('button', { name })));

describe('the assessment page', () => {
  it("puts the nomination's cohort in the breadcrumb trail after Evaluations", async () => {
    installJudgeApi({ 'GET /api/nominations/{id}/evaluation': { body: evaluation() } });
    const { store } = await renderJudgePage('/judge/assessment/30');
    await screen.findByRole('heading', { level: 1, name: 'Assessment of Maya Okafor' });
    expect(selectBreadcrumb(store.getState(), '/judge/assessment/30')).toEqual({
      label: 'Assessment of Maya Okafor',
      trail: [{ label: 'Evaluations', path: '/judge/evaluations' }, { label: 'Wave 3' }],
    });
  });

  it('shows the dossier: contribution, contributor, projects with GitHub facts, votes and notes', async () => {
    await openAssessment();
    const contribution = screen.getByRole('region', { name: 'The contribution' });
    expect(contribution.textContent).toContain('Rewrote the transaction signing of xrpl.js.');
    expect(within(contribution).getByText('Solving Technical Debt')).toBeTruthy();
    const contributor = screen.getByRole('region', { name: 'The contributor' });
    expect(within(contributor).getByRole('link', { name: '@mokafor' }).getAttribute('href')).toBe(
      'https://github.com/mokafor',
    );
    expect(contributor.textContent).toContain('Maintainer');
    const project = screen.getByRole('region', { name: 'The project' });
    expect(project.textContent).toContain('★ 1,234');
    expect(project.textContent).toMatch(
      /Maya's commits in the 6 months before the nomination14 \(as of .+\)/,
    );
    const votes = screen.getByRole('region', { name: 'Votes and scouts' });
    expect(votes.textContent).toContain(
      'Score +7 (9 up, 2 down) · Without flagged voters +7 · 2 scouts',
    );
    expect(votes.textContent).toContain('Nominating scoutMaya carried the signing rewrite alone.');
    expect(votes.textContent).toContain('Co-nominator 1She also reviews every release.');
  });

  it('shows the score without the voters the ledger flagged beside the tally', async () => {
    await openAssessment({ votes: { score: 7, withoutFlaggedScore: -2, up: 9, down: 2 } });
    const votes = screen.getByRole('region', { name: 'Votes and scouts' });
    expect(votes.textContent).toContain('Score +7 (9 up, 2 down) · Without flagged voters -2');
  });

  it("shows the evidence with what GitHub said, and the nominee's declaration as declared", async () => {
    await openAssessment({
      declaration: {
        answers: {
          over18: true,
          notInSanctionedRegion: true,
          notOnSanctionsList: true,
          notAffiliatedEmployee: true,
          notScoutOrJudge: true,
          recentWork: true,
          notAlreadyFunded: false,
        },
        declaredAt: '2026-10-08T10:00:00.000Z',
      },
    });
    const evidence = screen.getByRole('region', { name: 'Evidence' });
    const [pull, post] = within(evidence).getAllByRole('listitem');
    expect(
      within(pull!).getByRole('link', { name: 'https://github.com/XRPLF/xrpl.js/pull/2741' }),
    ).toBeTruthy();
    expect(pull!.textContent).toContain('Pull request');
    expect(pull!.textContent).toContain(
      'Merged Autofill fetches fees and sequences once per batch',
    );
    expect(pull!.textContent).toContain(`merged ${formatDate('2026-09-30T15:00:00.000Z')}`);
    expect(pull!.textContent).toContain('The rewrite itself.');
    expect(post!.textContent).toContain('Post');
    expect(post!.textContent).not.toContain('GitHub');

    const declaration = screen.getByRole('region', { name: "The nominee's declaration" });
    expect(declaration.textContent).toContain(
      `As declared by Maya on ${formatDate('2026-10-08T10:00:00.000Z')}`,
    );
    const answers = within(declaration).getAllByRole('listitem');
    expect(answers[0]!.textContent).toBe('Yes I am 18 years old or older.');
    expect(answers[6]!.textContent).toBe(
      'No This work has not been funded already (grant, bounty or salary).',
    );
  });

  it('says when the nominee has not declared yet, and when the scouts added no evidence', async () => {
    await openAssessment({ evidence: [], declaration: null });
    expect(screen.getByRole('region', { name: 'Evidence' }).textContent).toBe(
      'EvidenceThe scouts added no evidence.',
    );
    expect(screen.getByRole('region', { name: "The nominee's declaration" }).textContent).toContain(
      'Not declared yet: Maya answers these questions in their application.',
    );
  });

  it('says when GitHub could not give the commits, and warns about old work', async () => {
    const [project] = evaluation().projects;
    await openAssessment({
      projects: [{ ...project!, contributorCommits6m: null, commitsReadAt: null }],
      nomination: { ...evaluation().nomination, contributionDate: '2025-01-10' },
    });
    expect(screen.getByRole('region', { name: 'The project' }).textContent).toContain(
      'not available right now',
    );
    expect(
      screen.getByText('This work was more than 6 months old when it was nominated.'),
    ).toBeTruthy();
  });

  it('counts the 6 months back from the nomination, not from today', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);
    const nominatedAt = daysAgo(200);
    await openAssessment({
      nomination: {
        ...evaluation().nomination,
        // 250 days ago: more than 6 months before today, 50 days before the nomination.
        contributionDate: daysAgo(250).toISOString().slice(0, 10),
        createdAt: nominatedAt.toISOString(),
      },
    });
    const contribution = screen.getByRole('region', { name: 'The contribution' });
    expect(contribution.textContent).toContain(
      `nominated on ${formatDate(nominatedAt.toISOString())}`,
    );
    expect(within(contribution).queryByText(/months old/)).toBeNull();
  });

  it('asks the judge only what the work shows, and points to the declaration for the rest', async () => {
    await openAssessment();
    expect(
      within(form())
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual([
      'Did they contribute to core XRPL infrastructure?',
      'Was the work done within the 6 months before its nomination?',
      'Size',
    ]);
    expect(
      within(form()).getByRole('link', { name: "the nominee's declaration" }).getAttribute('href'),
    ).toBe('#dossier-declaration');
  });

  it('says everything missing at once, in its own words, and sends nothing', async () => {
    const calls = await openAssessment();
    fireEvent.click(within(question('Size')).getByRole('radio', { name: /Decline/ }));
    await save();
    expect(question('Did they contribute to core XRPL infrastructure?').textContent).toContain(
      'Answer this question',
    );
    expect(
      question('Was the work done within the 6 months before its nomination?').textContent,
    ).toContain('Answer this question');
    expect(within(form()).getByLabelText('Rejection reason').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(form().textContent).toContain('A rejection reason is required for Decline');
    fireEvent.click(within(question('Size')).getByRole('radio', { name: /Small/ }));
    await save();
    expect(question('Size').textContent).not.toContain('Choose a size');
    expect(writes(calls)).toEqual([]);
  });

  it('asks for a size', async () => {
    await openAssessment();
    answerAll();
    await save();
    expect(question('Size').textContent).toContain('Choose a size');
  });

  it('shows each size with its amount and the rejection reason only for Decline', async () => {
    await openAssessment();
    const sizes = within(question('Size')).getAllByRole('radio');
    expect(sizes.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Decline · 0 XRP',
      'Small · 50 XRP',
      'Medium · 750 XRP',
      'Large · 3,000 XRP',
    ]);
    expect(within(form()).queryByLabelText('Rejection reason')).toBeNull();
    fireEvent.click(sizes[0]!);
    expect(within(form()).getByLabelText('Rejection reason')).toBeTruthy();
  });

  it('sends only the body the contract takes, and shows the others once saved', async () => {
    const calls = await openAssessment(
      {},
      { 'POST /api/nominations/{id}/assessments': { status: 201, body: outcome() } },
    );
    expect(
      screen.getByText(
        /2 judges have assessed this nomination. You will see their assessments after saving yours./,
      ),
    ).toBeTruthy();
    answerAll();
    fireEvent.click(
      within(question('Was the work done within the 6 months before its nomination?')).getByRole(
        'radio',
        { name: 'No' },
      ),
    );
    fireEvent.click(within(question('Size')).getByRole('radio', { name: /Small/ }));
    expect(screen.getByText(/A "no" usually means Decline; your size decides./)).toBeTruthy();
    fireEvent.change(within(form()).getByLabelText('Comment'), {
      target: { value: '  Solid work.  ' },
    });

    const after = installJudgeApi({
      'GET /api/nominations/{id}/evaluation': {
        body: evaluation({
          mine: MINE,
          others: [
            assessment(88, { comment: 'Careful and unpaid.' }),
            assessment(89, {
              judge: { id: 6, name: 'Ben Ito' },
              size: 'decline',
              criteria: { coreInfrastructure: false, recentWork: true },
              rejectionReason: 'Not core infrastructure.',
            }),
          ],
        }),
      },
      'POST /api/nominations/{id}/assessments': { status: 201, body: outcome() },
    });
    await save();
    expect(writes(calls)).toEqual([]);
    expect(writes(after)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/nominations/30/assessments',
        body: {
          criteria: { coreInfrastructure: true, recentWork: false },
          size: 'small',
          comment: 'Solid work.',
        },
      }),
    ]);
    expect(await screen.findByText('Assessment saved')).toBeTruthy();
    const others = await screen.findByRole('region', { name: "Other judges' assessments (2)" });
    expect(others.textContent).toContain('Ana Ruiz: Medium');
    expect(others.textContent).toContain('Comment: Careful and unpaid.');
    expect(others.textContent).toContain('Ben Ito: Decline');
    expect(others.textContent).toContain('No to: Did they contribute to core XRPL infrastructure?');
    expect(others.textContent).toContain('Rejection reason: Not core infrastructure.');
    expect(within(form()).getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('revises the saved assessment and warns when that reset the approvals', async () => {
    const calls = await openAssessment(
      { mine: MINE, others: [] },
      {
        'PATCH /api/assessments/{id}': {
          body: outcome({ assessment: { ...MINE, size: 'decline' }, approvalsCleared: true }),
        },
      },
    );
    expect(within(question('Size')).getByRole('radio', { name: /Small/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(question('Size')).getByRole('radio', { name: /Decline/ }));
    fireEvent.change(within(form()).getByLabelText('Rejection reason'), {
      target: { value: 'Paid work.' },
    });
    await save('Save changes');
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/assessments/90',
        body: {
          criteria: { coreInfrastructure: true, recentWork: true },
          size: 'decline',
          rejectionReason: 'Paid work.',
        },
      }),
    );
    expect(await screen.findByText('Approvals reset')).toBeTruthy();
    expect(
      screen.getByText("Your change reset the approvals of Wave 3's distribution."),
    ).toBeTruthy();
  });

  it('reads the evaluation again after a revision, and after a refused one shows why', async () => {
    const LOCK = "Wave 3's distribution is approved; assessments are locked";
    let current = evaluation({ mine: MINE, others: [] });
    const calls = await openAssessment(
      {},
      {
        'GET /api/nominations/{id}/evaluation': () => ({ body: current }),
        'PATCH /api/assessments/{id}': () => {
          current = { ...current, mine: { ...MINE, size: 'large' } };
          return { body: outcome({ assessment: { ...MINE, size: 'large' } }) };
        },
      },
    );
    const reads = () =>
      calls.filter(
        ({ method, path }) => method === 'GET' && path === '/api/nominations/30/evaluation',
      );
    fireEvent.click(within(question('Size')).getByRole('radio', { name: /Large/ }));
    await save('Save changes');
    await waitFor(() => expect(reads()).toHaveLength(2));

    installJudgeApi({
      'GET /api/nominations/{id}/evaluation': {
        body: evaluation({ mine: MINE, others: [], canChange: false, lockedBecause: LOCK }),
      },
      'PATCH /api/assessments/{id}': { status: 409, body: { message: `wrong status: ${LOCK}` } },
    });
    fireEvent.click(within(question('Size')).getByRole('radio', { name: /Medium/ }));
    await save('Save changes');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Your assessment' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Your assessment' }).textContent).toContain(LOCK);
  });

  it("shows the API's 400 refusal of a save under the field it names", async () => {
    await openAssessment(
      { mine: { ...MINE, size: 'decline', rejectionReason: 'Paid.' }, others: [] },
      {
        'PATCH /api/assessments/{id}': {
          status: 400,
          body: {
            message: 'fields invalid: rejectionReason is only for Decline',
            fields: ['rejectionReason'],
          },
        },
      },
    );
    await save('Save changes');
    const reason = within(form()).getByLabelText('Rejection reason');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(form().textContent).toContain('Rejection reason is only for Decline');
  });

  it.each([
    [
      409,
      "wrong status: Wave 3's distribution is approved; assessments are locked",
      (text: string) =>
        expect(text).toContain("Wave 3's distribution is approved; assessments are locked"),
    ],
    [
      403,
      'Unauthorized: you are not authorized to perform this action: you are the contributor of this nomination',
      (text: string) => expect(text).toContain('you are the contributor of this nomination'),
    ],
    [404, 'nomination not found', (text: string) => expect(text).toContain('nomination not found')],
  ])("shows the API's %s refusal of a save in words", async (status, message, check) => {
    await openAssessment(
      { mine: { ...MINE, size: 'decline', rejectionReason: 'Paid.' }, others: [] },
      { 'PATCH /api/assessments/{id}': { status, body: { message } } },
    );
    await save('Save changes');
    await waitFor(() => expect(within(form()).getByRole('alert')).toBeTruthy());
    check(form().textContent ?? '');
  });

  it('recuses with a reason in a dialog, after saying it is final', async () => {
    const calls = await openAssessment(
      {},
      {
        'POST /api/nominations/{id}/recusals': {
          status: 201,
          body: outcome({
            message: 'recusal saved',
            assessment: {
              ...MINE,
              status: 'recused',
              size: null,
              criteria: null,
              recusalReason: 'My former employer.',
            },
          }),
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recuse' }));
    const dialog = screen.getByRole('dialog', {
      name: "Recuse yourself from Maya Okafor's nomination?",
    });
    expect(dialog.textContent).toContain(
      "Recusing is final: you will not see the other judges' assessments of this nomination.",
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Recuse' })));
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'My former employer.' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Recuse' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/nominations/30/recusals',
        body: { reason: 'My former employer.' },
      }),
    ]);
    expect(screen.getByText('Recusal saved')).toBeTruthy();
  });

  it("after recusing shows the reason, no form and none of the others' assessments", async () => {
    await openAssessment({
      mine: {
        ...MINE,
        status: 'recused',
        size: null,
        criteria: null,
        recusalReason: 'Former employer.',
      },
      others: null,
    });
    expect(screen.queryByRole('form', { name: 'Your assessment' })).toBeNull();
    expect(
      screen.getByText('You recused yourself from this nomination: Former employer.'),
    ).toBeTruthy();
    expect(
      screen.getByText("You recused yourself: you do not see the other judges' assessments."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recuse' })).toBeNull();
  });

  it('offers only Recuse on a conflict of interest', async () => {
    await openAssessment({ conflict: 'you nominated or back this nomination as a scout' });
    expect(screen.queryByRole('form', { name: 'Your assessment' })).toBeNull();
    expect(
      screen.getByText(
        'You cannot assess this nomination: you nominated or back this nomination as a scout.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recuse' })).toBeTruthy();
  });

  it('is read-only with the reason once locked', async () => {
    await openAssessment({
      mine: MINE,
      others: [],
      canChange: false,
      lockedBecause: "Wave 3's distribution is approved; assessments are locked",
    });
    expect(screen.queryByRole('form', { name: 'Your assessment' })).toBeNull();
    const mine = screen.getByRole('region', { name: 'Your assessment' });
    expect(mine.textContent).toContain("Wave 3's distribution is approved; assessments are locked");
    expect(mine.textContent).toContain('Your size: Small');
    expect(screen.queryByRole('button', { name: 'Recuse' })).toBeNull();
  });

  it("on a closed cohort's nomination the judge skipped, says it is read-only and never to assess", async () => {
    await openAssessment({
      cohort: { ...evaluation().cohort, name: 'Pilot', period: 'closed' },
      mine: null,
      others: null,
      assessmentCount: 3,
      canChange: false,
      lockedBecause: 'Pilot is closed and read-only',
    });
    expect(screen.getByText('Pilot is closed: its judging is read-only.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your assessment' }).textContent).toContain(
      'Pilot is closed and read-only',
    );
    const others = screen.getByRole('region', { name: "Other judges' assessments" });
    expect(others.textContent).toBe(
      "Other judges' assessments3 judges have assessed this nomination. You did not assess it, so their assessments are not shown to you.",
    );
    expect(screen.queryByRole('form', { name: 'Your assessment' })).toBeNull();
  });

  it('says so when the nomination does not exist', async () => {
    installJudgeApi({
      'GET /api/nominations/{id}/evaluation': {
        status: 404,
        body: { message: 'nomination not found' },
      },
    });
    await renderJudgePage('/judge/assessment/999');
    expect(await screen.findByText('nomination not found')).toBeTruthy();
    expect(screen.getByText(/there is no nomination 999 to assess/)).toBeTruthy();
  });

  it('can be filled in with the keyboard alone', async () => {
    const user = userEvent.setup();
    await openAssessment();
    const first = within(question('Did they contribute to core XRPL infrastructure?')).getByRole(
      'radio',
      { name: 'Yes' },
    );
    first.focus();
    for (let index = 0; index < 2; index += 1) {
      await user.keyboard(' ');
      await user.tab();
    }
    // Both questions answered Yes; the focus is in the size group.
    expect(
      within(form())
        .getAllByRole('radio', { checked: true })
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Yes', 'Yes']);
    expect(document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent).toBe(
      'Size',
    );
    await user.keyboard(' ');
    expect(within(form()).getByLabelText('Rejection reason')).toBeTruthy();
  });
});
