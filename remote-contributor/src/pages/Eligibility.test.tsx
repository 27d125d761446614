import { ELIGIBILITY_QUESTIONS, ELIGIBLE_ANSWERS } from '@glow/shared-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import {
  application,
  factsAt,
  installContributorApi,
  myApplications,
} from '../testing/fakeContributorApi';
import { renderContributorPage } from '../testing/renderContributorPage';

/** Chooses `answer` for the question whose text is `question`. */
function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('group', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

function answerAll(except: Record<string, 'No'> = {}) {
  for (const { question } of ELIGIBILITY_QUESTIONS) answer(question, except[question] ?? 'Yes');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

describe('the eligibility questions', () => {
  it('asks the seven questions with nothing chosen, and sends the answers as booleans', async () => {
    const calls = installContributorApi(myApplications([application(factsAt('eligibility'))]), {
      'PUT /api/contributor/applications/{id}/eligibility': {
        body: {
          eligible: true,
          message: 'eligibility confirmed',
          progress: application(factsAt('wallet')).progress,
        },
      },
    });
    const { router } = await renderContributorPage(paths.eligibility);
    await screen.findByRole('form', { name: 'Eligibility questions' });

    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')!.textContent)).toEqual(
      ELIGIBILITY_QUESTIONS.map(({ question }) => question),
    );
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );

    answerAll();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.walletRegistration));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/contributor/applications/12/eligibility');
    expect(put.body).toEqual(ELIGIBLE_ANSWERS);
    expect(await screen.findByText('Eligibility confirmed')).toBeTruthy();
  });

  it('says why an admin reopened a not-eligible application', async () => {
    installContributorApi(
      myApplications([
        application(factsAt('eligibility'), {
          reopenReason: 'You clicked No by mistake; answer again.',
        }),
      ]),
    );
    await renderContributorPage(paths.eligibility);
    const form = await screen.findByRole('form', { name: 'Eligibility questions' });
    expect(within(form).getByRole('status').textContent).toBe(
      'An admin reopened your application: You clicked No by mistake; answer again.',
    );
  });

  it('sends nothing until every question is answered', async () => {
    const calls = installContributorApi(myApplications([application(factsAt('eligibility'))]));
    await renderContributorPage(paths.eligibility);
    await screen.findByRole('form', { name: 'Eligibility questions' });
    answer(ELIGIBILITY_QUESTIONS[0].question, 'Yes');
    submit();
    await waitFor(() => expect(screen.getAllByText('Answer this question')).toHaveLength(6));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says "You are not eligible for this cohort" and why, after a No', async () => {
    const question = 'The nominated work was done within the 6 months before it was nominated.';
    const calls = installContributorApi(myApplications([application(factsAt('eligibility'))]), {
      'PUT /api/contributor/applications/{id}/eligibility': {
        body: {
          eligible: false,
          message:
            'contributor not eligible: Glow rewards work done within the 6 months before its nomination.',
          failing: ['recentWork'],
        },
      },
    });
    await renderContributorPage(paths.eligibility);
    await screen.findByRole('form', { name: 'Eligibility questions' });
    answerAll({ [question]: 'No' });
    // A "No" steers nothing before the answers are sent.
    expect(
      screen.queryByText('Glow rewards work done within the 6 months before its nomination.'),
    ).toBeNull();
    submit();

    const refusal = await screen.findByRole('region', {
      name: 'You are not eligible for this cohort',
    });
    // The answer to the submit is where the focus (and the scroll) goes.
    expect(
      within(refusal).getByRole('heading', { name: 'You are not eligible for this cohort' }),
    ).toBe(document.activeElement);
    expect(within(refusal).getByRole('alert').textContent).toBe(
      'Contributor not eligible: Glow rewards work done within the 6 months before its nomination.',
    );
    expect(within(refusal).getByRole('list', { name: 'Why' }).textContent).toBe(
      `Glow rewards work done within the 6 months before its nomination. You answered No to “${question}”`,
    );
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      ...ELIGIBLE_ANSWERS,
      recentWork: false,
    });
    expect(screen.queryByRole('form', { name: 'Eligibility questions' })).toBeNull();
  });

  it('shows why when the application already ended at the questions', async () => {
    installContributorApi(
      myApplications([
        application(
          { ...factsAt('eligibility'), status: 'notEligible', eligibilityAnswered: true },
          { failingEligibility: ['over18', 'notOnSanctionsList'] },
        ),
      ]),
    );
    await renderContributorPage(paths.eligibility);
    const refusal = await screen.findByRole('region', {
      name: 'You are not eligible for this cohort',
    });
    expect(refusal.textContent).toContain('Glow grants go to adults only.');
    expect(refusal.textContent).toContain('Glow cannot fund a person on a sanctions list.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows answers carried over from an earlier cohort', async () => {
    installContributorApi(
      myApplications([
        application(factsAt('wallet'), {
          eligibilityCarriedFrom: { applicationId: 3, cohortName: 'Wave 2' },
        }),
      ]),
    );
    await renderContributorPage(paths.eligibility);
    const passed = await screen.findByRole('region', { name: 'You are eligible' });
    expect(passed.textContent).toContain(
      'Your answers were carried over from your application for Wave 2',
    );
    expect(within(passed).getByRole('list', { name: 'Your answers' }).children).toHaveLength(7);
    expect(within(passed).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      paths.walletRegistration,
    );
  });

  it('is locked before the code of conduct is accepted, with a link to it', async () => {
    installContributorApi(myApplications([application(factsAt('codeOfConduct'))]));
    await renderContributorPage(paths.eligibility);
    const locked = await screen.findByRole('region', { name: 'Locked' });
    expect(locked.textContent).toContain('Locked: accept the code of conduct first.');
    expect(
      within(locked).getByRole('link', { name: 'Go to Code of conduct' }).getAttribute('href'),
    ).toBe(paths.codeOfConduct);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the API’s refusal of the answers', async () => {
    installContributorApi(myApplications([application(factsAt('eligibility'))]), {
      'PUT /api/contributor/applications/{id}/eligibility': {
        status: 409,
        body: { message: 'previous steps must be completed first: accept the code of conduct' },
      },
    });
    await renderContributorPage(paths.eligibility);
    await screen.findByRole('form', { name: 'Eligibility questions' });
    answerAll();
    submit();
    expect(
      await screen.findByText('previous steps must be completed first: accept the code of conduct'),
    ).toBeTruthy();
  });
});
